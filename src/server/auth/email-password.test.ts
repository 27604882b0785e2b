import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, profiles, session } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cookieHeaderFrom, jsonHeaders, signUpTestUser } from '../testing/test-users.ts';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(path, { method: 'POST', headers: jsonHeaders(headers), body: JSON.stringify(body) });
}

const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });

describe('e-mail sign-up and sign-in', () => {
  it.each([
    [
      { email: 'not-an-email', password: 'long-enough-1' },
      'EMAIL_FORM_INVALID',
      'Please enter a valid email address',
    ],
    [
      { email: 'a@b.co', password: 'short' },
      'PASSWORD_TOO_SHORT',
      'Password must be at least 8 characters long',
    ],
    [{ email: 'a@b.co', password: '' }, 'PASSWORD_REQUIRED', 'Password is required'],
  ])('refuses sign-up %j with the form message', async (body, code, message) => {
    const response = await post('/api/auth/sign-up/email', { ...body, name: 'X' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code, message } });
  });

  it('asks for a password on sign-in', async () => {
    const response = await signIn('a@b.co', '');
    expect(await response.json()).toEqual({
      error: { code: 'PASSWORD_REQUIRED', message: 'Password is required' },
    });
  });

  it('creates a profile with the name, sets an HttpOnly SameSite=Lax session cookie, signs out on the server', async () => {
    const u = await signUpTestUser(t.app, { name: 'Ada Lovelace' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, u.userId));
    expect(profile?.fullName).toBe('Ada Lovelace');
    const response = await signIn(u.email, u.password);
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = cookieHeaderFrom(response);
    expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(200);
    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(401);
  });

  it('keeps a session 24 hours and refreshes it only in its last 5 minutes', async () => {
    expect(SESSION_EXPIRES_IN_S).toBe(24 * 3600);
    expect(SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S).toBe(5 * 60);
    const u = await signUpTestUser(t.app);
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, u.userId));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('refreshes an active session in its last 5 minutes (cookie too), but not earlier', async () => {
    const u = await signUpTestUser(t.app);
    const db = t.database.db;
    const setExpiry = (ms: number) =>
      db
        .update(session)
        .set({ expiresAt: new Date(Date.now() + ms) })
        .where(eq(session.userId, u.userId));
    const expiry = async () =>
      (await db.select().from(session).where(eq(session.userId, u.userId)))[0]?.expiresAt.getTime() ?? 0;

    await setExpiry(10 * 60_000);
    // Through the bearer token: the app remembers a credential's session for a few seconds
    // (src/server/auth/session-cache.ts), and the cookie must be looked up afresh after the jump in time below.
    await t.app.request('/api/me', { headers: { authorization: `Bearer ${u.token}` } });
    expect(await expiry()).toBeLessThan(Date.now() + 11 * 60_000);

    await setExpiry(4 * 60_000);
    const response = await t.app.request('/api/me', { headers: { cookie: u.cookie } });
    expect(response.status).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.now() + 24 * 3600_000 - 60_000);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=.+Max-Age=86400/i);
  });

  it('answers a wrong password with the catalogue shape', async () => {
    const u = await signUpTestUser(t.app);
    const response = await signIn(u.email, 'wrong-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
  });
});

describe('account lockout', () => {
  it('locks an account for 15 minutes after 5 failures, refuses even the right password, and counts per account', async () => {
    const u = await signUpTestUser(t.app);
    const other = await signUpTestUser(t.app);
    for (let i = 0; i < 4; i++) expect((await signIn(u.email, 'wrong-password')).status).toBe(401);
    const fifth = await signIn(u.email.toUpperCase(), 'wrong-password');
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toEqual({
      error: { code: 'ACCOUNT_LOCKED', message: 'Account locked. Try again in 15 minutes.' },
    });
    const right = await signIn(u.email, u.password);
    expect(right.status).toBe(429);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it('rounds the minutes left up', async () => {
    const u = await signUpTestUser(t.app);
    await t.database.db.insert(loginAttempts).values({
      accountKey: `email:${u.email}`,
      failedCount: 5,
      lockedUntil: new Date(Date.now() + 61_000),
    });
    const response = await signIn(u.email, u.password);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Account locked. Try again in 2 minutes.',
    );
  });

  it('lets the right password in after the lock ran out and resets the count on success', async () => {
    const u = await signUpTestUser(t.app);
    await t.database.db.insert(loginAttempts).values({
      accountKey: `email:${u.email}`,
      failedCount: 5,
      lockedUntil: new Date(Date.now() - 1000),
    });
    expect((await signIn(u.email, u.password)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.accountKey, `email:${u.email}`));
    expect(rows).toEqual([]);
  });
});
