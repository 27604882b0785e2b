import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { jsonHeaders, signInAnonymousTestUser } from '../testing/test-users.ts';
import { createCaptchaService } from './captcha.ts';

const REQUIRED = { error: { code: 'CAPTCHA_REQUIRED', message: 'Security verification is required' } };

function postAuth(t: TestApp, path: string, headers: Record<string, string> = {}, body: unknown = {}) {
  return t.app.request(`/api/auth${path}`, {
    method: 'POST',
    headers: jsonHeaders(headers),
    body: JSON.stringify(body),
  });
}

describe('ALTCHA (default, self-hosted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  });
  afterAll(() => t.cleanup());

  async function solvedPayload(): Promise<string> {
    const response = await t.app.request('/api/captcha/challenge');
    expect(response.status).toBe(200);
    const challenge = (await response.json()) as {
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber: number;
    };
    expect(challenge.maxnumber).toBeLessThanOrEqual(100_000);
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('unsolved');
    const payload = { ...challenge, number: solution.number, took: solution.took };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('offers altcha to the web client', async () => {
    const response = await t.app.request('/api/auth-options');
    expect(await response.json()).toEqual({
      providers: [],
      captcha: { provider: 'altcha' },
      emailPassword: true,
    });
  });

  it('refuses anonymous sign-in and sign-up without or with a bad captcha', async () => {
    const missing = await postAuth(t, '/sign-in/anonymous');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(REQUIRED);
    const bad = await postAuth(t, '/sign-in/anonymous', { 'x-captcha-response': 'bm9wZQ==' });
    expect(await bad.json()).toEqual(REQUIRED);
    const signUp = await postAuth(
      t,
      '/sign-up/email',
      {},
      { email: 'c@d.co', password: 'long-enough-1', name: 'C' },
    );
    expect(await signUp.json()).toEqual(REQUIRED);
  });

  it('accepts a solved challenge once', async () => {
    const payload = await solvedPayload();
    const user = await signInAnonymousTestUser(t.app, { headers: { 'x-captcha-response': payload } });
    expect(user.name).toMatch(/#[A-Z]{4}$/);
    const replay = await postAuth(t, '/sign-in/anonymous', { 'x-captcha-response': payload });
    expect(await replay.json()).toEqual(REQUIRED);
  });

  it('does not ask an authenticated (anonymous) user who signs up to upgrade', async () => {
    const anon = await signInAnonymousTestUser(t.app, {
      headers: { 'x-captcha-response': await solvedPayload() },
    });
    const response = await postAuth(
      t,
      '/sign-up/email',
      { cookie: anon.cookie },
      {
        email: `up-${Date.now()}@example.test`,
        password: 'long-enough-1',
        name: 'Upgraded',
      },
    );
    expect(response.status).toBe(200);
  });
});

describe('Turnstile and hCaptcha siteverify', () => {
  let server: Server;
  let verifyUrl: string;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // Speaks the providers' siteverify protocol: form-encoded secret + response (+ remoteip/sitekey) → {success}.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const success = form.get('secret') === 'the-secret' && form.get('response') === 'good-token';
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(
            success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['turnstile', 'hcaptcha'] as const)(
    '%s: verifies the token with the secret and gives the site keys',
    async (provider) => {
      const t = await createTestApp({
        CAPTCHA_PROVIDER: provider,
        CAPTCHA_SITE_KEY: 'site-key',
        CAPTCHA_SECRET: 'the-secret',
        CAPTCHA_VERIFY_URL: verifyUrl,
      });
      try {
        const options = (await (await t.app.request('/api/auth-options')).json()) as { captcha: unknown };
        expect(options.captcha).toMatchObject({
          provider,
          siteKey: 'site-key',
          testSiteKey: expect.any(String),
        });
        expect(
          await (await postAuth(t, '/sign-in/anonymous', { 'x-captcha-response': 'bad-token' })).json(),
        ).toEqual(REQUIRED);
        const ok = await postAuth(t, '/sign-in/anonymous', { 'x-captcha-response': 'good-token' });
        expect(ok.status).toBe(200);
        expect(seen.at(-1)?.get('secret')).toBe('the-secret');
        expect((await t.app.request('/api/captcha/challenge')).status).toBe(404);
      } finally {
        await t.cleanup();
      }
    },
  );
});

describe('captcha off', () => {
  it('warns at start in production', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', pretty: false });
    logger.warn = ((msg: string) => {
      lines.push(msg);
    }) as typeof logger.warn;
    const config = loadConfig({
      NODE_ENV: 'production',
      CAPTCHA_PROVIDER: 'off',
      AUTH_SECRET: 'x'.repeat(32),
      DATA_DIR: 'memory://unused',
    });
    createCaptchaService({ config, logger });
    expect(lines.join('\n')).toMatch(/CAPTCHA_PROVIDER=off/);
  });
});
