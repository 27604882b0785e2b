/**
 * The bridge between zod and the error catalogue. Schemas carry catalogue messages (`catalogued`), and
 * `parseOrThrow` turns the first issue back into the AppError of that message, so a route that validates with a
 * domain schema answers with the same code and text as the domain function would have thrown.
 */
import type { z } from 'zod';
import {
  AppError,
  type ErrorCode,
  type ErrorParams,
  errorCatalogue,
  errorMessage,
  isErrorCode,
} from './errors.ts';

type ParamsArg<C extends ErrorCode> = ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>];

interface CatalogueEntry {
  code: ErrorCode;
  params: unknown;
}

// Seeded with every static message; parameterised messages join when a schema is declared with them, so the
// map stays as small as the set of schemas (never grows with user input).
const knownMessages = new Map<string, CatalogueEntry>(
  Object.entries(errorCatalogue).flatMap(([code, def]) =>
    typeof def.message === 'string' ? [[def.message, { code: code as ErrorCode, params: undefined }]] : [],
  ),
);

/** A zod error option whose message is the catalogue's: `z.string(catalogued('PASSWORD_REQUIRED'))`. */
export function catalogued<C extends ErrorCode>(code: C, ...params: ParamsArg<C>): { error: string } {
  const message = errorMessage(code, ...params);
  knownMessages.set(message, { code, params: params[0] });
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
    params: { appCode: code, appParams: params[0] },
  });
}

function buildAppError(code: ErrorCode, params: unknown): AppError {
  // The code and its params were paired by `catalogued`/`addCatalogueIssue`, which are typed per code.
  const build = AppError as unknown as new (code: ErrorCode, params: unknown) => AppError;
  return new build(code, params);
}

/** The AppError for one zod issue: its catalogue code when it carries one, VALIDATION_FAILED otherwise. */
export function toAppError(issue: z.core.$ZodIssue): AppError {
  if (issue.code === 'custom' && isErrorCode(issue.params?.appCode)) {
    return buildAppError(issue.params.appCode, issue.params.appParams);
  }
  const known = knownMessages.get(issue.message);
  if (known) return buildAppError(known.code, known.params);
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
