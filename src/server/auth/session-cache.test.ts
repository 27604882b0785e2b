import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { jsonHeaders, signUpTestUser } from '../testing/test-users.ts';
import type { SessionResolver } from './current-user.ts';
import { changesSessions, createSessionCache } from './session-cache.ts';

describe('createSessionCache', () => {
  const user = { id: 'u1', email: 'a@example.test', name: 'A' };
  function counting(answer: () => Awaited<ReturnType<SessionResolver>>) {
    const calls: string[] = [];
    const resolver: SessionResolver = async (headers) => {
      calls.push(headers.get('authorization') ?? headers.get('cookie') ?? '');
      return answer();
    };
    return { calls, resolver };
  }
  const far = () => new Date(Date.now() + 3_600_000);
  const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

  it('answers a credential from memory within the TTL, then asks again', async () => {
    let clock = 1_000;
    const { calls, resolver } = counting(() => ({ user, setCookies: [], sessionExpiresAt: far() }));
    const cache = createSessionCache(resolver, { ttlMs: 5_000, now: () => clock });
    expect((await cache.resolve(bearer('t1'))).user?.id).toBe('u1');
    expect((await cache.resolve(bearer('t1'))).user?.id).toBe('u1');
    expect(calls).toHaveLength(1);
    clock += 5_001;
    await cache.resolve(bearer('t1'));
    expect(calls).toHaveLength(2);
  });

  it('shares one lookup among concurrent requests with one credential (a burst of sends)', async () => {
    const { calls, resolver } = counting(() => ({ user, setCookies: [], sessionExpiresAt: far() }));
    const cache = createSessionCache(resolver);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.resolve(bearer('burst'))));
    expect(answers.every((a) => a.user?.id === 'u1')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('keys by the credential: another token, or another session cookie, is looked up on its own', async () => {
    const { calls, resolver } = counting(() => ({ user, setCookies: [], sessionExpiresAt: far() }));
    const cache = createSessionCache(resolver);
    await cache.resolve(bearer('t1'));
    await cache.resolve(bearer('t2'));
    await cache.resolve(new Headers({ cookie: 'theme=dark; better-auth.session_token=s1.sig' }));
    // Other cookies around the same session cookie do not matter.
    await cache.resolve(new Headers({ cookie: 'better-auth.session_token=s1.sig; sidebar=open' }));
    await cache.resolve(new Headers({ cookie: '__Secure-better-auth.session_token=s2.sig' }));
    expect(calls).toHaveLength(4);
  });

  it('does not remember a missing user, a refreshed session, a session near its end, or a raced change', async () => {
    let answer: Awaited<ReturnType<SessionResolver>> = { user: null, setCookies: [] };
    const { calls, resolver } = counting(() => answer);
    const clock = 1_000;
    const cache = createSessionCache(resolver, { now: () => clock });
    await cache.resolve(bearer('t'));
    await cache.resolve(bearer('t'));
    answer = { user, setCookies: ['better-auth.session_token=new'], sessionExpiresAt: far() };
    await cache.resolve(bearer('t'));
    await cache.resolve(bearer('t'));
    expect(calls).toHaveLength(4);
    // A session in its last minutes (better-auth's refresh window) is looked up every time.
    answer = { user, setCookies: [], sessionExpiresAt: new Date(clock + 4 * 60_000) };
    await cache.resolve(bearer('t'));
    await cache.resolve(bearer('t'));
    expect(calls).toHaveLength(6);
    // A lookup that was under way while the cache was cleared is not stored.
    cache.clear();
    answer = { user, setCookies: [], sessionExpiresAt: far() };
    const racing = cache.resolve(bearer('r'));
    cache.clear();
    await racing;
    await cache.resolve(bearer('r'));
    expect(calls).toHaveLength(8);
  });

  it('names the requests that may change sessions', () => {
    expect(changesSessions('POST', '/api/auth/sign-out')).toBe(true);
    expect(changesSessions('GET', '/api/auth/callback/github')).toBe(true);
    expect(changesSessions('GET', '/api/auth/get-session')).toBe(false);
    expect(changesSessions('DELETE', '/api/account')).toBe(true);
    expect(changesSessions('POST', '/api/account/sign-out-everywhere')).toBe(true);
    expect(changesSessions('PATCH', '/api/profile')).toBe(true);
    expect(changesSessions('POST', '/api/admin/users/x/roles')).toBe(true);
    expect(changesSessions('GET', '/api/account')).toBe(false);
    expect(changesSessions('POST', '/api/chat')).toBe(false);
  });
});

describe('the session cache in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const me = (headers: Record<string, string>) => t.app.request('/api/me', { headers });

  it('a signed-out token stops working at once, though it was just remembered', async () => {
    const u = await signUpTestUser(t.app);
    const auth = { authorization: `Bearer ${u.token}` };
    expect((await me(auth)).status).toBe(200);
    expect((await me(auth)).status).toBe(200);
    const out = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: jsonHeaders(auth),
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await me(auth)).status).toBe(401);
  });

  it('signing out everywhere ends the other sessions at once too', async () => {
    const u = await signUpTestUser(t.app);
    const cookieSession = { cookie: u.cookie };
    expect((await me(cookieSession)).status).toBe(200);
    const out = await t.app.request('/api/account/sign-out-everywhere', {
      method: 'POST',
      headers: jsonHeaders({ authorization: `Bearer ${u.token}` }),
    });
    expect(out.status).toBeLessThan(300);
    expect((await me(cookieSession)).status).toBe(401);
  });

  it('a deleted account is not served from memory', async () => {
    const u = await signUpTestUser(t.app);
    const auth = { authorization: `Bearer ${u.token}` };
    expect((await me(auth)).status).toBe(200);
    const deleted = await t.app.request('/api/account', {
      method: 'DELETE',
      headers: jsonHeaders(auth),
      body: JSON.stringify({ confirm: 'DELETE' }),
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await me(auth)).status).toBe(401);
  });

  it("one user's credential never answers for another's", async () => {
    const a = await signUpTestUser(t.app);
    const b = await signUpTestUser(t.app);
    const idOf = async (token: string) =>
      ((await (await me({ authorization: `Bearer ${token}` })).json()) as { user: { id: string } }).user.id;
    expect(await idOf(a.token)).toBe(a.userId);
    expect(await idOf(b.token)).toBe(b.userId);
    expect(await idOf(a.token)).toBe(a.userId);
  });
});
