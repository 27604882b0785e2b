/**
 * Chat sessions and their messages for the acting user. Another user's session reads as not found (404), never as
 * forbidden, so its existence is not revealed.
 */
import { AppError } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import {
  deleteChatSession,
  getChatSession,
  insertChatSession,
  listChatSessionIds,
  listChatSessions,
  listMessages,
  projectBelongsTo,
  updateChatSession,
} from '../db/repositories/chat-repository.ts';
import type { ChatSessionRow, MessageRow } from '../db/schema.ts';
import { fillEmptyKinds } from '../projects/derivation/derivation-service.ts';

export const SESSION_PAGE_SIZE = 50;

export interface SessionView {
  id: string;
  userId: string;
  title: string;
  projectId: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MessageView {
  id: string;
  sessionId: string;
  content: string;
  isUser: boolean;
  status: MessageRow['status'];
  toolCalls: unknown[] | null;
  createdAt: string;
}

export function toSessionView(row: ChatSessionRow): SessionView {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    projectId: row.projectId,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function parseToolCalls(text: string | null): unknown[] | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function toMessageView(row: MessageRow): MessageView {
  return {
    id: row.id,
    sessionId: row.sessionId,
    content: row.content,
    isUser: row.isUser,
    status: row.status,
    toolCalls: parseToolCalls(row.toolCalls),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requireOwnSession(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ChatSessionRow> {
  const row = await getChatSession(options);
  if (!row) throw new AppError('CHAT_SESSION_NOT_FOUND');
  return row;
}

async function requireOwnProject(
  db: Db,
  userId: string,
  projectId: string | null | undefined,
): Promise<void> {
  if (projectId && !(await projectBelongsTo({ db, userId, projectId })))
    throw new AppError('PROJECT_NOT_FOUND');
}

export async function listSessions(options: {
  db: Db;
  userId: string;
  cursor?: string | undefined;
  limit?: number | undefined;
  projectId?: string | undefined;
}): Promise<{ items: SessionView[]; nextCursor?: string }> {
  const limit = options.limit ?? SESSION_PAGE_SIZE;
  const offset = options.cursor ? Number.parseInt(options.cursor, 10) || 0 : 0;
  const rows = await listChatSessions({
    db: options.db,
    userId: options.userId,
    limit: limit + 1,
    offset,
    ...(options.projectId ? { projectId: options.projectId } : {}),
  });
  const items = rows.slice(0, limit).map(toSessionView);
  return rows.length > limit ? { items, nextCursor: String(offset + limit) } : { items };
}

export async function createSession(options: {
  db: Db;
  userId: string;
  title?: string | undefined;
  projectId?: string | null | undefined;
}): Promise<SessionView> {
  await requireOwnProject(options.db, options.userId, options.projectId);
  return toSessionView(await insertChatSession(options as Parameters<typeof insertChatSession>[0]));
}

export async function updateSession(options: {
  db: Db;
  userId: string;
  id: string;
  patch: {
    title?: string | undefined;
    projectId?: string | null | undefined;
    isActive?: boolean | undefined;
  };
}): Promise<SessionView> {
  await requireOwnSession(options);
  await requireOwnProject(options.db, options.userId, options.patch.projectId);
  const patch = Object.fromEntries(Object.entries(options.patch).filter(([, v]) => v !== undefined));
  const row = await updateChatSession({ ...options, patch });
  if (!row) throw new AppError('CHAT_SESSION_NOT_FOUND');
  // Linked from the chat's side: the project's empty pages, contexts and infrastructure fill from this chat's
  // documents, as they do when the chat is linked from the project.
  if (options.patch.projectId) await fillEmptyKinds(options.db, options.patch.projectId);
  return toSessionView(row);
}

export async function deleteSession(options: { db: Db; userId: string; id: string }): Promise<void> {
  if (!(await deleteChatSession(options))) throw new AppError('CHAT_SESSION_NOT_FOUND');
}

/**
 * Deletes every session of the user with individual deletes run in parallel (SPEC §7): all failing is "Failed to
 * delete all sessions", some failing "Failed to delete some sessions".
 */
export async function deleteAllSessions(options: {
  db: Db;
  userId: string;
  deleteOne?: (id: string) => Promise<unknown>;
}): Promise<{ deleted: number }> {
  const ids = await listChatSessionIds(options);
  const deleteOne =
    options.deleteOne ?? ((id: string) => deleteChatSession({ db: options.db, userId: options.userId, id }));
  const results = await Promise.allSettled(ids.map((id) => deleteOne(id)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0 && failed === ids.length) throw new AppError('DELETE_ALL_SESSIONS_FAILED');
  if (failed > 0) throw new AppError('DELETE_SOME_SESSIONS_FAILED');
  return { deleted: ids.length };
}

export async function listSessionMessages(options: {
  db: Db;
  userId: string;
  sessionId: string;
}): Promise<{ items: MessageView[] }> {
  await requireOwnSession({ db: options.db, userId: options.userId, id: options.sessionId });
  const rows = await listMessages({ db: options.db, sessionId: options.sessionId });
  return { items: rows.map(toMessageView) };
}
