import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { chatSessions } from './chat.ts';
import { createdAt, isOneOf, primaryId, updatedAt } from './columns.ts';

export const journeyStageValues = ['idea', 'prd', 'mvp', 'domain-model', 'tech-stack', 'complete'] as const;
export type JourneyStage = (typeof journeyStageValues)[number];

export const journeyStages = pgTable(
  'journey_stages',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    currentStage: text('current_stage').$type<JourneyStage>().notNull().default('idea'),
    stageData: jsonb('stage_data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('journey_stages_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    check('journey_stages_current_stage_check', isOneOf(t.currentStage, journeyStageValues)),
  ],
);

/** Written through the SQL procedures *_idea_journey* (see the sql-functions migration). */
export const ideaJourneys = pgTable(
  'idea_journeys',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    currentStageId: uuid('current_stage_id').references(() => journeyStages.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('idea_journeys_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    index('idea_journeys_session_id_idx').on(t.sessionId),
    // One journey per chat session (the idea), so two concurrent first saves cannot start two.
    uniqueIndex('idea_journeys_session_id_key').on(t.sessionId).where(sql`${t.sessionId} is not null`),
  ],
);

export type JourneyStageRow = typeof journeyStages.$inferSelect;
export type IdeaJourneyRow = typeof ideaJourneys.$inferSelect;
