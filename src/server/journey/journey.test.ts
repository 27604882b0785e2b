import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyState } from '../../domain/journey-api.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  signUp,
} from '../chat/chat-test-support.ts';
import { journeyStages } from '../db/schema.ts';
import { readJson } from '../testing/test-users.ts';

describe('the journey of a session', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    t = await createChatTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  const move = (sessionId: string, stage: string, stageData?: Record<string, unknown>) =>
    call(t.app, alice, 'PATCH', `/api/sessions/${sessionId}/journey`, {
      stage,
      ...(stageData ? { stageData } : {}),
    });

  async function expectError(res: Promise<Response>, status: number, message: string) {
    const answer = await res;
    expect(answer.status, message).toBe(status);
    expect((await readJson<{ error: { message: string } }>(answer)).error.message).toBe(message);
  }

  it('starts at idea with 17 % and a checklist of what each stage still needs', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const state = await readJson<JourneyState>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/journey`),
    );
    expect(state).toMatchObject({
      sessionId,
      journeyId: null,
      stage: 'idea',
      percent: 17,
      nextStages: ['prd', 'mvp'],
    });
    expect(state.stages.map((s) => [s.stage, s.status, s.percent])).toEqual([
      ['idea', 'current', 17],
      ['prd', 'upcoming', 33],
      ['mvp', 'upcoming', 50],
      ['domain-model', 'upcoming', 67],
      ['tech-stack', 'upcoming', 83],
      ['complete', 'upcoming', 100],
    ]);
    expect(state.stages.map((s) => s.missing)).toEqual([
      ['Idea stage requires a description'],
      [
        'PRD stage requires problem statement',
        'PRD stage requires target audience',
        'PRD stage requires core features',
      ],
      ['MVP stage requires at least one MVP feature', 'MVP stage requires at least one user story'],
      ['Domain model stage requires at least one entity'],
      [
        'Tech stack stage requires frontend technology choice',
        'Tech stack stage requires backend technology choice',
        'Tech stack stage requires database technology choice',
      ],
      [],
    ]);
    expect(state.flowchart).toContain('flowchart LR');
    expect(state.flowchart).toContain('class idea current');
  });

  it('lets the state machine and the stage data decide every move, with the spec’s messages', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    await expectError(move(sessionId, 'prd'), 400, 'Idea stage requires a description');
    await expectError(
      move(sessionId, 'prd', { description: 'Walks' }),
      400,
      'Idea description must be at least 10 characters long',
    );
    await expectError(
      move(sessionId, 'domain-model'),
      409,
      'Invalid transition from idea to domain-model. Valid next stages are: prd, mvp',
    );
    await expectError(move(sessionId, 'launch'), 400, 'Unknown stage: launch');
    const stayed = await readJson<JourneyState>(
      await move(sessionId, 'idea', { description: 'Dog walkers on demand' }),
    );
    expect(stayed).toMatchObject({ stage: 'idea', stageData: { description: 'Dog walkers on demand' } });
    expect(stayed.journeyId).not.toBeNull();

    expect((await readJson<JourneyState>(await move(sessionId, 'prd'))).stage).toBe('prd');
    await expectError(
      move(sessionId, 'mvp', { problemStatement: 'No walker at short notice' }),
      400,
      'PRD stage requires target audience',
    );
    // A refused move changes nothing, so the data goes again with the missing field.
    const prd = { problemStatement: 'No walker at short notice', targetAudience: 'Dog owners' };
    await expectError(move(sessionId, 'mvp', prd), 400, 'PRD stage requires core features');
    const atMvp = await readJson<JourneyState>(
      await move(sessionId, 'mvp', { ...prd, coreFeatures: ['Book a walk'] }),
    );
    expect(atMvp.percent).toBe(50);
    await expectError(move(sessionId, 'domain-model'), 400, 'MVP stage requires at least one MVP feature');
    await expectError(
      move(sessionId, 'domain-model', { mvpFeatures: ['Booking'] }),
      400,
      'MVP stage requires at least one user story',
    );
    await move(sessionId, 'domain-model', {
      mvpFeatures: ['Booking'],
      userStories: ['As an owner I book a walk'],
    });
    await expectError(move(sessionId, 'tech-stack'), 400, 'Domain model stage requires at least one entity');
    await move(sessionId, 'tech-stack', { entities: ['Walk'] });
    await expectError(
      move(sessionId, 'complete', { frontend: 'React', backend: 'Node' }),
      400,
      'Tech stack stage requires database technology choice',
    );
    const done = await readJson<JourneyState>(
      await move(sessionId, 'complete', { frontend: 'React', backend: 'Node', database: 'PostgreSQL' }),
    );
    expect(done).toMatchObject({ stage: 'complete', percent: 100, nextStages: [] });
    expect(done.stages.every((s) => s.status === 'done')).toBe(true);
    await expectError(
      move(sessionId, 'idea'),
      409,
      'Invalid transition from complete to idea. Valid next stages are: none',
    );
  });

  it('moves on when a stage’s document is saved with complete data, and takes the idea → MVP shortcut', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const create = (artefactType: string, document: Record<string, unknown>) =>
      call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, { artefactType, document });
    await create('mvp', {
      title: 'Walks MVP',
      mvp_overview: 'Booking only',
      core_features: ['Book a walk'],
      user_flow: 'Signs up, books a walk',
      technical_requirements: ['Accounts'],
      success_criteria: ['10 bookings a week'],
      launch_strategy: 'Invite neighbours',
    });
    let state = await readJson<JourneyState>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/journey`),
    );
    expect(state.stage).toBe('idea');
    await create('idea', {
      title: 'Walks',
      concept: 'Dog walkers on demand',
      problem: 'No walker at short notice',
      vision: 'Every dog walked',
    });
    state = await readJson<JourneyState>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/journey`),
    );
    // The idea is described and an MVP exists without a PRD: idea → mvp → domain-model (the MVP data is complete).
    expect(state).toMatchObject({ stage: 'domain-model', percent: 67, title: 'Walks' });
    expect(state.stageData).toMatchObject({
      mvpFeatures: ['Book a walk'],
      userStories: ['Signs up', 'books a walk'],
    });
    expect(state.stages.find((s) => s.stage === 'mvp')?.artefactId).not.toBeNull();
  });

  it('documents every journey, document and diagram endpoint in /api/openapi.json', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        'get /api/sessions/{id}/journey',
        'patch /api/sessions/{id}/journey',
        'get /api/sessions/{id}/artefacts',
        'post /api/sessions/{id}/artefacts',
        'get /api/sessions/{id}/artefacts/export',
        'get /api/projects/{id}/artefacts',
        'post /api/projects/{id}/artefacts',
        'get /api/artefacts/{id}',
        'patch /api/artefacts/{id}',
        'delete /api/artefacts/{id}',
        'get /api/artefacts/{id}/versions',
        'get /api/artefacts/{id}/versions/{version}',
        'get /api/artefacts/{id}/diff',
        'post /api/artefacts/{id}/versions/{version}/restore',
        'get /api/messages/{id}/diagrams',
        'get /api/diagrams/{id}',
        'post /api/diagrams/{id}/rendered',
      ]),
    );
  });

  it('starts a fresh stage record when the journey’s record was deleted', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const moved = await readJson<JourneyState>(
      await call(t.app, alice, 'PATCH', `/api/sessions/${sessionId}/journey`, {
        stage: 'prd',
        stageData: { description: 'Dog walkers on demand' },
      }),
    );
    expect(moved.stage).toBe('prd');
    await t.database.db.delete(journeyStages).where(eq(journeyStages.userId, alice.userId));
    const reset = await readJson<JourneyState>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/journey`),
    );
    expect(reset.stage).toBe('idea');
    const again = await call(t.app, alice, 'PATCH', `/api/sessions/${sessionId}/journey`, {
      stage: 'mvp',
      stageData: { description: 'Dog walkers on demand' },
    });
    expect(again.status).toBe(200);
    expect((await readJson<JourneyState>(again)).journeyId).toBe(moved.journeyId);
  });

  it('answers 404 to another user', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    expect((await call(t.app, bob, 'GET', `/api/sessions/${sessionId}/journey`)).status).toBe(404);
    const res = await call(t.app, bob, 'PATCH', `/api/sessions/${sessionId}/journey`, { stage: 'idea' });
    expect(res.status).toBe(404);
    expect((await readJson<{ error: { message: string } }>(res)).error.message).toBe(
      'Chat session not found',
    );
  });
});
