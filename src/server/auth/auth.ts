import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous, bearer } from 'better-auth/plugins';
import { generateAnonymousName } from '../../domain/anonymous-name.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_TIMEOUT_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '../../domain/constants.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { createProfileForUser } from './profile-service.ts';

export interface AuthDependencies {
  config: Config;
  database: Database;
  logger: Logger;
}

/*
 * Session timing (SPEC §6/§9: valid 24 hours, refreshed 5 minutes before expiry).
 * better-auth extends a session to now + expiresIn when it is used and `expiresAt - expiresIn + updateAge <= now`,
 * i.e. when its age reaches updateAge. With expiresIn = 24 h and updateAge = 24 h - 5 min, a session lives 24 h
 * from its last refresh and is refreshed only while the user is active in its last 5 minutes; an idle session
 * dies at 24 h.
 */
const SESSION_EXPIRES_IN_S = SESSION_TIMEOUT_MS / 1000;
const SESSION_UPDATE_AGE_S = (SESSION_TIMEOUT_MS - TOKEN_REFRESH_MARGIN_MS) / 1000;

export function createAuth(deps: AuthDependencies) {
  const { config, database } = deps;
  const secure = config.PUBLIC_URL.startsWith('https://');
  return betterAuth({
    appName: 'Ideaforge',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    // Tables come from our Drizzle migrations; ids are uuids like the columns.
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    plugins: [
      bearer(),
      anonymous({
        generateName: () => generateAnonymousName(),
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfileForUser({ db: database.db, user });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
