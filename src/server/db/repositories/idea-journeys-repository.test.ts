import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSqlState, sqlState } from '../database-errors.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from '../test-database.ts';
import {
  createIdeaJourney,
  createJourneyStage,
  deleteIdeaJourney,
  getIdeaJourney,
  getLatestJourneyStage,
  listIdeaJourneys,
  updateIdeaJourney,
  updateJourneyStage,
} from './idea-journeys-repository.ts';

describe('idea journeys through the SQL procedures', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('creates, reads, lists, updates and deletes a journey', async () => {
    const db = database.db;
    const person = await insertTestUser({ db });
    const stage = await createJourneyStage({ db, userId: person.id });
    expect(stage).toMatchObject({ currentStage: 'idea', stageData: {} });

    const created = await createIdeaJourney({
      db,
      userId: person.id,
      title: 'Bike sharing for villages',
      currentStageId: stage.id,
      description: 'Shared e-bikes',
    });
    expect(created).toMatchObject({
      userId: person.id,
      title: 'Bike sharing for villages',
      description: 'Shared e-bikes',
      currentStageId: stage.id,
      sessionId: null,
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await getIdeaJourney({ db, userId: person.id, id: created.id })).toEqual(created);

    const second = await createIdeaJourney({ db, userId: person.id, title: 'Second idea' });
    expect((await listIdeaJourneys({ db, userId: person.id })).map((j) => j.id)).toEqual([
      second.id,
      created.id,
    ]);

    const prd = await createJourneyStage({ db, userId: person.id, currentStage: 'prd' });
    const when = new Date(Date.now() + 60_000);
    const updated = await updateIdeaJourney({
      db,
      userId: person.id,
      id: created.id,
      currentStageId: prd.id,
      updatedAt: when,
    });
    expect(updated).toMatchObject({ title: 'Bike sharing for villages', description: 'Shared e-bikes' });
    expect(updated?.currentStageId).toBe(prd.id);
    expect(updated?.updatedAt.getTime()).toBe(when.getTime());
    expect((await listIdeaJourneys({ db, userId: person.id }))[0]?.id).toBe(created.id);

    expect(await deleteIdeaJourney({ db, userId: person.id, id: created.id })).toBe(true);
    expect(await deleteIdeaJourney({ db, userId: person.id, id: created.id })).toBe(false);
    expect(await getIdeaJourney({ db, userId: person.id, id: created.id })).toBeUndefined();
  });

  it('hides and protects one user’s journeys from another', async () => {
    const db = database.db;
    const owner = await insertTestUser({ db });
    const intruder = await insertTestUser({ db });
    const journey = await createIdeaJourney({ db, userId: owner.id, title: 'Mine' });
    expect(await getIdeaJourney({ db, userId: intruder.id, id: journey.id })).toBeUndefined();
    expect(await listIdeaJourneys({ db, userId: intruder.id })).toEqual([]);
    expect(
      await updateIdeaJourney({ db, userId: intruder.id, id: journey.id, title: 'Stolen' }),
    ).toBeUndefined();
    expect(await deleteIdeaJourney({ db, userId: intruder.id, id: journey.id })).toBe(false);
    expect((await getIdeaJourney({ db, userId: owner.id, id: journey.id }))?.title).toBe('Mine');
  });

  it('refuses to link a journey to another user’s stage (SQLSTATE 23503)', async () => {
    const db = database.db;
    const owner = await insertTestUser({ db });
    const intruder = await insertTestUser({ db });
    const foreignStage = await createJourneyStage({ db, userId: owner.id });
    const attempt = createIdeaJourney({
      db,
      userId: intruder.id,
      title: 'x',
      currentStageId: foreignStage.id,
    });
    expect(getSqlState(await attempt.catch((error: unknown) => error))).toBe(sqlState.foreignKeyViolation);
    const mine = await createIdeaJourney({ db, userId: intruder.id, title: 'y' });
    const update = updateIdeaJourney({
      db,
      userId: intruder.id,
      id: mine.id,
      currentStageId: foreignStage.id,
    });
    const error = await update.catch((caught: unknown) => caught);
    expect(getSqlState(error)).toBe(sqlState.foreignKeyViolation);
    expect(String((error as Error).cause)).toMatch(/Journey stage not found/);
    expect((await getIdeaJourney({ db, userId: intruder.id, id: mine.id }))?.currentStageId).toBeNull();
  });

  it('updates a journey stage and finds the latest one, for its owner only', async () => {
    const db = database.db;
    const owner = await insertTestUser({ db });
    const intruder = await insertTestUser({ db });
    const stage = await createJourneyStage({ db, userId: owner.id });
    const data = { description: 'A long enough description' };
    expect(
      await updateJourneyStage({
        db,
        userId: intruder.id,
        id: stage.id,
        currentStage: 'prd',
        stageData: data,
      }),
    ).toBeUndefined();
    const moved = await updateJourneyStage({
      db,
      userId: owner.id,
      id: stage.id,
      currentStage: 'prd',
      stageData: data,
    });
    expect(moved).toMatchObject({ currentStage: 'prd', stageData: data });
    expect((await getLatestJourneyStage({ db, userId: owner.id }))?.id).toBe(stage.id);
    expect(await getLatestJourneyStage({ db, userId: intruder.id })).toBeUndefined();
  });
});
