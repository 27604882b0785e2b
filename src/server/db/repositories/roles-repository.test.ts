import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../schema.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from '../test-database.ts';
import { assignRole, getUserRoles, hasRole, removeRole } from './roles-repository.ts';

describe('roles repository', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('assigns, lists, checks and removes roles per user', async () => {
    const db = database.db;
    const person = await insertTestUser({ db });
    const other = await insertTestUser({ db });
    expect(await getUserRoles({ db, userId: person.id })).toEqual([]);
    expect(await hasRole({ db, userId: person.id, role: 'admin' })).toBe(false);

    expect(await assignRole({ db, userId: person.id, role: 'whatsapp_admin' })).toBe(true);
    expect(await assignRole({ db, userId: person.id, role: 'admin' })).toBe(true);
    expect(await assignRole({ db, userId: person.id, role: 'admin' })).toBe(false);
    expect(await getUserRoles({ db, userId: person.id })).toEqual(['admin', 'whatsapp_admin']);
    expect(await hasRole({ db, userId: person.id, role: 'admin' })).toBe(true);
    expect(await hasRole({ db, userId: person.id, role: 'moderator' })).toBe(false);
    expect(await hasRole({ db, userId: other.id, role: 'admin' })).toBe(false);

    expect(await removeRole({ db, userId: other.id, role: 'admin' })).toBe(false);
    expect(await removeRole({ db, userId: person.id, role: 'admin' })).toBe(true);
    expect(await getUserRoles({ db, userId: person.id })).toEqual(['whatsapp_admin']);
  });

  it('accepts only the three known roles', async () => {
    const person = await insertTestUser({ db: database.db });
    await expect(
      database.db.insert(userRoles).values({ userId: person.id, role: 'superuser' as 'admin' }),
    ).rejects.toThrow();
  });
});
