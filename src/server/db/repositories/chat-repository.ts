import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  type ChatSessionRow,
  chatSessions,
  type MessageRow,
  type MessageStatus,
  messages,
  projects,
} from '../schema.ts';
import { mapTableRow, queryRows } from './sql-rows.ts';

/*
 * chat_sessions and messages (SPEC §7). Every read and write of a session is scoped by its owner, so a caller can
 * never touch another user's rows; messages are reached through a session the caller already owns.
 */

export async function insertChatSession(options: {
  db: Db;
  userId: string;
  title?: string;
  projectId?: string | null;
}): Promise<ChatSessionRow> {
  const [row] = await options.db
    .insert(chatSessions)
    .values({
      userId: options.userId,
      ...(options.title ? { title: options.title } : {}),
      projectId: options.projectId ?? null,
    })
    .returning();
  if (!row) throw new Error('insertChatSession: no row returned');
  return row;
}

/** The user's sessions, newest updated first; `offset` pages on. */
export async function listChatSessions(options: {
  db: Db;
  userId: string;
  limit: number;
  offset?: number;
  projectId?: string;
}): Promise<ChatSessionRow[]> {
  const conditions = [eq(chatSessions.userId, options.userId)];
  if (options.projectId) conditions.push(eq(chatSessions.projectId, options.projectId));
  return options.db
    .select()
    .from(chatSessions)
    .where(and(...conditions))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export async function getChatSession(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ChatSessionRow | undefined> {
  const [row] = await options.db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, options.id), eq(chatSessions.userId, options.userId)));
  return row;
}

export async function updateChatSession(options: {
  db: Db;
  userId: string;
  id: string;
  patch: { title?: string; projectId?: string | null; isActive?: boolean };
}): Promise<ChatSessionRow | undefined> {
  const [row] = await options.db
    .update(chatSessions)
    .set({ ...options.patch, updatedAt: new Date() })
    .where(and(eq(chatSessions.id, options.id), eq(chatSessions.userId, options.userId)))
    .returning();
  return row;
}

export async function deleteChatSession(options: { db: Db; userId: string; id: string }): Promise<boolean> {
  const rows = await options.db
    .delete(chatSessions)
    .where(and(eq(chatSessions.id, options.id), eq(chatSessions.userId, options.userId)))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}

export async function listChatSessionIds(options: { db: Db; userId: string }): Promise<string[]> {
  const rows = await options.db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.userId, options.userId));
  return rows.map((r) => r.id);
}

export async function projectBelongsTo(options: {
  db: Db;
  userId: string;
  projectId: string;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, options.projectId), eq(projects.userId, options.userId)));
  return row !== undefined;
}

/**
 * Inserts a message and marks its session as just updated (the sidebar orders by it), in one statement: the chat
 * writes one per send and one per reply, so under load every round trip saved counts. `retitle` also names the
 * session while it still has `whenTitle` (a rename by the user is never overwritten). `replaceLastReplies`
 * (regenerate) deletes, in the same statement, the replies saved since the session's latest user message.
 */
export async function insertMessage(options: {
  db: Db;
  sessionId: string;
  content: string;
  isUser: boolean;
  status?: MessageStatus;
  toolCalls?: string | null;
  id?: string;
  retitle?: { whenTitle: string; title: string };
  replaceLastReplies?: boolean;
}): Promise<MessageRow> {
  const title = options.retitle
    ? sql`case when ${chatSessions.title} = ${options.retitle.whenTitle} then ${options.retitle.title} else ${chatSessions.title} end`
    : sql`${chatSessions.title}`;
  const replaced = options.replaceLastReplies
    ? sql`, replaced as (
      delete from ${messages} where ${messages.sessionId} = ${options.sessionId} and not ${messages.isUser}
        and ${messages.createdAt} >= (select max(created_at) from ${messages}
          where ${messages.sessionId} = ${options.sessionId} and ${messages.isUser})
    )`
    : sql``;
  const [raw] = await queryRows<Record<string, unknown>>(
    options.db,
    sql`with inserted as (
      insert into ${messages} (id, session_id, content, is_user, status, tool_calls)
      values (${options.id ?? crypto.randomUUID()}, ${options.sessionId}, ${options.content}, ${options.isUser},
        ${options.status ?? 'complete'}, ${options.toolCalls ?? null})
      returning *
    ), touched as (
      update ${chatSessions} set updated_at = now(), title = ${title} where ${chatSessions.id} = ${options.sessionId}
    )${replaced}
    select * from inserted`,
  );
  if (!raw) throw new Error('insertMessage: no row returned');
  return mapTableRow(messages, raw);
}

export async function updateMessage(options: {
  db: Db;
  id: string;
  content: string;
  status: MessageStatus;
  toolCalls?: string | null;
}): Promise<MessageRow | undefined> {
  const [row] = await options.db
    .update(messages)
    .set({
      content: options.content,
      status: options.status,
      ...(options.toolCalls !== undefined ? { toolCalls: options.toolCalls } : {}),
    })
    .where(eq(messages.id, options.id))
    .returning();
  return row;
}

/** A session's messages in conversation order (a user message before the reply stamped in the same instant). */
export async function listMessages(options: { db: Db; sessionId: string }): Promise<MessageRow[]> {
  return options.db
    .select()
    .from(messages)
    .where(eq(messages.sessionId, options.sessionId))
    .orderBy(asc(messages.createdAt), desc(messages.isUser), asc(messages.id));
}
