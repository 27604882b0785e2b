import type { Context } from 'hono';
import { AppError, type errorCatalogue, isErrorCode, toWireError } from '../../domain/errors.ts';
import { signInSchema, signUpSchema } from '../../domain/user.ts';
import { parseOrThrow } from '../../domain/validation.ts';
import type { Database } from '../db/client.ts';
import { createRateLimiter, RateLimiterRes, secondsUntilRetry } from '../http/rate-limiter.ts';
import type { AppEnv } from '../http/request-context.ts';
import type { Redis } from '../redis/redis-connection.ts';
import type { Auth } from './auth.ts';
import type { CaptchaService } from './captcha.ts';
import { clientIp } from './client-ip.ts';
import {
  assertAccountNotLocked,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from './login-lockout-service.ts';

export const CAPTCHA_HEADER = 'x-captcha-response';

/** better-auth error codes that have a text in the spec's catalogue. */
const BETTER_AUTH_TO_CATALOGUE: Record<string, keyof typeof errorCatalogue> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_EMAIL: 'EMAIL_FORM_INVALID',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  FAILED_TO_CREATE_SESSION: 'CREATE_USER_SESSION_FAILED',
  COULD_NOT_CREATE_SESSION: 'CREATE_USER_SESSION_FAILED',
};

/**
 * Sits in front of better-auth's handler: per-IP rate limit on every auth endpoint, the spec's form validation,
 * the captcha for unauthenticated anonymous sign-in and e-mail sign-up, and the per-account lockout on e-mail
 * sign-in. Errors leave in the catalogue's wire shape {"error":{code,message}}.
 */
export function createAuthHandler(deps: {
  auth: Auth;
  captcha: CaptchaService;
  database: Database;
  requestsPerMinute: number;
  /** Counts the per-IP budget in Redis, shared by every app process; in memory without it. */
  redis?: Redis;
}) {
  const { auth, captcha, database } = deps;
  const limiter = createRateLimiter({
    keyPrefix: 'auth-ip',
    points: deps.requestsPerMinute,
    duration: 60,
    redis: deps.redis,
  });

  return async (c: Context<AppEnv>): Promise<Response> => {
    const ip = clientIp(c);
    const path = c.req.path.slice('/api/auth'.length);
    const request = c.req.raw;
    // Reading the session is what every page load does; it proves nothing and guesses nothing, so it is not
    // counted against the limit that guards the sign-in and sign-up endpoints.
    if (!(request.method === 'GET' && path === '/get-session')) {
      try {
        await limiter.consume(ip);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const retryAfter = String(secondsUntilRetry(refusal));
        return c.json(toWireError(new AppError('RATE_LIMITED')), 429, { 'Retry-After': retryAfter });
      }
    }

    if (request.method !== 'POST') return mapErrors(await auth.handler(request));

    if (path === '/sign-up/email' || path === '/sign-in/anonymous') {
      const session = await auth.api.getSession({ headers: request.headers }).catch(() => null);
      // Only someone not yet authenticated is asked (an anonymous user upgrading is not).
      if (!session && !(await captcha.verify(request.headers.get(CAPTCHA_HEADER) ?? undefined, ip))) {
        throw new AppError('CAPTCHA_REQUIRED');
      }
    }
    if (path === '/sign-up/email') {
      parseOrThrow(signUpSchema, await readJson(request));
      return mapErrors(await auth.handler(request));
    }
    if (path === '/sign-in/email') {
      const { email } = parseOrThrow(signInSchema, await readJson(request));
      await assertAccountNotLocked({ db: database.db, email });
      const response = await auth.handler(request);
      if (response.status === 401) {
        const state = await recordFailedSignIn({ db: database.db, email });
        if (state.lockedUntil) await assertAccountNotLocked({ db: database.db, email });
      } else if (response.ok) {
        await recordSuccessfulSignIn({ db: database.db, email });
      }
      return mapErrors(response);
    }
    return mapErrors(await auth.handler(request));
  };
}

async function readJson(request: Request): Promise<unknown> {
  return request
    .clone()
    .json()
    .catch(() => ({}));
}

/** better-auth answers {code, message}; ours is {"error":{code, message}} with the catalogue's text where it has one. */
async function mapErrors(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown } | null;
  if (!body || typeof body !== 'object' || 'error' in body) return response;
  const code = typeof body.code === 'string' ? body.code : 'AUTH_ERROR';
  const mapped = BETTER_AUTH_TO_CATALOGUE[code];
  const wire =
    mapped && isErrorCode(mapped)
      ? toWireError(new AppError(mapped as 'INVALID_CREDENTIALS'))
      : {
          error: {
            code,
            message: typeof body.message === 'string' ? body.message : 'An error occurred during sign in',
          },
        };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(wire), { status: response.status, headers });
}
