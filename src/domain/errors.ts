/**
 * The one error catalogue: every user-facing message of SPEC.md §5 and §8 lives here once, as a code with its
 * message (parameterised where the spec says so), its HTTP status, and whether it is shown to the user or only
 * logged. Server code throws `AppError(code, params)`; the wire format is {"error":{"code","message"}}; the client
 * rebuilds an AppError from it and shows the message.
 */

type MessageFn<P> = (params: P) => string;

interface ErrorDefinition<P = undefined> {
  status: number;
  /** false: logged only, never shown to a user (the spec says "only logged"). */
  shown: boolean;
  message: P extends undefined ? string : MessageFn<P>;
}

function define<P = undefined>(def: ErrorDefinition<P>): ErrorDefinition<P> {
  return def;
}

export const errorCatalogue = {
  // Generic
  INTERNAL: define({ status: 500, shown: true, message: 'Something went wrong' }),
  VALIDATION_FAILED: define<{ detail: string }>({ status: 400, shown: true, message: (p) => p.detail }),
  NOT_FOUND: define({ status: 404, shown: true, message: 'Not found' }),
  USER_NOT_AUTHENTICATED: define({ status: 401, shown: true, message: 'User not authenticated' }),
  FORBIDDEN: define({ status: 403, shown: true, message: 'Access denied' }),
  // Messages (§5)
  MESSAGE_CONTENT_LENGTH: define<{ length: number }>({
    status: 400,
    shown: true,
    message: (p) => `Message content must be between 1 and 10000 characters. Current length: ${p.length}`,
  }),
  MESSAGE_CONTENT_NOT_STRING: define({ status: 400, shown: true, message: 'Message content must be a string' }),
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

type DefinitionOf<C extends ErrorCode> = (typeof errorCatalogue)[C];
export type ErrorParams<C extends ErrorCode> =
  DefinitionOf<C>['message'] extends MessageFn<infer P> ? P : undefined;

type ParamsArg<C extends ErrorCode> = ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>];

export function errorMessage<C extends ErrorCode>(code: C, ...args: ParamsArg<C>): string {
  const def = errorCatalogue[code] as ErrorDefinition<unknown>;
  return typeof def.message === 'function' ? (def.message as MessageFn<unknown>)(args[0]) : def.message;
}

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  readonly shown: boolean;

  constructor(code: C, ...args: ParamsArg<C>) {
    super(errorMessage(code, ...args));
    this.name = 'AppError';
    this.code = code;
    const def = errorCatalogue[code] as ErrorDefinition<unknown>;
    this.status = def.status;
    this.shown = def.shown;
  }
}

export interface WireError {
  error: { code: string; message: string };
}

export function toWireError(error: AppError): WireError {
  return { error: { code: error.code, message: error.message } };
}

export function isWireError(value: unknown): value is WireError {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = (value as { error: unknown }).error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    typeof (inner as { code?: unknown }).code === 'string' &&
    typeof (inner as { message?: unknown }).message === 'string'
  );
}
