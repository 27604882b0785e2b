import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { getUserRoles } from '../db/repositories/roles-repository.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from '../db/test-database.ts';
import { grantRoleByEmail, runGrantRoleCommand } from './grant-role-command.ts';

function capture() {
  const lines: string[] = [];
  return { lines, out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) } };
}

describe('grantRoleByEmail', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('grants once, case-insensitively, and never to an unknown or anonymous account', async () => {
    const row = await insertTestUser({ db: database.db, email: 'owner@example.test' });
    expect(await grantRoleByEmail({ database, email: 'OWNER@example.test', role: 'admin' })).toMatchObject({
      kind: 'granted',
    });
    expect(await grantRoleByEmail({ database, email: 'owner@example.test', role: 'admin' })).toMatchObject({
      kind: 'already',
    });
    expect(await getUserRoles({ db: database.db, userId: row.id })).toEqual(['admin']);
    await insertTestUser({ db: database.db, email: 'anon@example.test', isAnonymous: true });
    expect(await grantRoleByEmail({ database, email: 'anon@example.test', role: 'admin' })).toMatchObject({
      kind: 'no-account',
    });
  });
});

describe('npm run admin:grant against the embedded database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ideaforge-grant-'));
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    await migrateDatabase(database);
    await insertTestUser({ db: database.db, email: 'first@example.test' });
    await database.close();
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const config = () => loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(32) });

  it('explains the usage', async () => {
    const { lines, out } = capture();
    expect(await runGrantRoleCommand(['someone@example.test', 'king'], config(), out)).toBe(2);
    expect(lines.join('\n')).toMatch(/Unknown role "king"/);
  });

  it('grants while the server is stopped, and refuses clearly while the data dir is in use', async () => {
    const granted = capture();
    expect(await runGrantRoleCommand(['first@example.test', 'admin'], config(), granted.out)).toBe(0);
    expect(granted.lines).toEqual([
      'Granted admin to first@example.test. It applies from their next request.',
    ]);

    // The server holding the data dir: its lock file names a live process other than this one.
    const lockFile = `${join(dir, 'pglite')}.lock`;
    await writeFile(lockFile, String(process.ppid));
    try {
      const refused = capture();
      expect(await runGrantRoleCommand(['first@example.test', 'moderator'], config(), refused.out)).toBe(1);
      expect(refused.lines.join('\n')).toMatch(/is in use \(is the server running\?\)\. Stop the server/);
    } finally {
      await rm(lockFile, { force: true });
    }
  }, 60_000);
});
