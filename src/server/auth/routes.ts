import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import type { Redis } from '../redis/redis-connection.ts';
import type { Auth } from './auth.ts';
import { createAuthHandler } from './auth-handler.ts';
import { type CaptchaService, captchaClientOptions } from './captcha.ts';
import { configuredSocialProviders } from './social-providers.ts';

const authOptionsSchema = z.object({
  providers: z.array(z.enum(['google', 'github'])),
  captcha: z.object({
    provider: z.enum(['altcha', 'turnstile', 'hcaptcha', 'off']),
    siteKey: z.string().optional(),
    testSiteKey: z.string().optional(),
  }),
  emailPassword: z.literal(true),
});

const getAuthOptions = createRoute({
  method: 'get',
  path: '/api/auth-options',
  tags: ['auth'],
  summary: 'Sign-in methods and captcha the web client should offer',
  responses: {
    200: { description: 'Options', content: { 'application/json': { schema: authOptionsSchema } } },
  },
});

const getCaptchaChallenge = createRoute({
  method: 'get',
  path: '/api/captcha/challenge',
  tags: ['auth'],
  summary: 'A fresh ALTCHA proof-of-work challenge (provider altcha only)',
  responses: {
    200: {
      description: 'ALTCHA challenge (v1: algorithm, challenge, salt, signature, maxnumber)',
      content: {
        'application/json': {
          schema: z.object({
            algorithm: z.string(),
            challenge: z.string(),
            salt: z.string(),
            signature: z.string(),
            maxnumber: z.number().optional(),
          }),
        },
      },
    },
    404: { description: 'The captcha provider is not altcha' },
  },
});

/** better-auth at its standard paths under /api/auth, plus the client-facing auth options and captcha. */
export function registerAuthRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { auth: Auth; captcha: CaptchaService; config: Config; database: Database; redis?: Redis },
): void {
  app.openapi(getAuthOptions, (c) =>
    c.json(
      {
        providers: configuredSocialProviders(deps.config),
        captcha: captchaClientOptions(deps.config),
        emailPassword: true as const,
      },
      200,
    ),
  );
  app.openapi(getCaptchaChallenge, async (c) => {
    if (deps.captcha.provider !== 'altcha')
      return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const challenge = await deps.captcha.createChallenge();
    return c.json(challenge, 200);
  });
  const handler = createAuthHandler({
    auth: deps.auth,
    captcha: deps.captcha,
    database: deps.database,
    requestsPerMinute: deps.config.AUTH_RATE_LIMIT_PER_MINUTE,
    redis: deps.redis,
  });
  app.on(['GET', 'POST'], '/api/auth/*', handler);
}
