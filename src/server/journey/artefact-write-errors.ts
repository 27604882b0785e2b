/**
 * The data layer's answers to a failed artefact write, as SPEC §8 words them: a missing or foreign owner (foreign
 * key) is "Project not found or access denied", a name taken in the same session/project is "An artefact with this
 * name already exists", a row-level-security refusal is "Access denied…", any other database failure is
 * "Database error: …". Anything that is not a database error is left for the operation's generic message.
 */
import { AppError } from '../../domain/errors.ts';
import { getSqlState, sqlState } from '../db/database-errors.ts';

const INSUFFICIENT_PRIVILEGE = '42501';

function databaseMessage(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return message;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}

export function toArtefactWriteError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const state = getSqlState(error);
  if (state === undefined) return error;
  if (state === sqlState.foreignKeyViolation) return new AppError('ARTEFACT_OWNER_NOT_FOUND');
  if (state === sqlState.uniqueViolation) return new AppError('ARTEFACT_DUPLICATE_NAME');
  if (state === INSUFFICIENT_PRIVILEGE) return new AppError('ARTEFACT_ACCESS_DENIED');
  return new AppError('DATABASE_ERROR', { message: databaseMessage(error) });
}
