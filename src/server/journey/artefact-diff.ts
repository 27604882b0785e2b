/**
 * A readable difference between two versions of a document. jsdiff (`diff`) is used rather than our own LCS: its
 * Myers line diff is the algorithm git uses, it handles the last line without a newline, and it also writes the
 * unified patch the web offers for download.
 */
import { createTwoFilesPatch, diffLines } from 'diff';
import type { ArtefactDiff, DiffChange } from '../../domain/journey-api.ts';

function countLines(text: string): number {
  if (text === '') return 0;
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

export function diffVersions(
  from: { version: number; content: string },
  to: { version: number; content: string },
  name: string,
): ArtefactDiff {
  const changes: DiffChange[] = diffLines(from.content, to.content).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'unchanged',
    text: change.value,
  }));
  const sum = (kind: DiffChange['kind']) =>
    changes.filter((c) => c.kind === kind).reduce((total, c) => total + countLines(c.text), 0);
  return {
    from: from.version,
    to: to.version,
    linesAdded: sum('added'),
    linesRemoved: sum('removed'),
    changes,
    patch: createTwoFilesPatch(
      `${name} (version ${from.version})`,
      `${name} (version ${to.version})`,
      from.content,
      to.content,
    ),
  };
}

/** Lines added/removed from `previous` to `next` (for the version list). */
export function countChanges(previous: string, next: string): { linesAdded: number; linesRemoved: number } {
  let linesAdded = 0;
  let linesRemoved = 0;
  for (const change of diffLines(previous, next)) {
    if (change.added) linesAdded += countLines(change.value);
    else if (change.removed) linesRemoved += countLines(change.value);
  }
  return { linesAdded, linesRemoved };
}
