import { cn } from '../../../lib/cn.ts';
import type { InboxFilters } from '../api/notifications.ts';

export type InboxView = 'all' | 'unread' | 'read' | 'archived';

export const INBOX_VIEWS: { id: InboxView; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'unread', label: 'Unread' },
  { id: 'read', label: 'Read' },
  { id: 'archived', label: 'Archived' },
];

export function filtersFor(view: InboxView, type: string, category: string): InboxFilters {
  return {
    ...(view === 'unread' ? { read: false } : view === 'read' ? { read: true } : {}),
    ...(view === 'archived' ? { archived: true } : {}),
    ...(type ? { type } : {}),
    ...(category ? { category } : {}),
  };
}

const label = (text: string) => text.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function FacetSelect(props: {
  id: string;
  label: string;
  value: string;
  options: string[];
  onChange(value: string): void;
}) {
  return (
    <label htmlFor={props.id} className="flex items-center gap-2 text-muted-foreground text-sm">
      <span className="sr-only sm:not-sr-only">{props.label}</span>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-9 rounded-md border bg-background px-2 text-foreground text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <option value="">{`Any ${props.label.toLowerCase()}`}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function InboxFilterBar(props: {
  view: InboxView;
  onView(view: InboxView): void;
  type: string;
  onType(type: string): void;
  category: string;
  onCategory(category: string): void;
  types: string[];
  categories: string[];
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="tablist" aria-label="Show" className="inline-flex w-fit rounded-lg border bg-muted/50 p-0.5">
        {INBOX_VIEWS.map((view) => (
          <button
            key={view.id}
            type="button"
            role="tab"
            aria-selected={props.view === view.id}
            onClick={() => props.onView(view.id)}
            className={cn(
              'rounded-md px-3 py-1.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
              props.view === view.id
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {view.label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <FacetSelect
          id="inbox-type"
          label="Type"
          value={props.type}
          options={props.types}
          onChange={props.onType}
        />
        <FacetSelect
          id="inbox-category"
          label="Category"
          value={props.category}
          options={props.categories}
          onChange={props.onCategory}
        />
      </div>
    </div>
  );
}
