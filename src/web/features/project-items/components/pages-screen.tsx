import { FileTextIcon } from 'lucide-react';
import { useAuth } from '../../../lib/auth/session.ts';
import { useItemList } from '../api/items.ts';
import { itemPath, KIND_INFO } from '../lib/kinds.ts';
import { ItemListRow } from './item-list-row.tsx';
import { ItemsListLayout } from './items-list-layout.tsx';
import { ListStates } from './screen-states.tsx';

/** /projects/:projectId/pages — the product's screens in order, each with its route, purpose and user stories. */
export function PagesScreen({ projectId }: { projectId: string }) {
  const list = useItemList(projectId, 'pages', Boolean(useAuth().user));
  const items = list.data?.items ?? [];
  return (
    <ItemsListLayout projectId={projectId} kind="pages">
      <ListStates
        list={list}
        count={items.length}
        emptyIcon={<FileTextIcon aria-hidden="true" />}
        emptyText={KIND_INFO.pages.empty}
      >
        {() => (
          <ul aria-label="Pages" className="divide-y overflow-hidden rounded-xl border bg-card">
            {items.map((page) => (
              <ItemListRow
                key={page.id}
                to={itemPath(projectId, 'pages', page.id)}
                item={page}
                className="sm:py-4"
                heading={
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-medium">{page.name}</span>
                    {page.route ? (
                      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-muted-foreground text-xs">
                        {page.route}
                      </code>
                    ) : null}
                  </span>
                }
                note={
                  page.userStories.length === 1 ? '1 user story' : `${page.userStories.length} user stories`
                }
              />
            ))}
          </ul>
        )}
      </ListStates>
    </ItemsListLayout>
  );
}
