import { MinusIcon, PencilIcon, PlusIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { DerivationProposal } from '../api/contract.ts';
import { fieldLabel, itemFields, valueLines } from '../lib/proposal-format.ts';

const ACTION = {
  add: { icon: PlusIcon, text: 'Add', tone: 'text-emerald-700 dark:text-emerald-400' },
  change: { icon: PencilIcon, text: 'Change', tone: 'text-amber-700 dark:text-amber-400' },
  remove: { icon: MinusIcon, text: 'Remove', tone: 'text-red-700 dark:text-red-400' },
} as const;

function Lines({ lines, empty }: { lines: string[]; empty: string }) {
  if (lines.length === 0) return <p className="text-muted-foreground italic">{empty}</p>;
  if (lines.length === 1) return <p className="whitespace-pre-wrap break-words">{lines[0]}</p>;
  return (
    <ul className="list-disc space-y-0.5 pl-4">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same entry may appear twice
        <li key={index} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** One proposed difference: what it does to which item, and for a change the current and the proposed value. */
export function ProposalCard({
  proposal,
  selected,
  onSelect,
  onAccept,
  onDismiss,
  busy,
}: {
  proposal: DerivationProposal;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAccept: () => void;
  onDismiss?: (() => void) | undefined;
  busy: boolean;
}) {
  const action = ACTION[proposal.action];
  const Icon = action.icon;
  const title =
    proposal.action === 'change' && proposal.field
      ? `${fieldLabel(proposal.field, proposal.kind)} of ${proposal.itemName}`
      : proposal.itemName;
  const checkboxId = `proposal-${proposal.key}`;
  return (
    <article
      className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4"
      aria-labelledby={`${checkboxId}-label`}
      data-testid="proposal"
      data-action={proposal.action}
      data-field={proposal.field ?? undefined}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label id={`${checkboxId}-label`} htmlFor={checkboxId} className="grid min-w-0 flex-1 gap-0.5">
          <span className={`inline-flex items-center gap-1 font-medium text-xs uppercase ${action.tone}`}>
            <Icon className="size-3.5" aria-hidden="true" />
            {action.text}
          </span>
          <span className="break-words font-medium text-sm">{title}</span>
        </label>
        <div className="flex shrink-0 gap-1">
          {onDismiss ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={onDismiss}
              disabled={busy}
              aria-label={`Dismiss: ${proposal.action} ${title}`}
            >
              Dismiss
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={onAccept}
            disabled={busy}
            aria-label={`Accept: ${proposal.action} ${title}`}
          >
            Accept
          </Button>
        </div>
      </div>
      {proposal.edited ? (
        <p className="flex items-center gap-1.5 rounded-md bg-amber-500/10 px-2 py-1 text-amber-800 text-xs dark:text-amber-300">
          <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
          You edited this by hand; accepting replaces your edit.
        </p>
      ) : null}
      {proposal.action === 'change' ? (
        <div className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="rounded-md border border-red-500/20 bg-red-500/5 p-2">
            <p className="mb-1 font-medium text-muted-foreground text-xs">Current</p>
            <Lines lines={valueLines(proposal.field, proposal.current)} empty="Empty" />
          </div>
          <div className="rounded-md border border-emerald-500/20 bg-emerald-500/5 p-2">
            <p className="mb-1 font-medium text-muted-foreground text-xs">Proposed</p>
            <Lines lines={valueLines(proposal.field, proposal.proposed)} empty="Empty" />
          </div>
        </div>
      ) : (
        <dl className="grid gap-1.5 text-sm">
          {itemFields(proposal.action === 'add' ? proposal.proposed : proposal.current).map((entry) => (
            <div key={entry.field} className="grid gap-0.5 sm:grid-cols-[9rem_1fr]">
              <dt className="text-muted-foreground text-xs sm:text-sm">
                {fieldLabel(entry.field, proposal.kind)}
              </dt>
              <dd>
                <Lines lines={entry.lines} empty="Empty" />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
