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
