import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_TITLE } from '../../domain/chat-session.ts';
import { createId } from '../../domain/message.ts';
import { getChatSession, insertChatSession, listMessages } from '../db/repositories/chat-repository.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from '../db/test-database.ts';
import { createChatWrites } from './chat-writes.ts';
import { createGroupCommit } from './group-commit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

const send = (sessionId: string, userId: string, content: string, sentUserMessages = 1) => ({
  id: createId(),
  sessionId,
  userId,
  content,
  sentUserMessages,
  titleIfFirst: content.slice(0, 50),
  defaultTitle: DEFAULT_SESSION_TITLE,
});

describe('the chat writes grouped across concurrent requests', () => {
  it('records a burst of sends in few statements, each checked against its owner', async () => {
    const db = database.db;
    const [alice, bob] = await Promise.all([insertTestUser({ db }), insertTestUser({ db })]);
    if (!alice || !bob) throw new Error('no users');
    const sessions = await Promise.all(
      Array.from({ length: 30 }, () => insertChatSession({ db, userId: alice.id })),
    );
    const bobs = await insertChatSession({ db, userId: bob.id });
    const writes = createChatWrites(db);
    // Alice's 30 sends, and one of Alice's into Bob's session, all in the same tick.
    const results = await Promise.all([
      ...sessions.map((s, i) => writes.recordUserMessage(send(s.id, alice.id, `Idea ${i}`))),
      writes.recordUserMessage(send(bobs.id, alice.id, 'Not mine')),
    ]);
    expect(results.slice(0, 30).every((r) => r.found && r.inserted && r.userMessageCount === 0)).toBe(true);
    expect(results[30]).toEqual({ found: false });
    expect(await listMessages({ db, sessionId: bobs.id })).toEqual([]);
    const first = sessions[0];
    if (!first) throw new Error('no session');
    const [saved] = await listMessages({ db, sessionId: first.id });
    expect(saved).toMatchObject({ content: 'Idea 0', isUser: true });
    expect((await getChatSession({ db, userId: alice.id, id: first.id }))?.title).toBe('Idea 0');
  });

  it('keeps sends to one session in order and keeps one copy of a repeated send', async () => {
    const db = database.db;
    const user = await insertTestUser({ db });
    const session = await insertChatSession({ db, userId: user.id });
    const writes = createChatWrites(db);
    const [a, b, again] = await Promise.all([
      writes.recordUserMessage(send(session.id, user.id, 'First', 1)),
      writes.recordUserMessage(send(session.id, user.id, 'Second', 2)),
      // A retry of the second send over the same history.
      writes.recordUserMessage(send(session.id, user.id, 'Second', 2)),
    ]);
    expect(a).toMatchObject({ inserted: true, userMessageCount: 0 });
    expect(b).toMatchObject({ inserted: true, userMessageCount: 1 });
    expect(again).toMatchObject({ inserted: false, userMessageCount: 2 });
    const stored = await listMessages({ db, sessionId: session.id });
    expect(stored.map((m) => m.content)).toEqual(['First', 'Second']);
    // The title comes from the first message only.
    expect((await getChatSession({ db, userId: user.id, id: session.id }))?.title).toBe('First');
  });

  it('saves concurrent replies, and reports the one whose session was deleted as not saved', async () => {
    const db = database.db;
    const user = await insertTestUser({ db });
    const [kept, gone] = await Promise.all([
      insertChatSession({ db, userId: user.id }),
      insertChatSession({ db, userId: user.id }),
    ]);
    await db.execute(`delete from chat_sessions where id = '${gone.id}'`);
    const writes = createChatWrites(db);
    const reply = (sessionId: string) => ({
      id: createId(),
      sessionId,
      content: 'A reply',
      status: 'complete' as const,
      toolCalls: null,
    });
    expect(await Promise.all([writes.saveReply(reply(kept.id)), writes.saveReply(reply(gone.id))])).toEqual([
      true,
      false,
    ]);
    expect((await listMessages({ db, sessionId: kept.id })).map((m) => m.content)).toEqual(['A reply']);
  });
});

describe('the writes pass each column as one array', () => {
  it('keeps text that array literals escape exactly: quotes, backslashes, braces, commas, NULL, new lines', async () => {
    const db = database.db;
    const user = await insertTestUser({ db });
    const [first, second] = await Promise.all([
      insertChatSession({ db, userId: user.id }),
      insertChatSession({ db, userId: user.id }),
    ]);
    const tricky = [
      'He said "hi" \\ then {a,b}, NULL',
      'NULL',
      '  spaced  ',
      'line one\nline two\t"tab"',
      'emoji 🚀 and ünïcödé',
    ];
    const writes = createChatWrites(db);
    await Promise.all([
      writes.recordUserMessage(send(first.id, user.id, tricky[0] as string)),
      writes.recordUserMessage(send(second.id, user.id, tricky[1] as string)),
    ]);
    const toolCalls = JSON.stringify([{ name: 'x', input: { q: 'a "quoted" {brace}' } }]);
    await Promise.all([
      writes.saveReply({
        id: createId(),
        sessionId: first.id,
        content: tricky[2] as string,
        status: 'complete',
        toolCalls,
      }),
      writes.saveReply({
        id: createId(),
        sessionId: second.id,
        content: tricky.slice(3).join('|'),
        status: 'complete',
        toolCalls: null,
      }),
    ]);
    const a = await listMessages({ db, sessionId: first.id });
    const b = await listMessages({ db, sessionId: second.id });
    expect(a.map((m) => m.content)).toEqual([tricky[0], tricky[2]]);
    expect(a[1]?.toolCalls).toBe(toolCalls);
    expect(b.map((m) => m.content)).toEqual([tricky[1], tricky.slice(3).join('|')]);
    expect(b[1]?.toolCalls).toBeNull();
    // The title comes from the first message, verbatim.
    expect((await getChatSession({ db, userId: user.id, id: second.id }))?.title).toBe('NULL');
  });
});

describe('group commit', () => {
  it('shares a statement among the rows submitted in one tick, and fails only the bad row', async () => {
    const statements: number[][] = [];
    const group = createGroupCommit<number, number>({
      run: async (items) => {
        statements.push(items);
        if (items.includes(13)) throw new Error('bad row');
        return items.map((n) => n * 2);
      },
      key: (n) => String(n),
    });
    const results = await Promise.allSettled([1, 2, 13, 4].map((n) => group.submit(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'))).toEqual([
      2,
      4,
      'rejected',
      8,
    ]);
    // One statement for the burst; after it failed, each row alone.
    expect(statements[0]).toEqual([1, 2, 13, 4]);
    expect(statements.slice(1).every((s) => s.length === 1)).toBe(true);
  });
});
