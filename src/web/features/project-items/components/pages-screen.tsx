import { ChevronRightIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/session.ts';
import { useItemList } from '../api/items.ts';
import { itemPath, KIND_INFO } from '../lib/kinds.ts';
import { OriginBadge, StatusBadge } from './item-badges.tsx';
import { ItemsListLayout } from './items-list-layout.tsx';
import { EmptyState, ListSkeleton, LoadError } from './screen-states.tsx';

/** /projects/:projectId/pages — the product's screens in order, each with its route, purpose and user stories. */
export function PagesScreen({ projectId }: { projectId: string }) {
  const list = useItemList(projectId, 'pages', Boolean(useAuth().user));
  const items = list.data?.items ?? [];
  return (
    <ItemsListLayout projectId={projectId} kind="pages">
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<FileTextIcon aria-hidden="true" />} text={KIND_INFO.pages.empty} />
      ) : (
        <ul aria-label="Pages" className="divide-y overflow-hidden rounded-xl border bg-card">
          {items.map((page) => (
            <li key={page.id}>
              <Link
                to={itemPath(projectId, 'pages', page.id)}
                className="group flex items-center gap-3 px-4 py-3 outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:py-4"
              >
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-medium">{page.name}</span>
                    {page.route ? (
                      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-muted-foreground text-xs">
                        {page.route}
                      </code>
                    ) : null}
                  </span>
                  {page.purpose ? (
                    <span className="line-clamp-2 text-muted-foreground text-sm">{page.purpose}</span>
                  ) : null}
                  <span className="flex flex-wrap items-center gap-2 pt-0.5">
                    <StatusBadge status={page.status} />
                    <OriginBadge item={page} />
                    <span className="text-muted-foreground text-xs">
                      {page.userStories.length === 1
                        ? '1 user story'
                        : `${page.userStories.length} user stories`}
                    </span>
                  </span>
                </span>
                <ChevronRightIcon
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ItemsListLayout>
  );
}
