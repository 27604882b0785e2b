import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/repositories/sql-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { jsonHeaders } from '../testing/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('when the database will not keep a new session', () => {
  it('answers sign-in with "Failed to create user session"', async () => {
    const db = t.database.db;
    // A trigger that silently drops every new session row: the user is created, the session never is.
    await queryRows(
      db,
      sql.raw(`create function drop_new_sessions() returns trigger language plpgsql as $$
        begin return null; end $$`),
    );
    await queryRows(
      db,
      sql.raw(
        'create trigger drop_new_sessions before insert on "session" for each row execute function drop_new_sessions()',
      ),
    );
    try {
      const response = await t.app.request('/api/auth/sign-in/anonymous', {
        method: 'POST',
        headers: jsonHeaders(),
        body: '{}',
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.json()).toEqual({
        error: { code: 'CREATE_USER_SESSION_FAILED', message: 'Failed to create user session' },
      });
      expect(response.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/);

      const signUp = await t.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ email: 'no-session@example.test', password: 'long-enough-1', name: 'N' }),
      });
      expect(await signUp.json()).toEqual({
        error: { code: 'CREATE_USER_SESSION_FAILED', message: 'Failed to create user session' },
      });
    } finally {
      await queryRows(db, sql.raw('drop trigger drop_new_sessions on "session"'));
    }
  });
});
