import { ChevronRightIcon, ServerIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/session.ts';
import { useItemList } from '../api/items.ts';
import { costLabel, formatMonthlyCost } from '../lib/cost.ts';
import { groupInfrastructure } from '../lib/group-by-kind.ts';
import { environmentLabel, itemPath, KIND_INFO } from '../lib/kinds.ts';
import { OriginBadge, StatusBadge } from './item-badges.tsx';
import { ItemsListLayout } from './items-list-layout.tsx';
import { EmptyState, ListSkeleton, LoadError } from './screen-states.tsx';

/** /projects/:projectId/infrastructure — grouped by kind, with the monthly estimate per group and in total. */
export function InfrastructureScreen({ projectId }: { projectId: string }) {
  const list = useItemList(projectId, 'infrastructure', Boolean(useAuth().user));
  const items = list.data?.items ?? [];
  const total = list.data?.totalMonthlyCostEstimate ?? null;
  const unestimated = items.filter((item) => item.monthlyCostEstimate === null).length;
  return (
    <ItemsListLayout
      projectId={projectId}
      kind="infrastructure"
      summary={
        list.data && items.length > 0 ? (
          <p
            className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm"
            data-testid="infrastructure-total"
          >
            <span className="text-muted-foreground">Estimated monthly cost</span>
            {total === null ? (
              <span className="font-medium">not estimated yet</span>
            ) : (
              <span className="font-semibold text-2xl tabular-nums">{formatMonthlyCost(total)}</span>
            )}
            {unestimated > 0 && total !== null ? (
              <span className="text-muted-foreground">
                {unestimated === 1 ? '1 item has no estimate' : `${unestimated} items have no estimate`}
              </span>
            ) : null}
          </p>
        ) : null
      }
    >
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<ServerIcon aria-hidden="true" />} text={KIND_INFO.infrastructure.empty} />
      ) : (
        groupInfrastructure(items).map((group) => (
          <section key={group.kind} aria-labelledby={`infra-${group.kind}`} className="grid gap-2">
            <h2
              id={`infra-${group.kind}`}
              className="flex items-baseline justify-between gap-3 font-semibold text-lg"
            >
              {group.label}
              <span className="font-normal text-muted-foreground text-sm tabular-nums">
                {group.total === null ? '' : `${formatMonthlyCost(group.total)}/mo`}
              </span>
            </h2>
            <ul aria-label={group.label} className="divide-y overflow-hidden rounded-xl border bg-card">
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={itemPath(projectId, 'infrastructure', item.id)}
                    className="group flex items-center gap-3 px-4 py-3 outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
                  >
                    <span className="grid min-w-0 flex-1 gap-1">
                      <span className="flex flex-wrap items-baseline gap-x-2">
                        <span className="font-medium">{item.name}</span>
                        {item.provider ? (
                          <span className="text-muted-foreground text-sm">{item.provider}</span>
                        ) : null}
                      </span>
                      {item.purpose ? (
                        <span className="line-clamp-2 text-muted-foreground text-sm">{item.purpose}</span>
                      ) : null}
                      <span className="flex flex-wrap items-center gap-2 pt-0.5">
                        <StatusBadge status={item.status} />
                        <OriginBadge item={item} />
                        <span className="text-muted-foreground text-xs">
                          {environmentLabel(item.environment)}
                        </span>
                      </span>
                    </span>
                    <span className="shrink-0 text-right text-sm tabular-nums">
                      {costLabel(item.monthlyCostEstimate)}
                    </span>
                    <ChevronRightIcon
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </ItemsListLayout>
  );
}
