import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type IdeaJourneyRow, ideaJourneys, type JourneyStageRow, journeyStages } from '../schema.ts';

/*
 * Look-ups the journey of a chat session needs beside idea-journeys-repository.ts (which holds the SPEC §7
 * procedures): the session's idea journey and its current stage record, both scoped by the owner.
 */

export async function findIdeaJourneyBySession(options: {
  db: Db;
  userId: string;
  sessionId: string;
}): Promise<IdeaJourneyRow | undefined> {
  const [row] = await options.db
    .select()
    .from(ideaJourneys)
    .where(and(eq(ideaJourneys.sessionId, options.sessionId), eq(ideaJourneys.userId, options.userId)));
  return row;
}

export async function getJourneyStageById(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<JourneyStageRow | undefined> {
  const [row] = await options.db
    .select()
    .from(journeyStages)
    .where(and(eq(journeyStages.id, options.id), eq(journeyStages.userId, options.userId)));
  return row;
}

export async function deleteJourneyStage(options: { db: Db; userId: string; id: string }): Promise<void> {
  await options.db
    .delete(journeyStages)
    .where(and(eq(journeyStages.id, options.id), eq(journeyStages.userId, options.userId)));
}
