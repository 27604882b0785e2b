import type { DiffChange } from '../../../../domain/journey-api.ts';

export type DiffRow =
  | { kind: DiffChange['kind']; key: string; text: string }
  | { kind: 'fold'; id: number; hidden: number };

/** Lines of context kept around a change; an unchanged run longer than twice this is folded. */
export const CONTEXT_LINES = 3;

function linesOf(text: string): string[] {
  const lines = text.split('\n');
  // Each run ends with a newline, which is not a line of its own.
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * Turns the server's runs of changes into rows to show: one row a line, with unchanged stretches far from any
 * change folded (the fold's id is the run's index, so `expanded` opens it).
 */
export function diffRows(
  changes: readonly DiffChange[],
  expanded: ReadonlySet<number> = new Set(),
): DiffRow[] {
  const rows: DiffRow[] = [];
  changes.forEach((change, index) => {
    const lines = linesOf(change.text);
    const row = (text: string, line: number): DiffRow => ({
      kind: change.kind,
      key: `${index}:${line}`,
      text,
    });
    if (change.kind !== 'unchanged' || expanded.has(index)) {
      for (const [line, text] of lines.entries()) rows.push(row(text, line));
      return;
    }
    const keepBefore = index === 0 ? 0 : CONTEXT_LINES;
    const keepAfter = index === changes.length - 1 ? 0 : CONTEXT_LINES;
    if (lines.length <= keepBefore + keepAfter + 1) {
      for (const [line, text] of lines.entries()) rows.push(row(text, line));
      return;
    }
    for (const [line, text] of lines.slice(0, keepBefore).entries()) rows.push(row(text, line));
    rows.push({ kind: 'fold', id: index, hidden: lines.length - keepBefore - keepAfter });
    const tailStart = lines.length - keepAfter;
    for (const [offset, text] of lines.slice(tailStart).entries()) rows.push(row(text, tailStart + offset));
  });
  return rows;
}
