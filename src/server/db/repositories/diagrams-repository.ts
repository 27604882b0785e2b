import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { chatSessions, type DiagramRow, type DiagramStatus, diagrams, messages } from '../schema.ts';

/*
 * diagrams (SPEC §7): rows hang off an assistant message; a caller reaches them only through a message of one of
 * their own sessions.
 */

export async function messageBelongsTo(options: {
  db: Db;
  userId: string;
  messageId: string;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(chatSessions, eq(chatSessions.id, messages.sessionId))
    .where(and(eq(messages.id, options.messageId), eq(chatSessions.userId, options.userId)));
  return row !== undefined;
}

export function listDiagramsOfMessage(options: { db: Db; messageId: string }): Promise<DiagramRow[]> {
  return options.db
    .select()
    .from(diagrams)
    .where(eq(diagrams.messageId, options.messageId))
    .orderBy(asc(diagrams.createdAt), asc(diagrams.id));
}

export async function insertDiagrams(options: {
  db: Db;
  messageId: string;
  items: Array<{ diagramType: string; content: string }>;
}): Promise<DiagramRow[]> {
  if (options.items.length === 0) return [];
  // One timestamp per row, a microsecond apart is not guaranteed: keep the order by inserting one at a time.
  const rows: DiagramRow[] = [];
  for (const item of options.items) {
    const [row] = await options.db
      .insert(diagrams)
      .values({ messageId: options.messageId, ...item })
      .returning();
    if (row) rows.push(row);
  }
  return rows;
}

export async function getDiagramForUser(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<DiagramRow | undefined> {
  const [row] = await options.db
    .select({ diagram: diagrams })
    .from(diagrams)
    .innerJoin(messages, eq(messages.id, diagrams.messageId))
    .innerJoin(chatSessions, eq(chatSessions.id, messages.sessionId))
    .where(and(eq(diagrams.id, options.id), eq(chatSessions.userId, options.userId)));
  return row?.diagram;
}

export async function setDiagramStatus(options: {
  db: Db;
  id: string;
  status: DiagramStatus;
}): Promise<DiagramRow | undefined> {
  const [row] = await options.db
    .update(diagrams)
    .set({ status: options.status })
    .where(eq(diagrams.id, options.id))
    .returning();
  return row;
}
