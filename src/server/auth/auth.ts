import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous, bearer } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { generateAnonymousName } from '../../domain/anonymous-name.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_TIMEOUT_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '../../domain/constants.ts';
import { assignRole } from '../account/roles-service.ts';
import { transferUserData } from '../account/transfer-user-data.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { SessionResolver } from './current-user.ts';
import { createProfileForUser } from './profile-service.ts';
import { providerEndpointsPlugin, socialProvidersOptions } from './social-providers.ts';

export interface AuthDependencies {
  config: Config;
  database: Database;
  logger: Logger;
}

/*
 * Session timing (SPEC §6/§9: valid 24 hours, refreshed 5 minutes before expiry).
 * better-auth extends a session to now + expiresIn when it is used and `expiresAt - expiresIn + updateAge <= now`,
 * i.e. when its age reaches updateAge. With expiresIn = 24 h and updateAge = 24 h - 5 min, a session lives 24 h
 * from its start and is renewed (for another 24 h) only by activity in its last 5 minutes; an idle session dies
 * at 24 h.
 */
export const SESSION_EXPIRES_IN_S = SESSION_TIMEOUT_MS / 1000;
export const SESSION_UPDATE_AGE_S = (SESSION_TIMEOUT_MS - TOKEN_REFRESH_MARGIN_MS) / 1000;

export function createAuth(deps: AuthDependencies) {
  const { config, database, logger } = deps;
  const db = database.db;
  const secure = config.PUBLIC_URL.startsWith('https://');
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const adminEmails = new Set(config.ADMIN_EMAILS);
  const endpoints = providerEndpointsPlugin(config);
  if (config.GOOGLE_OAUTH_BASE_URL)
    logger.warn(`Google sign-in uses ${config.GOOGLE_OAUTH_BASE_URL}, not Google`);
  if (config.GITHUB_OAUTH_BASE_URL) logger.info(`GitHub sign-in uses ${config.GITHUB_OAUTH_BASE_URL}`);
  return betterAuth({
    appName: 'Ideaforge',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    logger: {
      log: (level, message, ...args) => logger[level]({ args, component: 'better-auth' }, message),
    },
    // Tables come from our Drizzle migrations (never better-auth's migrator); ids are uuids like the columns.
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    // PUBLIC_URL only; tests drive the app in-process under other origins, so they also trust the request's own.
    trustedOrigins: (request) => {
      const origins = [publicOrigin];
      if (config.NODE_ENV === 'test' && request) origins.push(new URL(request.url).origin);
      return origins;
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    socialProviders: socialProvidersOptions(config),
    // An OAuth return better-auth cannot match to a sign-in (stale link, lost state) lands on our callback screen,
    // which says "An error occurred during sign in", instead of better-auth's bare error page.
    onAPIError: { errorURL: `${publicOrigin}/auth/callback` },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'github'] } },
    plugins: [
      ...(endpoints ? [endpoints] : []),
      bearer(),
      anonymous({
        generateName: () => generateAnonymousName(),
        // Runs before the plugin deletes the anonymous user: everything it owns moves in one transaction.
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          const moved = await transferUserData({
            db,
            fromUserId: anonymousUser.user.id,
            toUserId: newUser.user.id,
          });
          logger.info(
            { from: anonymousUser.user.id, to: newUser.user.id, moved },
            'anonymous account linked',
          );
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfileForUser({ db, user });
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS hold the admin role from their next sign-in.
          after: async (session) => {
            if (adminEmails.size === 0) return;
            const [row] = await db
              .select({ email: schema.user.email, isAnonymous: schema.user.isAnonymous })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (row && !row.isAnonymous && adminEmails.has(row.email.toLowerCase())) {
              await assignRole({ db, userId: session.userId, role: 'admin' });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The session behind a request (cookie or bearer), refreshing it like better-auth's own get-session does. */
export function sessionResolver(auth: Auth): SessionResolver {
  return async (headers) => {
    const { headers: responseHeaders, response } = await auth.api.getSession({
      headers,
      returnHeaders: true,
    });
    return {
      user: response?.user ?? null,
      setCookies: responseHeaders?.getSetCookie() ?? [],
      sessionExpiresAt: response?.session.expiresAt,
    };
  };
}
