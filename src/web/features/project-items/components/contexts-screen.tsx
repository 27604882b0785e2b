import { BoxesIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/session.ts';
import { useItemList } from '../api/items.ts';
import { itemPath, KIND_INFO } from '../lib/kinds.ts';
import { ContextMap } from './context-map.tsx';
import { OriginBadge, StatusBadge } from './item-badges.tsx';
import { ItemsListLayout } from './items-list-layout.tsx';
import { ListStates } from './screen-states.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /projects/:projectId/contexts — the context map drawn as a diagram, then each context with its responsibility. */
export function ContextsScreen({ projectId }: { projectId: string }) {
  const list = useItemList(projectId, 'contexts', Boolean(useAuth().user));
  const items = list.data?.items ?? [];
  return (
    <ItemsListLayout
      projectId={projectId}
      kind="contexts"
      contextChoices={items.map((c) => ({ slug: c.slug, name: c.name }))}
    >
      <ListStates
        list={list}
        count={items.length}
        skeletonRows={3}
        emptyIcon={<BoxesIcon aria-hidden="true" />}
        emptyText={KIND_INFO.contexts.empty}
      >
        {() => (
          <>
            {list.data?.contextMap ? <ContextMap source={list.data.contextMap} /> : null}
            <section aria-labelledby="contexts-heading" className="grid gap-2">
              <h2 id="contexts-heading" className="font-semibold text-lg">
                Contexts
              </h2>
              <ul aria-label="Bounded contexts" className="grid gap-3 sm:grid-cols-2">
                {items.map((context) => (
                  <li key={context.id}>
                    <Link
                      to={itemPath(projectId, 'contexts', context.id)}
                      className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-4 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      <span className="flex items-start gap-2">
                        <span className="min-w-0 flex-1 font-medium">{context.name}</span>
                        <ChevronRightIcon
                          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                          aria-hidden="true"
                        />
                      </span>
                      {context.purpose ? (
                        <span className="line-clamp-3 text-muted-foreground text-sm">{context.purpose}</span>
                      ) : null}
                      <span className="mt-auto flex flex-wrap items-center gap-2 pt-1">
                        <StatusBadge status={context.status} />
                        <OriginBadge item={context} />
                        <span className="text-muted-foreground text-xs">
                          {plural(context.entities.length, 'entity', 'entities')} ·{' '}
                          {plural(context.relationships.length, 'relationship', 'relationships')}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </ListStates>
    </ItemsListLayout>
  );
}
