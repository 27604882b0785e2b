import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { chatSessions, type MessageStatus, messages } from '../schema.ts';
import { queryRows } from './sql-rows.ts';

/*
 * The chat's hot writes as multi-row statements, so concurrent sends share one round trip (src/server/chat/
 * group-commit.ts groups them). On PGlite a statement costs ~0.5–2 ms of CPU whatever its size, while a row
 * costs ~0.1 ms: 200 single-row sends took ~4 ms each (ownership check, then insert), one 200-row statement takes
 * ~25 ms for all of them. Every row is still checked against its owner inside the statement.
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
  const rows = sends.map(
    (s, i) =>
      sql`(${i}::int, ${s.id}::uuid, ${s.sessionId}::uuid, ${s.userId}::uuid, ${s.content}::text, ${s.sentUserMessages}::int, ${s.titleIfFirst}::text, ${s.defaultTitle}::text)`,
  );
  const ofSession = sql`m.session_id = s.id and m.is_user`;
  const result = await queryRows<{ ord: number; inserted: boolean; user_count: number }>(
    db,
    sql`with input (ord, id, session_id, user_id, content, sent_count, title_if_first, default_title) as (
      values ${sql.join(rows, sql`, `)}
    ), owned as (
      select i.*, s.title as old_title,
        (select count(*)::int from ${messages} m where ${ofSession}) as user_count,
        (select m.content from ${messages} m where ${ofSession} order by m.created_at desc, m.id desc limit 1) as last_content
      from input i join ${chatSessions} s on s.id = i.session_id and s.user_id = i.user_id
    ), fresh as (
      select * from owned o where not coalesce(o.last_content = o.content and o.sent_count <= o.user_count, false)
    ), inserted as (
      insert into ${messages} (id, session_id, content, is_user, status)
      select f.id, f.session_id, f.content, true, 'complete' from fresh f
      returning id
    ), touched as (
      update ${chatSessions} s set updated_at = now(),
        title = case when f.user_count = 0 and s.title = f.default_title and f.title_if_first is not null
          then f.title_if_first else s.title end
      from fresh f where s.id = f.session_id
    )
    select o.ord, exists (select 1 from fresh f where f.ord = o.ord) as inserted, o.user_count from owned o`,
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
  const rows = replies.map(
    (r) =>
      sql`(${r.id}::uuid, ${r.sessionId}::uuid, ${r.content}::text, ${r.status}::text, ${r.toolCalls}::text)`,
  );
  const result = await queryRows<{ id: string }>(
    db,
    sql`with input (id, session_id, content, status, tool_calls) as (
      values ${sql.join(rows, sql`, `)}
    ), inserted as (
      insert into ${messages} (id, session_id, content, is_user, status, tool_calls)
      select i.id, i.session_id, i.content, false, i.status, i.tool_calls
      from input i join ${chatSessions} s on s.id = i.session_id
      returning id, session_id
    ), touched as (
      update ${chatSessions} s set updated_at = now() from inserted i where s.id = i.session_id
    )
    select id from inserted`,
  );
  return new Set(result.map((r) => String(r.id)));
}
