import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { jsonHeaders, signUpTestUser } from '../testing/test-users.ts';

describe('per-IP rate limit on /api/auth/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.cleanup());

  it('answers 429 once the minute’s budget is spent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.request('/api/auth/ok')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('does not count reading the session', async () => {
    for (let i = 0; i < 10; i++) expect((await t.app.request('/api/auth/get-session')).status).toBe(200);
  });
});

describe('CSRF defence for cookie requests', () => {
  let t: TestApp;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie, token } = await signUpTestUser(t.app));
  });
  afterAll(() => t.cleanup());

  const signOut = (headers: Record<string, string>) =>
    t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  it('refuses a cross-site unsafe request carrying the cookie', async () => {
    expect((await signOut({ cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await signOut({ cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(200);
  });

  it('lets same-origin and bearer requests through', async () => {
    const bearer = await t.app.request('/api/me', {
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
    });
    expect(bearer.status).toBe(200);
    expect((await signOut({ ...jsonHeaders(), cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});
