/** Test support: run a function that must throw an AppError and hand the error back for assertions. */
import { AppError } from './errors.ts';

export function catchAppError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError to be thrown');
}
