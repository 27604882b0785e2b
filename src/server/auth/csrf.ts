import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../domain/errors.ts';
import type { AppEnv } from '../http/request-context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated unsafe requests (on top of SameSite=Lax): a browser tells us where a
 * request comes from with Sec-Fetch-Site and Origin; a cross-site one is refused with 403. Bearer requests carry
 * no ambient credential and are exempt; requests without either header (non-browser clients) pass.
 */
export function csrfProtection(publicUrl: string): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (/^bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
    if (!c.req.header('cookie')) return next();
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') throw new AppError('FORBIDDEN');
    const origin = c.req.header('origin');
    if (origin && origin !== publicOrigin && origin !== new URL(c.req.url).origin) {
      throw new AppError('FORBIDDEN');
    }
    return next();
  };
}
