/**
 * The bridge between zod and the error catalogue. Schemas carry catalogue messages (`catalogued`), and
 * `parseOrThrow` turns the first issue back into the AppError of that message, so a route that validates with a
 * domain schema answers with the same code and text as the domain function would have thrown.
 */
import { z } from 'zod';
import {
  AppError,
  type ErrorCode,
  type ErrorParams,
  errorCatalogue,
  errorMessage,
  isErrorCode,
  rebuildAppError,
} from './errors.ts';

type ParamsArg<C extends ErrorCode> = ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>];

// Seeded with every static message; parameterised messages join when a schema is declared with them, so the
// map stays as small as the set of schemas (never grows with user input).
const knownMessages = new Map<string, ErrorCode>(
  Object.entries(errorCatalogue).flatMap(([code, def]) =>
    typeof def.message === 'string' ? [[def.message, code as ErrorCode]] : [],
  ),
);

/** A zod error option whose message is the catalogue's: `z.string(catalogued('PASSWORD_REQUIRED'))`. */
export function catalogued<C extends ErrorCode>(code: C, ...params: ParamsArg<C>): { error: string } {
  const message = errorMessage(code, ...params);
  knownMessages.set(message, code);
  return { error: message };
}

interface IssueSink {
  value: unknown;
  issues: unknown[];
}

/** For rules whose message depends on the input (e.g. "Current length: N"): report it from a `.check()`. */
export function addCatalogueIssue<C extends ErrorCode>(
  payload: IssueSink,
  code: C,
  ...params: ParamsArg<C>
): void {
  payload.issues.push({
    code: 'custom',
    message: errorMessage(code, ...params),
    input: payload.value,
    params: { appCode: code },
  });
}

/**
 * Runs a domain constructor inside a zod transform: its AppError becomes an issue (so safeParse reports it instead
 * of throwing) and parseOrThrow turns it back into the same AppError.
 */
export function catchIntoIssue<T>(ctx: { value: unknown; issues: unknown[] }, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.issues.push({
      code: 'custom',
      message: error.message,
      input: ctx.value,
      params: { appCode: error.code },
    });
    return z.NEVER;
  }
}

/** The AppError for one zod issue: its catalogue code when it carries one, VALIDATION_FAILED otherwise. */
export function toAppError(issue: z.core.$ZodIssue): AppError {
  // The message was rendered with its params when the issue was made; rebuilding keeps that text.
  const code =
    issue.code === 'custom' && isErrorCode(issue.params?.appCode) ? issue.params.appCode : undefined;
  const known = code ?? knownMessages.get(issue.message);
  if (known) return rebuildAppError({ error: { code: known, message: issue.message } });
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return new AppError('VALIDATION_FAILED', { detail: `${where}${issue.message}` });
}

/** Parses or throws the AppError of the first issue (zod reports issues in field order). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw first ? toAppError(first) : new AppError('VALIDATION_FAILED', { detail: 'Invalid input' });
}
