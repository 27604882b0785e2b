import { describe, expect, it } from 'vitest';
import { diffRows } from './diff-rows.ts';

const lines = (count: number, prefix = 'line') =>
  `${Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`).join('\n')}\n`;

describe('diff rows', () => {
  it('shows every added and removed line as its own row', () => {
    const rows = diffRows([
      { kind: 'removed', text: 'old a\nold b\n' },
      { kind: 'added', text: 'new a\n' },
    ]);
    expect(rows.map((row) => (row.kind === 'fold' ? 'fold' : `${row.kind}:${row.text}`))).toEqual([
      'removed:old a',
      'removed:old b',
      'added:new a',
    ]);
  });

  it('folds a long unchanged stretch between changes, keeping three lines of context each side', () => {
    const rows = diffRows([
      { kind: 'added', text: 'top\n' },
      { kind: 'unchanged', text: lines(20) },
      { kind: 'removed', text: 'bottom\n' },
    ]);
    const fold = rows.find((row) => row.kind === 'fold');
    expect(fold).toEqual({ kind: 'fold', id: 1, hidden: 14 });
    expect(rows).toHaveLength(1 + 3 + 1 + 3 + 1);
  });

  it('keeps no leading context before the first change and opens a fold on request', () => {
    const changes = [
      { kind: 'unchanged' as const, text: lines(10) },
      { kind: 'added' as const, text: 'new\n' },
    ];
    const folded = diffRows(changes);
    expect(folded[0]).toEqual({ kind: 'fold', id: 0, hidden: 7 });
    expect(diffRows(changes, new Set([0]))).toHaveLength(11);
  });

  it('leaves short unchanged runs alone', () => {
    const rows = diffRows([
      { kind: 'added', text: 'a\n' },
      { kind: 'unchanged', text: lines(5) },
      { kind: 'added', text: 'b' },
    ]);
    expect(rows.some((row) => row.kind === 'fold')).toBe(false);
    expect(rows).toHaveLength(7);
  });
});
