import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { jsonHeaders, signInAnonymousTestUser, signUpTestUser } from '../testing/test-users.ts';
import { assignRole, getRoleFlags, hasRole, removeRole } from './roles-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.test' });
});
afterAll(() => t.cleanup());

describe('roles', () => {
  it('assigns by insert, removes by delete, and derives isAdmin/isModerator', async () => {
    const db = t.database.db;
    const u = await signUpTestUser(t.app);
    expect(await getRoleFlags({ db, userId: u.userId })).toEqual({
      roles: [],
      isAdmin: false,
      isModerator: false,
    });
    expect(await assignRole({ db, userId: u.userId, role: 'moderator' })).toBe(true);
    expect(await assignRole({ db, userId: u.userId, role: 'moderator' })).toBe(false);
    expect(await hasRole({ db, userId: u.userId, role: 'moderator' })).toBe(true);
    expect(await getRoleFlags({ db, userId: u.userId })).toMatchObject({ isModerator: true, isAdmin: false });
    expect(await removeRole({ db, userId: u.userId, role: 'moderator' })).toBe(true);
    expect(await hasRole({ db, userId: u.userId, role: 'moderator' })).toBe(false);
  });

  it('words failures "Failed to … role"', async () => {
    const db = t.database.db;
    await expect(assignRole({ db, userId: crypto.randomUUID(), role: 'admin' })).rejects.toThrow(
      /^Failed to assign role: /,
    );
    await expect(hasRole({ db, userId: 'not-a-uuid', role: 'admin' })).rejects.toThrow(
      /^Failed to check user role: /,
    );
  });

  it('gives ADMIN_EMAILS accounts the admin role at sign-in', async () => {
    const boss = await signUpTestUser(t.app, { email: 'boss@example.test' });
    const me = (await (await t.app.request('/api/me', { headers: { cookie: boss.cookie } })).json()) as {
      roles: string[];
    };
    expect(me.roles).toEqual(['admin']);
  });
});

describe('/api/admin/*', () => {
  it('answers 401 without a user, 403 for non-admins (anonymous included), and serves admins', async () => {
    const search = (headers: Record<string, string> = {}) =>
      t.app.request('/api/admin/profiles/search?q=ada', { headers });
    expect((await search()).status).toBe(401);
    const plain = await signUpTestUser(t.app);
    expect((await search({ cookie: plain.cookie })).status).toBe(403);
    expect((await t.app.request('/api/admin/anything', { headers: { cookie: plain.cookie } })).status).toBe(
      403,
    );
    const anon = await signInAnonymousTestUser(t.app);
    expect((await search({ cookie: anon.cookie })).status).toBe(403);
    await assignRole({ db: t.database.db, userId: plain.userId, role: 'admin' });
    expect((await search({ cookie: plain.cookie })).status).toBe(200);
  });

  it('finds profiles by partial full name or username, at most 10', async () => {
    const admin = await signUpTestUser(t.app, { name: 'Admin Person' });
    await assignRole({ db: t.database.db, userId: admin.userId, role: 'admin' });
    for (let i = 0; i < 12; i++) await signUpTestUser(t.app, { name: `Zelda Number ${i}` });
    const lovelace = await signUpTestUser(t.app, { name: 'Augusta Lovelace' });
    const find = async (q: string) =>
      (
        (await (
          await t.app.request(`/api/admin/profiles/search?q=${encodeURIComponent(q)}`, {
            headers: jsonHeaders({ cookie: admin.cookie }),
          })
        ).json()) as { items: { id: string }[] }
      ).items;
    expect(await find('zelda')).toHaveLength(10);
    expect((await find('LOVEL')).map((p) => p.id)).toEqual([lovelace.userId]);
    expect((await find('augusta_love')).map((p) => p.id)).toEqual([lovelace.userId]);
    expect(await find('%')).toEqual([]);
  });
});

