import { GitCompareArrowsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { KIND_BY_DOMAIN } from '../api/contract.ts';
import { useDerivationPreview } from '../api/derivation.ts';
import { useDismissedProposals } from '../lib/dismissed.ts';
import type { ItemKind } from '../lib/kinds.ts';

export function reviewPath(projectId: string, kind?: ItemKind): string {
  return `/projects/${encodeURIComponent(projectId)}/${kind ?? 'pages'}?review=1`;
}

/**
 * Shown above the lists (and on the project's overview) when the documents changed since the items were derived:
 * how many differences wait, and the way to review them. Only the given kind's proposals count when a kind is set.
 */
export function ProposalsBanner({
  projectId,
  kind,
  onReview,
}: {
  projectId: string;
  kind?: ItemKind;
  /** Opens the review in place; without it the banner links to the review on the kind's list. */
  onReview?: () => void;
}) {
  const preview = useDerivationPreview(projectId);
  const { dismissed } = useDismissedProposals(projectId);
  const proposals = (preview.data?.proposals ?? []).filter(
    (p) => !dismissed.has(p.key) && (!kind || KIND_BY_DOMAIN[p.kind] === kind),
  );
  if (proposals.length === 0) return null;
  const text =
    proposals.length === 1
      ? 'The documents changed: 1 proposed difference waits for your review.'
      : `The documents changed: ${proposals.length} proposed differences wait for your review.`;
  const button = cn(buttonVariants({ size: 'sm' }), 'shrink-0');
  return (
    <section
      aria-label="Proposed changes"
      data-testid="proposals-banner"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <GitCompareArrowsIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 text-sm">{text}</p>
      {onReview ? (
        <button type="button" className={button} onClick={onReview}>
          Review changes
        </button>
      ) : (
        <Link
          className={button}
          to={reviewPath(projectId, kind ?? (proposals[0] ? KIND_BY_DOMAIN[proposals[0].kind] : undefined))}
        >
          Review changes
        </Link>
      )}
    </section>
  );
}
