import { ServerIcon } from 'lucide-react';
import { useAuth } from '../../../lib/auth/session.ts';
import { useItemList } from '../api/items.ts';
import { costLabel, formatMonthlyCost } from '../lib/cost.ts';
import { groupInfrastructure } from '../lib/group-by-kind.ts';
import { environmentLabel, itemPath, KIND_INFO } from '../lib/kinds.ts';
import { ItemListRow } from './item-list-row.tsx';
import { ItemsListLayout } from './items-list-layout.tsx';
import { ListStates } from './screen-states.tsx';

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
      <ListStates
        list={list}
        count={items.length}
        emptyIcon={<ServerIcon aria-hidden="true" />}
        emptyText={KIND_INFO.infrastructure.empty}
      >
        {() =>
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
                  <ItemListRow
                    key={item.id}
                    to={itemPath(projectId, 'infrastructure', item.id)}
                    item={item}
                    heading={
                      <span className="flex flex-wrap items-baseline gap-x-2">
                        <span className="font-medium">{item.name}</span>
                        {item.provider ? (
                          <span className="text-muted-foreground text-sm">{item.provider}</span>
                        ) : null}
                      </span>
                    }
                    note={environmentLabel(item.environment)}
                    trailing={
                      <span className="shrink-0 text-right text-sm tabular-nums">
                        {costLabel(item.monthlyCostEstimate)}
                      </span>
                    }
                  />
                ))}
              </ul>
            </section>
          ))
        }
      </ListStates>
    </ItemsListLayout>
  );
}