describe('/api/admin/users/:userId/roles', () => {
  const rolesOf = (path: string, cookie?: string, init: RequestInit = {}) =>
    t.app.request(`/api/admin/users/${path}`, {
      ...init,
      headers: jsonHeaders(cookie ? { cookie } : {}),
    });
  const grant = (userId: string, role: string, cookie?: string) =>
    rolesOf(`${userId}/roles`, cookie, { method: 'POST', body: JSON.stringify({ role }) });
  const revoke = (userId: string, role: string, cookie?: string) =>
    rolesOf(`${userId}/roles/${role}`, cookie, { method: 'DELETE' });

  async function anAdmin() {
    const admin = await signUpTestUser(t.app);
    await assignRole({ db: t.database.db, userId: admin.userId, role: 'admin' });
    return admin;
  }

  it('lets an admin assign and remove a role, answering the roles after each change', async () => {
    const admin = await anAdmin();
    const target = await signUpTestUser(t.app);
    const granted = await grant(target.userId, 'whatsapp_admin', admin.cookie);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ userId: target.userId, roles: ['whatsapp_admin'] });
    // Assigning a held role changes nothing.
    expect(await (await grant(target.userId, 'whatsapp_admin', admin.cookie)).json()).toEqual({
      userId: target.userId,
      roles: ['whatsapp_admin'],
    });
    await grant(target.userId, 'moderator', admin.cookie);
    expect(await (await rolesOf(`${target.userId}/roles`, admin.cookie)).json()).toEqual({
      userId: target.userId,
      roles: expect.arrayContaining(['whatsapp_admin', 'moderator']),
    });
    const me = async () =>
      (
        (await (await t.app.request('/api/me', { headers: { cookie: target.cookie } })).json()) as {
          roles: string[];
        }
      ).roles;
    expect((await me()).sort()).toEqual(['moderator', 'whatsapp_admin']);

    const removed = await revoke(target.userId, 'whatsapp_admin', admin.cookie);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ userId: target.userId, roles: ['moderator'] });
    expect(await me()).toEqual(['moderator']);
    expect((await revoke(target.userId, 'whatsapp_admin', admin.cookie)).status).toBe(200);
  });

  it('refuses everyone but admins: 401 without a user, 403 for users, moderators and anonymous users', async () => {
    const target = await signUpTestUser(t.app);
    expect((await grant(target.userId, 'admin')).status).toBe(401);
    expect((await revoke(target.userId, 'admin')).status).toBe(401);
    const moderator = await signUpTestUser(t.app);
    await assignRole({ db: t.database.db, userId: moderator.userId, role: 'moderator' });
    const anon = await signInAnonymousTestUser(t.app);
    for (const cookie of [target.cookie, moderator.cookie, anon.cookie]) {
      const selfGrant = await grant(target.userId, 'admin', cookie);
      expect(selfGrant.status).toBe(403);
      expect(await selfGrant.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Access denied' } });
      expect((await revoke(moderator.userId, 'moderator', cookie)).status).toBe(403);
      expect((await rolesOf(`${target.userId}/roles`, cookie)).status).toBe(403);
    }
    expect(await hasRole({ db: t.database.db, userId: target.userId, role: 'admin' })).toBe(false);
    expect(await hasRole({ db: t.database.db, userId: moderator.userId, role: 'moderator' })).toBe(true);
  });

  it('validates the user id and role, and answers 404 for an unknown user', async () => {
    const admin = await anAdmin();
    const badId = await grant('not-a-uuid', 'admin', admin.cookie);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'User ID must be a valid UUID' },
    });
    const target = await signUpTestUser(t.app);
    const badRole = await grant(target.userId, 'superuser', admin.cookie);
    expect(badRole.status).toBe(400);
    expect(((await badRole.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    expect((await revoke(target.userId, 'superuser', admin.cookie)).status).toBe(400);
    const unknown = await grant(crypto.randomUUID(), 'moderator', admin.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'USER_NOT_FOUND', message: 'User not found' } });
    expect((await revoke(crypto.randomUUID(), 'moderator', admin.cookie)).status).toBe(404);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/admin/users/{userId}/roles'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/admin/users/{userId}/roles/{role}'] ?? {})).toEqual(['delete']);
  });
});
