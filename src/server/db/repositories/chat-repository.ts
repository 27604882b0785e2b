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

/** Sets the title only while it is still `whenTitle` (so a rename by the user is never overwritten). */
export async function replaceDefaultTitle(options: {
  db: Db;
  userId: string;
  id: string;
  whenTitle: string;
  title: string;
}): Promise<boolean> {
  const rows = await options.db
    .update(chatSessions)
    .set({ title: options.title, updatedAt: new Date() })
    .where(
      and(
        eq(chatSessions.id, options.id),
        eq(chatSessions.userId, options.userId),
        eq(chatSessions.title, options.whenTitle),
      ),
    )
    .returning({ id: chatSessions.id });
  return rows.length > 0;
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

/** Inserts a message and marks its session as just updated (the sidebar orders by it). */
export async function insertMessage(options: {
  db: Db;
  sessionId: string;
  content: string;
  isUser: boolean;
  status?: MessageStatus;
  toolCalls?: string | null;
  id?: string;
}): Promise<MessageRow> {
  const [row] = await options.db
    .insert(messages)
    .values({
      ...(options.id ? { id: options.id } : {}),
      sessionId: options.sessionId,
      content: options.content,
      isUser: options.isUser,
      status: options.status ?? 'complete',
      toolCalls: options.toolCalls ?? null,
    })
    .returning();
  if (!row) throw new Error('insertMessage: no row returned');
  await options.db
    .update(chatSessions)
    .set({ updatedAt: new Date() })
    .where(eq(chatSessions.id, options.sessionId));
  return row;
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

/** How many messages the user sent in the session, and the latest one's text (one round trip). */
export async function summariseUserMessages(options: {
  db: Db;
  sessionId: string;
}): Promise<{ count: number; lastContent: string | undefined }> {
  const [row] = await options.db
    .select({ count: sql<number>`count(*) over ()::int`, content: messages.content })
    .from(messages)
    .where(and(eq(messages.sessionId, options.sessionId), eq(messages.isUser, true)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return { count: row?.count ?? 0, lastContent: row?.content };
}
