import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors.ts';
import { toArtefactWriteError } from './artefact-write-errors.ts';

/** A driver error as Drizzle wraps it: the SQLSTATE and the database's text on the cause. */
function databaseError(code: string, message: string): Error {
  return Object.assign(new Error('Failed query: insert into "artefacts" …'), {
    cause: Object.assign(new Error(message), { code }),
  });
}

describe('artefact write errors', () => {
  it.each([
    ['23503', 'Project not found or access denied'],
    ['23505', 'An artefact with this name already exists'],
    ['42501', 'Access denied. Please ensure you have permission to create artefacts in this project/session'],
    ['53100', 'Database error: could not extend file: No space left on device'],
  ])('turns SQLSTATE %s into "%s"', (code, message) => {
    const error = toArtefactWriteError(databaseError(code, 'could not extend file: No space left on device'));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(message);
  });

  it('leaves other failures for the operation’s generic message', () => {
    const other = new TypeError('boom');
    expect(toArtefactWriteError(other)).toBe(other);
  });
});
