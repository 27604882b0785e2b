import type { SharedItem, SharedProjectView } from '../api/projects.ts';
import { useRenderMarkdown } from './markdown-slot.ts';

function ItemList({
  title,
  items,
  meta,
}: {
  title: string;
  items: SharedItem[];
  meta: (item: SharedItem) => string;
}) {
  const id = `shared-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h3 id={id} className="font-semibold text-base">
        {title} <span className="font-normal text-muted-foreground text-sm">({items.length})</span>
      </h3>
      <ul className="mt-3 divide-y">
        {items.map((item, index) => (
          <li key={item.id ?? `${item.name}-${index}`} className="py-2.5">
            <p className="font-medium text-sm">{item.name}</p>
            {meta(item) ? <p className="text-muted-foreground text-xs">{meta(item)}</p> : null}
            {item.purpose ? <p className="mt-1 text-sm">{item.purpose}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The project's pages, bounded contexts (and their map) and infrastructure, when the shared payload has them. */
export function SharedStructure({ project }: { project: SharedProjectView }) {
  const render = useRenderMarkdown();
  const pages = project.pages ?? [];
  const contexts = project.contexts ?? [];
  const infrastructure = project.infrastructure ?? [];
  if (pages.length + contexts.length + infrastructure.length === 0 && !project.contextMap) return null;
  return (
    <section aria-labelledby="shared-structure" className="mt-10">
      <h2 id="shared-structure" className="font-semibold text-xl">
        Structure
      </h2>
      <div className="mt-4 grid gap-4">
        {pages.length > 0 ? (
          <ItemList
            title="Pages"
            items={pages}
            meta={(page) =>
              joined(
                page.route,
                page.status,
                page.userStories?.length ? `${page.userStories.length} user stories` : null,
              )
            }
          />
        ) : null}
        {contexts.length > 0 ? (
          <ItemList
            title="Bounded contexts"
            items={contexts}
            meta={(context) =>
              joined(context.status, context.entities?.length ? context.entities.join(', ') : null)
            }
          />
        ) : null}
        {project.contextMap ? (
          <div className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
            <h3 className="mb-2 font-semibold text-base">Context map</h3>
            {render(`\`\`\`mermaid\n${project.contextMap}\n\`\`\``)}
          </div>
        ) : null}
        {infrastructure.length > 0 ? (
          <ItemList
            title="Infrastructure"
            items={infrastructure}
            meta={(item) => joined(item.kind, item.provider, item.status)}
          />
        ) : null}
      </div>
    </section>
  );
}
