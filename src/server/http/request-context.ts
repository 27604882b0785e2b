import type { Context, MiddlewareHandler } from 'hono';
import type { CurrentUser } from '../auth/current-user-type.ts';
import type { Logger } from '../logger.ts';

export interface AppVariables {
  requestId: string;
  log: Logger;
  /** The signed-in (possibly anonymous) user; set on /api/* by the session middleware. */
  user: CurrentUser | null;
}

export type AppEnv = { Variables: AppVariables };

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane, else a new UUID), a child logger that
 * stamps it on every line, and one access-log line when the response is done.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    logAccess(c, log, performance.now() - started);
  };
}

function logAccess(c: Context<AppEnv>, log: Logger, ms: number): void {
  const status = c.res.status;
  const entry = { method: c.req.method, path: c.req.path, status, ms: Math.round(ms * 10) / 10 };
  if (status >= 500) log.error(entry, 'request failed');
  else if (c.req.path.startsWith('/api/')) log.info(entry, 'request');
  else log.debug(entry, 'request');
}
