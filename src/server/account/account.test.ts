import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/repositories/sql-rows.ts';
import * as schema from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertTestChat } from '../testing/test-chat.ts';
import { jsonHeaders, signInAnonymousTestUser, signUpTestUser } from '../testing/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method, headers: jsonHeaders(headers), body: JSON.stringify(body) });

describe('GET /api/me', () => {
  it('answers the user, profile, roles and sign-in methods', async () => {
    const u = await signUpTestUser(t.app, { name: 'Grace Hopper' });
    const response = await get('/api/me', { cookie: u.cookie });
    expect(response.status).toBe(200);
    const me = (await response.json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      user: { id: u.userId, email: u.email, name: 'Grace Hopper', image: null, isAnonymous: false },
      profile: { id: u.userId, fullName: 'Grace Hopper', username: 'grace_hopper' },
      roles: [],
      signInMethods: ['email'],
    });
  });

  it('shows an anonymous user with the fun name and no e-mail', async () => {
    const anon = await signInAnonymousTestUser(t.app);
    const me = (await (await get('/api/me', { authorization: `Bearer ${anon.token}` })).json()) as {
      user: { email: string | null; isAnonymous: boolean };
      profile: { fullName: string };
      signInMethods: string[];
    };
    expect(me.user).toMatchObject({ email: null, isAnonymous: true });
    expect(me.profile.fullName).toBe(anon.name);
    expect(me.signInMethods).toEqual(['anonymous']);
  });
});

describe('profile', () => {
  it('updates the full name (trimmed) and shows only the caller’s own profile', async () => {
    const owner = await signUpTestUser(t.app, { name: 'Owner' });
    const other = await signUpTestUser(t.app, { name: 'Other' });
    const patched = await send(
      'PATCH',
      '/api/profile',
      { fullName: '  Ada Byron  ' },
      { cookie: owner.cookie },
    );
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: owner.userId, fullName: 'Ada Byron' });
    const otherView = (await (await get('/api/profile', { cookie: other.cookie })).json()) as { id: string };
    expect(otherView).toMatchObject({ id: other.userId, fullName: 'Other' });
    // There is no way to address another user's profile: unknown paths are 404.
    expect((await get(`/api/profile/${owner.userId}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('validates the full name', async () => {
    const u = await signUpTestUser(t.app);
    const response = await send('PATCH', '/api/profile', { fullName: 'x'.repeat(101) }, { cookie: u.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'FULL_NAME_TOO_LONG', message: 'Full name must be at most 100 characters' },
    });
  });

  it('answers 401 without a user', async () => {
    expect((await get('/api/profile')).status).toBe(401);
    expect((await send('PATCH', '/api/profile', { fullName: 'x' })).status).toBe(401);
  });
});

describe('another user’s sessions', () => {
  it('cannot be listed or revoked by someone else', async () => {
    const owner = await signUpTestUser(t.app);
    const intruder = await signUpTestUser(t.app);
    const list = async (cookie: string) =>
      (await (await get('/api/auth/list-sessions', { cookie })).json()) as {
        userId: string;
        token: string;
      }[];
    const ownerSessions = await list(owner.cookie);
    expect(ownerSessions.length).toBeGreaterThan(0);
    expect((await list(intruder.cookie)).every((session) => session.userId === intruder.userId)).toBe(true);
    for (const { token } of ownerSessions) {
      await send('POST', '/api/auth/revoke-session', { token }, { cookie: intruder.cookie });
    }
    expect((await get('/api/me', { cookie: owner.cookie })).status).toBe(200);
    expect(await list(owner.cookie)).toHaveLength(ownerSessions.length);
    // The same call by the owner does revoke: the tokens were the real ones.
    for (const { token } of ownerSessions) {
      expect(token).toMatch(/^\S{16,}$/);
      await send('POST', '/api/auth/revoke-session', { token }, { cookie: owner.cookie });
    }
    expect((await get('/api/me', { cookie: owner.cookie })).status).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it('revokes every session of the user and clears the cookie', async () => {
    const u = await signUpTestUser(t.app);
    const second = await send('POST', '/api/auth/sign-in/email', { email: u.email, password: u.password });
    const secondToken = second.headers.get('set-auth-token') ?? '';
    const response = await send('POST', '/api/account/sign-out-everywhere', {}, { cookie: u.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;|Max-Age=0/i);
    expect((await get('/api/me', { cookie: u.cookie })).status).toBe(401);
    expect((await get('/api/me', { authorization: `Bearer ${secondToken}` })).status).toBe(401);
  });
});

async function rowsReferencing(db: Db, userId: string): Promise<Record<string, number>> {
  const refs = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column" from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = '"user"'::regclass`,
  );
  const counts: Record<string, number> = {};
  for (const { table, column } of refs) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::integer as n from ${sql.raw(table)} where ${sql.identifier(column)} = ${userId}::uuid`,
    );
    counts[table.replaceAll('"', '')] = row?.n ?? -1;
  }
  return counts;
}

describe('DELETE /api/account', () => {
  it('needs the explicit confirmation', async () => {
    const u = await signUpTestUser(t.app);
    const response = await send('DELETE', '/api/account', {}, { cookie: u.cookie });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'ACCOUNT_DELETE_CONFIRMATION_REQUIRED',
    );
  });

  it('removes the user’s rows from every table that references users, ends the session, clears the cookie', async () => {
    const db = t.database.db;
    const u = await signUpTestUser(t.app);
    const bystander = await signUpTestUser(t.app);
    for (const id of [u.userId, bystander.userId]) {
      const chat = await insertTestChat(db, id);
      await db.insert(schema.projects).values({ userId: id, name: 'P' });
      await db.insert(schema.notifications).values({ userId: id, title: 't', body: 'b' });
      await db.insert(schema.userPresence).values({ userId: id, sessionId: 'tab' });
      await db.insert(schema.userRoles).values({ userId: id, role: 'moderator' });
      await db.insert(schema.journeyStages).values({ userId: id });
      await db.insert(schema.pageViews).values({ userId: id, path: '/' });
      await db.insert(schema.notificationPreferences).values({ userId: id, category: 'chat' });
      expect(chat.userId).toBe(id);
    }
    const before = await rowsReferencing(db, u.userId);
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(8);

    const response = await send('DELETE', '/api/account', { confirm: 'DELETE' }, { cookie: u.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;|Max-Age=0/i);

    const after = await rowsReferencing(db, u.userId);
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((table) => [table, 0])));
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::integer as n from messages m join chat_sessions s on s.id = m.session_id where s.user_id = ${bystander.userId}::uuid`,
    );
    expect(n).toBe(3);
    expect(await rowsReferencing(db, bystander.userId)).toMatchObject({
      chat_sessions: 1,
      projects: 1,
      session: 1,
    });
    expect((await get('/api/me', { cookie: u.cookie })).status).toBe(401);
  });
});
