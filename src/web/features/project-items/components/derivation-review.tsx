import * as Dialog from '@radix-ui/react-dialog';
import { CheckCheckIcon, FileTextIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type DerivationProposal, KIND_BY_DOMAIN } from '../api/contract.ts';
import { useAcceptProposals, useDerivationPreview } from '../api/derivation.ts';
import { useDismissedProposals } from '../lib/dismissed.ts';
import { type ItemKind, KIND_INFO } from '../lib/kinds.ts';
import { ProposalCard } from './proposal-card.tsx';

const KIND_ORDER: ItemKind[] = ['pages', 'contexts', 'infrastructure'];

function groupByKind(proposals: DerivationProposal[]) {
  return KIND_ORDER.map((kind) => ({
    kind,
    proposals: proposals.filter((p) => KIND_BY_DOMAIN[p.kind] === kind),
  })).filter((group) => group.proposals.length > 0);
}

/**
 * "Check documents for changes": reads the derivation preview afresh and lists what re-deriving would add, change
 * or remove, per field with the current and the proposed value. Accept one, the selected ones, or dismiss them;
 * nothing changes until the user accepts. The kind whose list opened the review comes first.
 */
export function DerivationReview({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = useDerivationPreview(projectId);
  const accept = useAcceptProposals(projectId);
  const { dismissed, dismiss } = useDismissedProposals(projectId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [showDismissed, setShowDismissed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const all = preview.data?.proposals ?? [];
  const openKeys = all.map((p) => p.key);
  const visible = useMemo(
    () => all.filter((p) => showDismissed || !dismissed.has(p.key)),
    [all, dismissed, showDismissed],
  );
  const hiddenCount = all.filter((p) => dismissed.has(p.key)).length;
  const chosen = visible.filter((p) => selected.has(p.key)).map((p) => p.key);

  const apply = (keys: string[]) => {
    setError(null);
    accept.mutate(keys, {
      onSuccess: (result) => {
        setSelected((current) => new Set([...current].filter((key) => !result.applied.includes(key))));
        toast.success(
          result.applied.length === 1 ? 'Change accepted' : `${result.applied.length} changes accepted`,
        );
      },
      onError: (failure) => {
        setError(failure.message);
        // Out of date: the documents or items moved on; show the fresh proposals.
        if (isApiError(failure) && failure.status === 409) void preview.refetch();
      },
    });
  };
  const select = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const sources = preview.data?.sources;
  const sourceNames = sources
    ? [sources.pages, sources.contexts, sources.infrastructure]
        .filter((s): s is NonNullable<typeof s> => s !== null)
        .filter((s, i, list) => list.findIndex((o) => o.artefactId === s.artefactId) === i)
    : [];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border bg-background shadow-xl outline-none data-[state=open]:animate-rise-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
          aria-describedby="derivation-review-description"
        >
          <div className="flex items-start gap-3 border-b p-4 sm:p-5">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-semibold text-lg">Changes from the documents</Dialog.Title>
              <p id="derivation-review-description" className="mt-1 text-muted-foreground text-sm">
                Re-deriving never overwrites your work: review each difference and accept the ones you want.
              </p>
              {sourceNames.length > 0 ? (
                <ul aria-label="Compared with" className="mt-2 grid gap-1 text-muted-foreground text-xs">
                  {sourceNames.map((s) => (
                    <li key={s.artefactId} className="flex items-start gap-1.5">
                      <FileTextIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 break-words">{s.name}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <Dialog.Close
              className="rounded-md p-1.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label="Close"
            >
              <XIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div
            className="grid flex-1 content-start gap-5 overflow-y-auto p-4 sm:p-5"
            aria-busy={preview.isFetching}
          >
            {error ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-destructive text-sm"
              >
                {error}
              </p>
            ) : null}
            {preview.isPending ? (
              <div
                role="status"
                className="flex items-center justify-center gap-2 py-10 text-muted-foreground text-sm"
              >
                <Spinner />
                Checking the documents…
              </div>
            ) : preview.isError ? (
              <div role="alert" className="grid justify-items-center gap-3 py-8 text-center text-sm">
                <p>{preview.error.message}</p>
                <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
                  Try again
                </Button>
              </div>
            ) : visible.length === 0 ? (
              <div role="status" className="grid justify-items-center gap-2 py-10 text-center">
                <CheckCheckIcon className="size-8 text-primary" aria-hidden="true" />
                <p className="font-medium">Everything matches the documents</p>
                <p className="max-w-sm text-muted-foreground text-sm">
                  {sourceNames.length === 0
                    ? 'This project has no MVP, domain model or tech stack yet to derive from.'
                    : 'There is nothing to add, change or remove.'}
                </p>
              </div>
            ) : (
              groupByKind(visible).map((group) => (
                <section key={group.kind} aria-label={KIND_INFO[group.kind].plural} className="grid gap-2">
                  <h3 className="font-medium text-muted-foreground text-sm">
                    {KIND_INFO[group.kind].plural} · {group.proposals.length}
                  </h3>
                  {group.proposals.map((proposal) => (
                    <ProposalCard
                      key={proposal.key}
                      proposal={proposal}
                      selected={selected.has(proposal.key)}
                      onSelect={(on) => select(proposal.key, on)}
                      onAccept={() => apply([proposal.key])}
                      onDismiss={
                        dismissed.has(proposal.key) ? undefined : () => dismiss([proposal.key], openKeys)
                      }
                      busy={accept.isPending}
                    />
                  ))}
                </section>
              ))
            )}
            {hiddenCount > 0 ? (
              <Button
                variant="link"
                size="sm"
                className="justify-self-start px-0"
                onClick={() => setShowDismissed((v) => !v)}
              >
                {showDismissed ? 'Hide dismissed' : `Show ${hiddenCount} dismissed`}
              </Button>
            ) : null}
          </div>
          <div className="flex items-center gap-2 border-t p-3 sm:p-5">
            <Dialog.Close asChild>
              <Button variant="ghost" className="hidden sm:inline-flex">
                Close
              </Button>
            </Dialog.Close>
            <span className="hidden flex-1 sm:block" />
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              disabled={chosen.length === 0 || accept.isPending}
              onClick={() => {
                dismiss(chosen, openKeys);
                setSelected(new Set());
              }}
            >
              Dismiss selected
            </Button>
            <Button
              className="flex-1 sm:flex-none"
              disabled={chosen.length === 0 || accept.isPending}
              onClick={() => apply(chosen)}
            >
              {accept.isPending ? (
                <Spinner className="size-4 border-primary-foreground/40 border-t-primary-foreground" />
              ) : null}
              Accept selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
