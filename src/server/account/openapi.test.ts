import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

it('lists the account and auth endpoints in /api/openapi.json', async () => {
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
  const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m} ${path}`),
  );
  expect(listed).toEqual(
    expect.arrayContaining([
      'get /api/me',
      'get /api/profile',
      'patch /api/profile',
      'post /api/account/sign-out-everywhere',
      'delete /api/account',
      'post /api/link-anonymous-account/intent',
      'post /api/link-anonymous-account',
      'get /api/admin/profiles/search',
      'get /api/auth-options',
      'get /api/captcha/challenge',
    ]),
  );
});
