import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAnonymousTestUser, signUpTestUser } from '../testing/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

async function getSession(headers: Record<string, string>) {
  const response = await t.app.request('/api/auth/get-session', { headers });
  return (await response.json()) as { user: { id: string; isAnonymous: boolean; name: string } } | null;
}

describe('test users through the real auth endpoints', () => {
  it('signs a user up and gives a cookie and a bearer token that both resolve to them', async () => {
    const u = await signUpTestUser(t.app);
    expect(u.cookie).toContain('session_token');
    expect((await getSession({ cookie: u.cookie }))?.user.id).toBe(u.userId);
    expect((await getSession({ authorization: `Bearer ${u.token}` }))?.user.id).toBe(u.userId);
  });

  it('signs in an anonymous user with a fun name', async () => {
    const u = await signInAnonymousTestUser(t.app);
    expect(u.name).toMatch(/^[A-Za-z ]+#[A-Z]{4}$/);
    const session = await getSession({ authorization: `Bearer ${u.token}` });
    expect(session?.user).toMatchObject({ id: u.userId, isAnonymous: true });
  });

  it('answers 401 "User not authenticated" on an API route without a user', async () => {
    const response = await t.app.request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'USER_NOT_AUTHENTICATED', message: 'User not authenticated' },
    });
  });
});
