import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSqlState, sqlState } from './database-errors.ts';
import { queryRows } from './repositories/sql-rows.ts';
import {
  artefacts,
  bankAccounts,
  bankTransactions,
  chatSessions,
  exchangeRates,
  projects,
} from './schema.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from './test-database.ts';

async function sqlStateOf(promise: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return getSqlState(error);
  }
}

describe('schema constraints', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('gives a chat session its defaults: New Chat, active, no project', async () => {
    const owner = await insertTestUser({ db: database.db });
    const [row] = await database.db.insert(chatSessions).values({ userId: owner.id }).returning();
    expect(row).toMatchObject({ title: 'New Chat', isActive: true, projectId: null });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires an artefact to belong to a project or a session, with one of the six types', async () => {
    const owner = await insertTestUser({ db: database.db });
    const [project] = await database.db.insert(projects).values({ userId: owner.id, name: 'P' }).returning();
    const orphan = database.db.insert(artefacts).values({ name: 'x', content: 'y', artefactType: 'prd' });
    expect(await sqlStateOf(orphan)).toBe(sqlState.checkViolation);
    const badType = database.db
      .insert(artefacts)
      .values({ projectId: project?.id, name: 'x', content: 'y', artefactType: 'poem' as 'prd' });
    expect(await sqlStateOf(badType)).toBe(sqlState.checkViolation);
    const ok = await database.db
      .insert(artefacts)
      .values({ projectId: project?.id, name: 'x', content: 'y', artefactType: 'domain-model' })
      .returning();
    expect(ok).toHaveLength(1);
  });

  it('requires a share token for a project shared by link', async () => {
    const owner = await insertTestUser({ db: database.db });
    const noToken = database.db.insert(projects).values({ userId: owner.id, name: 'P', visibility: 'link' });
    expect(await sqlStateOf(noToken)).toBe(sqlState.checkViolation);
  });

  it('stores money exactly as numeric(19,4) decimal strings and rejects negative amounts', async () => {
    const [account] = await database.db
      .insert(bankAccounts)
      .values({ xeroAccountId: 'acc-1', accountCode: '090', name: 'Current', accountType: 'BANK' })
      .returning();
    const accountId = account?.id ?? '';
    expect(account?.currentBalance).toBe('0.0000');
    await database.db
      .update(bankAccounts)
      .set({ currentBalance: '123456789012345.6789' })
      .where(eq(bankAccounts.id, accountId));
    const [reread] = await database.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId));
    expect(reread?.currentBalance).toBe('123456789012345.6789');
    const sum = await queryRows<{ total: string }>(
      database.db,
      sql`select (${'0.1'}::numeric(19,4) + ${'0.2'}::numeric(19,4))::text as total`,
    );
    expect(sum[0]?.total).toBe('0.3000');
    const negative = database.db.insert(bankTransactions).values({
      bankAccountId: accountId,
      xeroTransactionId: 'tx-1',
      transactionType: 'SPEND',
      date: '2026-01-31',
      amount: '-1.00',
    });
    expect(await sqlStateOf(negative)).toBe(sqlState.checkViolation);
    const unknownType = database.db.insert(bankTransactions).values({
      bankAccountId: accountId,
      xeroTransactionId: 'tx-2',
      transactionType: 'GIFT' as 'SPEND',
      date: '2026-01-31',
      amount: '1.00',
    });
    expect(await sqlStateOf(unknownType)).toBe(sqlState.checkViolation);
  });

  it('accepts only positive exchange rates between two different ISO currencies, one per day', async () => {
    const rate = {
      fromCurrency: 'GBP',
      toCurrency: 'EUR',
      rate: '1.1734500000',
      effectiveDate: '2026-02-01',
      source: 'ecb',
    };
    const [row] = await database.db.insert(exchangeRates).values(rate).returning();
    expect(row?.rate).toBe('1.1734500000');
    expect(await sqlStateOf(database.db.insert(exchangeRates).values(rate))).toBe(sqlState.uniqueViolation);
    const same = database.db
      .insert(exchangeRates)
      .values({ ...rate, toCurrency: 'GBP', effectiveDate: '2026-02-02' });
    expect(await sqlStateOf(same)).toBe(sqlState.checkViolation);
    const zero = database.db
      .insert(exchangeRates)
      .values({ ...rate, rate: '0', effectiveDate: '2026-02-03' });
    expect(await sqlStateOf(zero)).toBe(sqlState.checkViolation);
    const lower = database.db
      .insert(exchangeRates)
      .values({ ...rate, toCurrency: 'eur', effectiveDate: '2026-02-04' });
    expect(await sqlStateOf(lower)).toBe(sqlState.checkViolation);
  });

  it('has an index for every listing', async () => {
    const rows = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'chat_sessions_user_id_updated_at_idx',
        'chat_sessions_project_id_updated_at_idx',
        'messages_session_id_created_at_idx',
        'notifications_user_id_created_at_idx',
        'notifications_user_id_unread_idx',
        'artefacts_session_id_idx',
        'artefacts_project_id_idx',
        'artefacts_session_id_type_idx',
        'user_presence_user_id_session_id_key',
        'user_presence_status_last_seen_at_idx',
        'user_roles_user_id_role_key',
        'projects_user_id_updated_at_idx',
      ]),
    );
  });
});
