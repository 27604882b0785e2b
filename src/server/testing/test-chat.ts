import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatSessions, messages } from '../db/schema.ts';

/** A chat with a few messages owned by `userId`, inserted directly (for upgrade and deletion tests). */
export async function insertTestChat(db: Db, userId: string, messageCount = 3) {
  const [chat] = await db.insert(chatSessions).values({ userId, title: 'My idea' }).returning();
  if (!chat) throw new Error('no chat inserted');
  for (let i = 0; i < messageCount; i++) {
    await db.insert(messages).values({ sessionId: chat.id, content: `message ${i}`, isUser: i % 2 === 0 });
  }
  return chat;
}

/** The chat's owner and message contents in order, for "still there, complete" assertions. */
export async function readTestChat(db: Db, chatId: string) {
  const [chat] = await db.select().from(chatSessions).where(eq(chatSessions.id, chatId));
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .where(eq(messages.sessionId, chatId))
    .orderBy(asc(messages.createdAt), asc(messages.content));
  return { userId: chat?.userId ?? null, title: chat?.title ?? null, contents: rows.map((r) => r.content) };
}
