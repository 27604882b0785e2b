import { AppError, type ErrorCode } from '../../domain/errors.ts';
import type { Logger } from '../logger.ts';

type SimpleCode = {
  [C in ErrorCode]: ConstructorParameters<typeof AppError<C>> extends [C] ? C : never;
}[ErrorCode];

/**
 * Runs an operation; catalogue errors pass through unchanged, anything unexpected is logged and becomes the
 * operation's generic message (SPEC §7 "Handling of answers").
 */
export async function failAs<T>(code: SimpleCode, log: Logger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, `${code}: unexpected failure`);
    throw new AppError(code);
  }
}
