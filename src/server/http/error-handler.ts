import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, toWireError } from '../../domain/errors.ts';
import type { AppEnv } from './request-context.ts';

/**
 * Turns anything thrown into the catalogue's wire format. AppErrors pass through unchanged; unexpected exceptions
 * are logged with their stack and become a generic message, never the internal text.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    if (error.status >= 500) c.var.log?.error({ err: error, code: error.code }, error.message);
    return c.json(toWireError(error), error.status as 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'USER_NOT_AUTHENTICATED' : 'INTERNAL';
    const wrapped = new AppError(code);
    return c.json(toWireError(wrapped), status);
  }
  c.var.log?.error({ err: error }, 'unhandled error');
  return c.json(toWireError(new AppError('INTERNAL')), 500);
}

export function handleApiNotFound(c: Context<AppEnv>): Response {
  return c.json(toWireError(new AppError('NOT_FOUND')), 404);
}
