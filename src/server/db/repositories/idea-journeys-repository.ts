import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  type IdeaJourneyRow,
  ideaJourneys,
  type JourneyStage,
  type JourneyStageRow,
  journeyStages,
} from '../schema.ts';
import { mapTableRow, queryRows, queryValue } from './sql-rows.ts';

/*
 * Journey stages are plain table operations; idea journeys go through the SQL procedures of SPEC §7
 * (create_idea_journey, get_idea_journey_by_id, get_idea_journeys_by_user, update_idea_journey,
 * delete_idea_journey). A stage or session id that is not the user's makes create/update fail with
 * SQLSTATE 23503.
 */

export async function createJourneyStage(options: {
  db: Db;
  userId: string;
  currentStage?: JourneyStage;
  stageData?: Record<string, unknown>;
}): Promise<JourneyStageRow> {
  const [row] = await options.db
    .insert(journeyStages)
    .values({
      userId: options.userId,
      currentStage: options.currentStage ?? 'idea',
      stageData: options.stageData ?? {},
    })
    .returning();
  if (!row) throw new Error('createJourneyStage: no row returned');
  return row;
}

/** The user's most recently updated journey stage. */
export async function getLatestJourneyStage(options: {
  db: Db;
  userId: string;
}): Promise<JourneyStageRow | undefined> {
  const [row] = await options.db
    .select()
    .from(journeyStages)
    .where(eq(journeyStages.userId, options.userId))
    .orderBy(desc(journeyStages.updatedAt))
    .limit(1);
  return row;
}

export async function updateJourneyStage(options: {
  db: Db;
  userId: string;
  id: string;
  currentStage: JourneyStage;
  stageData: Record<string, unknown>;
}): Promise<JourneyStageRow | undefined> {
  const [row] = await options.db
    .update(journeyStages)
    .set({ currentStage: options.currentStage, stageData: options.stageData })
    .where(and(eq(journeyStages.id, options.id), eq(journeyStages.userId, options.userId)))
    .returning();
  return row;
}

function toIdeaJourneys(rows: Record<string, unknown>[]): IdeaJourneyRow[] {
  return rows.map((row) => mapTableRow(ideaJourneys, row));
}

export async function createIdeaJourney(options: {
  db: Db;
  userId: string;
  title: string;
  currentStageId?: string | null;
  description?: string | null;
  sessionId?: string | null;
}): Promise<IdeaJourneyRow> {
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`select * from create_idea_journey(${options.userId}::uuid, ${options.title}::text, ${options.currentStageId ?? null}::uuid, ${options.description ?? null}::text, ${options.sessionId ?? null}::uuid)`,
  );
  const [row] = toIdeaJourneys(rows);
  if (!row) throw new Error('createIdeaJourney: no row returned');
  return row;
}

export async function getIdeaJourney(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<IdeaJourneyRow | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`select * from get_idea_journey_by_id(${options.id}::uuid, ${options.userId}::uuid)`,
  );
  return toIdeaJourneys(rows)[0];
}

/** The user's idea journeys, most recently updated first. */
export async function listIdeaJourneys(options: { db: Db; userId: string }): Promise<IdeaJourneyRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`select * from get_idea_journeys_by_user(${options.userId}::uuid)`,
  );
  return toIdeaJourneys(rows);
}

/** Omitted fields keep their value. Undefined when the journey is not the user's. */
export async function updateIdeaJourney(options: {
  db: Db;
  userId: string;
  id: string;
  title?: string;
  currentStageId?: string;
  description?: string;
  updatedAt?: Date;
}): Promise<IdeaJourneyRow | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`select * from update_idea_journey(${options.id}::uuid, ${options.userId}::uuid, ${options.title ?? null}::text, ${options.currentStageId ?? null}::uuid, ${options.updatedAt?.toISOString() ?? null}::timestamptz, ${options.description ?? null}::text)`,
  );
  return toIdeaJourneys(rows)[0];
}

/** False when there was no such journey of the user's. */
export function deleteIdeaJourney(options: { db: Db; userId: string; id: string }): Promise<boolean> {
  return queryValue<boolean>(
    options.db,
    sql`select delete_idea_journey(${options.id}::uuid, ${options.userId}::uuid)`,
  );
}
