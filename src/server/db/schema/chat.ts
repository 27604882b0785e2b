import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, isOneOf, primaryId, updatedAt } from './columns.ts';
import { projects } from './projects.ts';

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Chat'),
    // Deleting a project keeps its chats, unlinked.
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_sessions_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    index('chat_sessions_project_id_updated_at_idx').on(t.projectId, t.updatedAt.desc().nullsFirst()),
  ],
);

/** 'streaming' while an AI reply grows; 'interrupted' if the stream ended early; 'stopped' if the user stopped it; 'failed' if it errored. */
export const messageStatusValues = ['streaming', 'complete', 'interrupted', 'stopped', 'failed'] as const;
export type MessageStatus = (typeof messageStatusValues)[number];

export const messages = pgTable(
  'messages',
  {
    id: primaryId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    isUser: boolean('is_user').notNull(),
    /** JSON list of tool calls, each with a timestamp, stored as text (SPEC §3). */
    toolCalls: text('tool_calls'),
    status: text('status').$type<MessageStatus>().notNull().default('complete'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_session_id_created_at_idx').on(t.sessionId, t.createdAt),
    check('messages_status_check', isOneOf(t.status, messageStatusValues)),
  ],
);

export const diagramStatusValues = ['generated', 'rendered'] as const;
export type DiagramStatus = (typeof diagramStatusValues)[number];

export const diagrams = pgTable(
  'diagrams',
  {
    id: primaryId(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    diagramType: text('diagram_type').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<DiagramStatus>().notNull().default('generated'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('diagrams_message_id_idx').on(t.messageId),
    check('diagrams_status_check', isOneOf(t.status, diagramStatusValues)),
  ],
);

export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type DiagramRow = typeof diagrams.$inferSelect;
