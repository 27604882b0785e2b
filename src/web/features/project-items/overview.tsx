import { BoxesIcon, ChevronRightIcon, FileTextIcon, type LucideIcon, ServerIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useItemList } from './api/items.ts';
import { ProposalsBanner } from './components/proposals-banner.tsx';
import { formatMonthlyCost } from './lib/cost.ts';
import { type ItemKind, KIND_INFO, listPath } from './lib/kinds.ts';

const ICONS: Record<ItemKind, LucideIcon> = {
  pages: FileTextIcon,
  contexts: BoxesIcon,
  infrastructure: ServerIcon,
};

function Tile({
  projectId,
  kind,
  count,
  note,
}: {
  projectId: string;
  kind: ItemKind;
  count: number | null;
  note?: string | undefined;
}) {
  const Icon = ICONS[kind];
  const label = KIND_INFO[kind].plural;
  return (
    <li>
      <Link
        to={listPath(projectId, kind)}
        className="group flex h-full items-center gap-3 rounded-xl border bg-card p-4 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-sm">{label}</span>
          <span className="block text-muted-foreground text-sm" data-testid={`overview-count-${kind}`}>
            {count === null ? 'Loading…' : `${count} ${count === 1 ? 'item' : 'items'}`}
            {note ? ` · ${note}` : ''}
          </span>
        </span>
        <ChevronRightIcon
          className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}

/**
 * The project's structure at a glance, for the project detail page: how many pages, bounded contexts and
 * infrastructure items it has (and the infrastructure's monthly estimate), links to the three lists, and the banner
 * when the documents changed since the items were derived.
 */
export function ProjectItemsOverview({ projectId }: { projectId: string }) {
  const pages = useItemList(projectId, 'pages');
  const contexts = useItemList(projectId, 'contexts');
  const infrastructure = useItemList(projectId, 'infrastructure');
  const cost = infrastructure.data?.totalMonthlyCostEstimate ?? null;
  const failed = pages.isError || contexts.isError || infrastructure.isError;
  return (
    <section aria-labelledby="project-structure-heading" className="grid gap-3">
      <h2 id="project-structure-heading" className="font-semibold text-lg">
        Structure
      </h2>
      <ProposalsBanner projectId={projectId} />
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {(pages.error ?? contexts.error ?? infrastructure.error)?.message}
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        <Tile projectId={projectId} kind="pages" count={pages.data?.items.length ?? null} />
        <Tile projectId={projectId} kind="contexts" count={contexts.data?.items.length ?? null} />
        <Tile
          projectId={projectId}
          kind="infrastructure"
          count={infrastructure.data?.items.length ?? null}
          note={cost === null ? undefined : `${formatMonthlyCost(cost)}/mo`}
        />
      </ul>
    </section>
  );
}
