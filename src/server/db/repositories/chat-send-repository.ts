import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { MessageStatus } from '../schema.ts';
import { queryRows } from './sql-rows.ts';

/*
 * The chat's hot writes, each one call of a plpgsql function taking one array per column (migration
 * 0005_chat_hot_writes.sql): concurrent sends share one round trip (src/server/chat/group-commit.ts groups them),
 * and whatever the number of rows the statement is the same, so its plan is kept for the connection. On PGlite a
 * statement costs ~0.5–2 ms of CPU whatever its size, half of it planning, while a row costs ~0.1 ms. Every row is
 * still checked against its owner inside the statement.
 */

/** One user message to record before the model is called. */
export interface UserMessageSend {
  /** The new message's id. */
  id: string;
  sessionId: string;
  /** The caller: a session of another user is not found and nothing is written. */
  userId: string;
  content: string;
  /** How many user messages the request carries (a retried send repeats the last one over the same history). */
  sentUserMessages: number;
  /** The session's new title if this is its first user message and it still has the default title. */
  titleIfFirst: string | null;
  defaultTitle: string;
}

export type UserMessageSendResult =
  | { found: false }
  | { found: true; inserted: boolean; userMessageCount: number };

/**
 * For each send: when the session is the caller's, records the user message and marks the session updated (and
 * names it from its first message), unless the send repeats the last user message over the same history (a
 * retry or regenerate, then nothing is written). One statement for all; results in input order. The sends must
 * be for distinct sessions (the statement sees one snapshot, so two sends to one session could not see each
 * other).
 */
export async function recordUserMessages(
  db: Db,
  sends: readonly UserMessageSend[],
): Promise<UserMessageSendResult[]> {
  if (sends.length === 0) return [];
  const column = <T>(of: (send: UserMessageSend, i: number) => T) => sql.param(sends.map(of));
  const result = await queryRows<{ ord: number; inserted: boolean; user_count: number }>(
    db,
    sql`select * from record_user_messages(${column((_, i) => i)}::int[], ${column((s) => s.id)}::uuid[],
      ${column((s) => s.sessionId)}::uuid[], ${column((s) => s.userId)}::uuid[], ${column((s) => s.content)}::text[],
      ${column((s) => s.sentUserMessages)}::int[], ${column((s) => s.titleIfFirst)}::text[],
      ${column((s) => s.defaultTitle)}::text[])`,
  );
  const byOrd = new Map(result.map((r) => [Number(r.ord), r]));
  return sends.map((_, i) => {
    const row = byOrd.get(i);
    return row
      ? { found: true, inserted: Boolean(row.inserted), userMessageCount: Number(row.user_count) }
      : { found: false };
  });
}

/** One assistant reply to save. */
export interface ReplySave {
  id: string;
  sessionId: string;
  content: string;
  status: MessageStatus;
  /** JSON text of the tool calls, or null. */
  toolCalls: string | null;
}

/**
 * Saves replies and marks their sessions updated, in one statement; resolves with the ids saved (a reply whose
 * session was deleted meanwhile is skipped). The replies must be for distinct sessions.
 */
export async function saveReplies(db: Db, replies: readonly ReplySave[]): Promise<Set<string>> {
  if (replies.length === 0) return new Set();
  const column = <T>(of: (reply: ReplySave) => T) => sql.param(replies.map(of));
  const result = await queryRows<{ id: string }>(
    db,
    sql`select id from save_replies(${column((r) => r.id)}::uuid[], ${column((r) => r.sessionId)}::uuid[],
      ${column((r) => r.content)}::text[], ${column((r) => r.status)}::text[], ${column((r) => r.toolCalls)}::text[])`,
  );
  return new Set(result.map((r) => String(r.id)));
}
