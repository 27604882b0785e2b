import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createLogger } from '../logger.ts';
import { closeRedis, openRedis, type Redis, waitForRedis } from '../redis/redis-connection.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { jsonHeaders } from '../testing/test-users.ts';

/*
 * Two app processes behind one load balancer, as far as auth is concerned: two apps built from the same
 * configuration over one database, each with its own Redis connection (REDIS_URL) — or none, as the control.
 */

const REQUIRED = {
  error: { code: 'CAPTCHA_REQUIRED', message: 'Security verification is required' },
};

let redisServer: TestRedis;
let database: TestDatabase;
const clients: Redis[] = [];

beforeAll(async () => {
  [redisServer, database] = await Promise.all([startTestRedis(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => closeRedis(client)));
  await Promise.all([redisServer.stop(), database.cleanup()]);
});

/** Like main.ts: the process waits for its Redis connection before serving. */
async function instance(env: Record<string, string>, withRedis: boolean) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://unused',
    AUTH_SECRET: 'shared-limits-secret-0123456789abcdef0123456789',
    PUBLIC_URL: 'http://localhost:8080',
    AI_PROVIDER: 'guide',
    CAPTCHA_PROVIDER: 'off',
    ...env,
  });
  const logger = createLogger({ level: 'silent', pretty: false });
  let redis: Redis | undefined;
  if (withRedis) {
    redis = openRedis(redisServer.url, { name: 'shared-limits-test' });
    clients.push(redis);
    await waitForRedis(redis);
  }
  return createApp({ config, database, logger, version: '0.0.0-test', redis });
}

type App = Awaited<ReturnType<typeof instance>>;

/** In-process requests have no peer address: every request counts against the key "unknown". */
async function forgetCounts() {
  const redis = openRedis(redisServer.url);
  await redis.del('auth-ip:unknown');
  await closeRedis(redis);
}

const ok = (app: App) => app.request('/api/auth/ok');

describe('per-IP auth rate limit across app processes', () => {
  it('is one budget for every process when REDIS_URL is set', async () => {
    await forgetCounts();
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    const [a, b] = await Promise.all([instance(env, true), instance(env, true)]);
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await ok(app)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    for (const app of [a, b]) {
      const refused = await ok(app);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment.' },
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Reading the session is never counted: a page load still knows who is signed in.
    for (const app of [a, b, a]) expect((await app.request('/api/auth/get-session')).status).toBe(200);
  });

  it('is counted per process without Redis (the control)', async () => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '2' };
    const [a, b] = await Promise.all([instance(env, false), instance(env, false)]);
    expect([(await ok(a)).status, (await ok(a)).status, (await ok(a)).status]).toEqual([200, 200, 429]);
    expect((await ok(b)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await a.request('/api/auth/get-session')).status).toBe(200);
  });
});

describe('a solved ALTCHA is accepted once across app processes', () => {
  const env = { CAPTCHA_PROVIDER: 'altcha', AUTH_RATE_LIMIT_PER_MINUTE: '1000' };

  async function solvedPayload(app: App): Promise<string> {
    const challenge = (await (await app.request('/api/captcha/challenge')).json()) as {
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber: number;
    };
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('unsolved');
    return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
  }

  const signInAnonymously = (app: App, payload: string) =>
    app.request('/api/auth/sign-in/anonymous', {
      method: 'POST',
      headers: jsonHeaders({ 'x-captcha-response': payload }),
      body: '{}',
    });

  it('refuses a replay on the other process when REDIS_URL is set', async () => {
    await forgetCounts();
    const [a, b] = await Promise.all([instance(env, true), instance(env, true)]);
    const payload = await solvedPayload(a);
    expect((await signInAnonymously(a, payload)).status).toBe(200);
    const replay = await signInAnonymously(b, payload);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual(REQUIRED);
    // A fresh solution from either process still works on the other.
    expect((await signInAnonymously(a, await solvedPayload(b))).status).toBe(200);
  });

  it('would accept that replay on another process without Redis (why Redis is used)', async () => {
    const [a, b] = await Promise.all([instance(env, false), instance(env, false)]);
    const payload = await solvedPayload(a);
    expect((await signInAnonymously(a, payload)).status).toBe(200);
    expect((await signInAnonymously(a, payload)).status).toBe(400);
    expect((await signInAnonymously(b, payload)).status).toBe(200);
  });
});
