import { ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import type { ProjectItem } from '../api/contract.ts';
import { OriginBadge, StatusBadge } from './item-badges.tsx';

/**
 * One item of a page or infrastructure list, linking to its detail: its heading line, its purpose, its status and
 * origin with a short note, and on the right whatever the kind adds (a cost) before the chevron.
 */
export function ItemListRow({
  to,
  item,
  heading,
  note,
  trailing,
  className,
}: {
  to: string;
  item: Pick<ProjectItem, 'origin' | 'edited'> & { purpose: string | null; status: string };
  /** The name line (the name with a route or provider). */
  heading: ReactNode;
  /** Next to the badges. */
  note: ReactNode;
  trailing?: ReactNode;
  className?: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'group flex items-center gap-3 px-4 py-3 outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
          className,
        )}
      >
        <span className="grid min-w-0 flex-1 gap-1">
          {heading}
          {item.purpose ? (
            <span className="line-clamp-2 text-muted-foreground text-sm">{item.purpose}</span>
          ) : null}
          <span className="flex flex-wrap items-center gap-2 pt-0.5">
            <StatusBadge status={item.status} />
            <OriginBadge item={item} />
            <span className="text-muted-foreground text-xs">{note}</span>
          </span>
        </span>
        {trailing}
        <ChevronRightIcon
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}
