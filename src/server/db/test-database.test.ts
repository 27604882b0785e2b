import { describe, expect, it } from 'vitest';
import { user } from './schema.ts';
import { createTestDatabase, insertTestUser } from './test-database.ts';

describe('createTestDatabase', () => {
  it('gives every caller its own migrated database, and cleanup can run twice', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const person = await insertTestUser({ db: first.db, email: 'only-here@example.test' });
      expect(person.isAnonymous).toBe(false);
      expect(await first.db.$count(user)).toBe(1);
      expect(await second.db.$count(user)).toBe(0);
    } finally {
      await Promise.all([first.cleanup(), second.cleanup()]);
      await first.cleanup();
    }
  });
});
