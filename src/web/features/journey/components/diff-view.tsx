import { useState } from 'react';
import type { DiffChange } from '../../../../domain/journey-api.ts';
import { cn } from '../../../lib/cn.ts';
import { diffRows } from '../lib/diff-rows.ts';

const MARK = { added: '+', removed: '−', unchanged: ' ' } as const;
const SPOKEN = { added: 'Added: ', removed: 'Removed: ', unchanged: '' } as const;

/**
 * A line diff of two versions of a document: added lines green with +, removed red with −, long unchanged stretches
 * folded to a few lines of context (a click shows them).
 */
export function DiffView({ changes }: { changes: readonly DiffChange[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const rows = diffRows(changes, expanded);
  if (!changes.some((change) => change.kind !== 'unchanged')) {
    return (
      <p className="rounded-md border bg-muted/40 p-3 text-muted-foreground text-sm">
        These versions have the same text.
      </p>
    );
  }
  return (
    <div
      className="overflow-x-auto rounded-md border font-mono text-xs leading-5"
      data-testid="artefact-diff"
    >
      {rows.map((row) =>
        row.kind === 'fold' ? (
          <button
            key={`fold-${row.id}`}
            type="button"
            className="block w-full bg-muted/60 px-3 py-0.5 text-left text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset"
            onClick={() => setExpanded((current) => new Set([...current, row.id]))}
          >
            ⋯ {row.hidden} unchanged {row.hidden === 1 ? 'line' : 'lines'} — show
          </button>
        ) : (
          <div
            key={row.key}
            className={cn(
              'flex min-w-fit whitespace-pre-wrap',
              row.kind === 'added' && 'bg-emerald-500/12 text-emerald-900 dark:text-emerald-200',
              row.kind === 'removed' &&
                'bg-red-500/12 text-red-900 line-through decoration-red-500/40 dark:text-red-200',
            )}
            data-change={row.kind}
          >
            <span aria-hidden="true" className="w-6 shrink-0 select-none text-center opacity-70">
              {MARK[row.kind]}
            </span>
            <span className="min-w-0 flex-1 pr-3 break-words">
              <span className="sr-only">{SPOKEN[row.kind]}</span>
              {row.text || '\u00a0'}
            </span>
          </div>
        ),
      )}
    </div>
  );
}
