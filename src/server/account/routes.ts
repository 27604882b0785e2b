import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AppError, toWireError } from '../../domain/errors.ts';
import { updateProfileSchema } from '../../domain/profile.ts';
import { linkAnonymousAccountSchema } from '../../domain/user.ts';
import { parseOrThrow } from '../../domain/validation.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/current-user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { upsertFullName } from '../db/repositories/profiles-repository.ts';
import type { AppEnv } from '../http/request-context.ts';
import { deleteAccount, getAccountOverview, revokeAllSessions } from './account-service.ts';
import { createLinkToken, linkAnonymousAccount } from './link-anonymous-account.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const wireError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const unauthenticated = json(wireError, 'User not authenticated');

const profileSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  updatedAt: z.string(),
});

const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string().nullable(),
    name: z.string(),
    image: z.string().nullable(),
    isAnonymous: z.boolean(),
    createdAt: z.string(),
  }),
  profile: profileSchema.nullable(),
  roles: z.array(z.enum(['admin', 'moderator', 'whatsapp_admin'])),
  signInMethods: z.array(z.enum(['email', 'google', 'github', 'anonymous'])),
});

const bodyOf = (description: string) => ({
  body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, description },
});

const routes = {
  me: createRoute({
    method: 'get',
    path: '/api/me',
    tags: ['account'],
    summary: 'The signed-in user, profile, roles and sign-in methods',
    responses: { 200: json(meSchema, 'The acting user'), 401: unauthenticated },
  }),
  getProfile: createRoute({
    method: 'get',
    path: '/api/profile',
    tags: ['account'],
    summary: 'The acting user’s profile',
    responses: {
      200: json(profileSchema, 'Profile'),
      401: unauthenticated,
      404: json(wireError, 'No profile'),
    },
  }),
  patchProfile: createRoute({
    method: 'patch',
    path: '/api/profile',
    tags: ['account'],
    summary: 'Update full name (profiles upsert)',
    request: bodyOf('{ fullName: string | null } (trimmed, at most 100 characters)'),
    responses: { 200: json(profileSchema, 'Profile'), 400: json(wireError, 'Invalid'), 401: unauthenticated },
  }),
  signOutEverywhere: createRoute({
    method: 'post',
    path: '/api/account/sign-out-everywhere',
    tags: ['account'],
    summary: 'Revoke every session of the acting user and clear the cookie',
    responses: { 200: json(z.object({ revoked: z.number() }), 'Revoked'), 401: unauthenticated },
  }),
  deleteAccount: createRoute({
    method: 'delete',
    path: '/api/account',
    tags: ['account'],
    summary: 'Delete the account and every row of it; body { confirm: "DELETE" }',
    request: bodyOf('{ confirm: "DELETE" }'),
    responses: {
      200: json(z.object({ success: z.literal(true) }), 'Deleted'),
      400: json(wireError, 'Confirmation missing'),
      401: unauthenticated,
    },
  }),
  linkIntent: createRoute({
    method: 'post',
    path: '/api/link-anonymous-account/intent',
    tags: ['account'],
    summary:
      'A signed pending-link token for the acting anonymous user, stored by the client before upgrading',
    responses: {
      200: json(
        z.object({ anonymousUserId: z.string(), token: z.string(), expiresAt: z.string() }),
        'Pending-link marker',
      ),
      401: unauthenticated,
      403: json(wireError, 'Only an anonymous account can be upgraded'),
    },
  }),
  link: createRoute({
    method: 'post',
    path: '/api/link-anonymous-account',
    tags: ['account'],
    summary: 'Move everything an anonymous user owns to the signed-in new user',
    request: bodyOf('{ anonymousUserId, newUserId, token } — token from the intent endpoint'),
    responses: {
      200: json(z.object({ success: z.boolean() }), 'Linked'),
      401: unauthenticated,
      403: json(z.object({ success: z.literal(false), error: wireError.shape.error }), 'Not the caller'),
      404: json(
        z.object({ success: z.literal(false), error: wireError.shape.error }),
        'No such anonymous user',
      ),
    },
  }),
};

function toProfileJson(row: {
  id: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  updatedAt: Date;
}) {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  return c.req.json().catch(() => ({}));
}

/** Clears the session cookie(s) the way better-auth sets them (and ends the current session). */
async function signOutHeaders(auth: Auth, headers: Headers): Promise<string[]> {
  const response = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
  return response?.headers.getSetCookie() ?? [];
}

export function registerAccountRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { auth: Auth; config: Config; database: Database },
): void {
  const db = deps.database.db;

  app.openapi(routes.me, async (c) => {
    const overview = await getAccountOverview({ db, userId: requireUser(c).id });
    if (!overview) throw new AppError('USER_NOT_AUTHENTICATED');
    return c.json(overview, 200);
  });

  app.openapi(routes.getProfile, async (c) => {
    const overview = await getAccountOverview({ db, userId: requireUser(c).id });
    if (!overview?.profile) throw new AppError('PROFILE_NOT_FOUND');
    return c.json(overview.profile, 200);
  });

  app.openapi(routes.patchProfile, async (c) => {
    const user = requireUser(c);
    const { fullName } = parseOrThrow(updateProfileSchema, await readBody(c));
    const row = await upsertFullName({ db, userId: user.id, fullName }).catch((error: unknown) => {
      c.var.log.error({ err: error }, 'profile update failed');
      throw new AppError('UPDATE_PROFILE_FAILED');
    });
    return c.json(toProfileJson(row), 200);
  });

  app.openapi(routes.signOutEverywhere, async (c) => {
    const user = requireUser(c);
    const cookies = await signOutHeaders(deps.auth, c.req.raw.headers);
    const revoked = await revokeAllSessions({ db, userId: user.id });
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ revoked: revoked + (cookies.length > 0 ? 1 : 0) }, 200);
  });

  app.openapi(routes.deleteAccount, async (c) => {
    const user = requireUser(c);
    const body = (await readBody(c)) as { confirm?: unknown };
    if (body?.confirm !== 'DELETE') throw new AppError('ACCOUNT_DELETE_CONFIRMATION_REQUIRED');
    const cookies = await signOutHeaders(deps.auth, c.req.raw.headers);
    await deleteAccount({ db, userId: user.id });
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ success: true as const }, 200);
  });

  app.openapi(routes.linkIntent, (c) => {
    const user = requireUser(c);
    if (!user.isAnonymous) throw new AppError('ONLY_ANONYMOUS_CAN_UPGRADE');
    const { token, expiresAt } = createLinkToken({
      secret: deps.config.AUTH_SECRET,
      anonymousUserId: user.id,
    });
    return c.json({ anonymousUserId: user.id, token, expiresAt: new Date(expiresAt).toISOString() }, 200);
  });

  app.openapi(routes.link, async (c) => {
    const caller = requireUser(c);
    const raw = (await readBody(c)) as { token?: unknown };
    const input = parseOrThrow(linkAnonymousAccountSchema, raw);
    try {
      await linkAnonymousAccount({
        db,
        secret: deps.config.AUTH_SECRET,
        caller,
        anonymousUserId: input.anonymousUserId,
        newUserId: input.newUserId,
        token: typeof raw.token === 'string' ? raw.token : undefined,
      });
      return c.json({ success: true }, 200);
    } catch (error) {
      if (error instanceof AppError && (error.status === 403 || error.status === 404)) {
        return c.json({ success: false as const, ...toWireError(error) }, error.status);
      }
      throw error;
    }
  });
}
