import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectList } from '../../domain/projects-api.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  signUp,
} from '../chat/chat-test-support.ts';
import { createProjectFor } from './projects-service.ts';

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('projects', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    t = await createChatTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  async function createProject(caller: Caller, name: string, description?: string): Promise<ProjectDetail> {
    const res = await call(t.app, caller, 'POST', '/api/projects', { name, description });
    expect(res.status).toBe(201);
    return body<ProjectDetail>(res);
  }

  it('creates a private project with trimmed fields and no chats or documents yet', async () => {
    const created = await createProject(alice, '  Dog walks  ', '  Walkers on demand ');
    expect(created).toMatchObject({
      name: 'Dog walks',
      description: 'Walkers on demand',
      visibility: 'private',
      shareToken: null,
      chatCount: 0,
      documentCount: 0,
      chats: [],
      progress: { stage: 'idea', percent: 0 },
    });
    expect(await body(await call(t.app, alice, 'GET', `/api/projects/${created.id}`))).toEqual(created);
  });

  it('answers "Project name is required" for a missing or blank name', async () => {
    for (const payload of [{}, { name: '   ' }]) {
      const res = await call(t.app, alice, 'POST', '/api/projects', payload);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'PROJECT_NAME_REQUIRED', message: 'Project name is required' },
      });
    }
    const { id } = await createProject(alice, 'Rename me');
    const blank = await call(t.app, alice, 'PATCH', `/api/projects/${id}`, { name: '' });
    expect(((await blank.json()) as { error: { message: string } }).error.message).toBe(
      'Project name is required',
    );
  });

  it('answers "Project name must be less than 200 characters" for a long name', async () => {
    const res = await call(t.app, alice, 'POST', '/api/projects', { name: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Project name must be less than 200 characters',
    );
  });

  it('refuses to create a project without a user: "User ID is required" (and 401 over HTTP)', async () => {
    await expect(createProjectFor({ db: t.database.db, userId: '', name: 'P' })).rejects.toThrow(
      'User ID is required',
    );
    const res = await call(t.app, null, 'POST', '/api/projects', { name: 'P' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'USER_NOT_AUTHENTICATED', message: 'User not authenticated' },
    });
  });

  it('renames and describes a project, and clears the description with an empty one', async () => {
    const { id } = await createProject(alice, 'Old', 'Something');
    const res = await call(t.app, alice, 'PATCH', `/api/projects/${id}`, { name: 'New', description: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, name: 'New', description: null });
  });

  it('lists with search (name or description, case-insensitive, no wildcards) and sorts', async () => {
    const carol = await signUp(t.app);
    const zebra = await createProject(carol, 'Zebra crossings', 'Safer roads');
    const apple = await createProject(carol, 'apple picking', 'Orchards 100%');
    const mango = await createProject(carol, 'Mango', 'Fruit for ROADS');
    const names = async (query: string) =>
      (await body<ProjectList>(await call(t.app, carol, 'GET', `/api/projects${query}`))).items.map(
        (p) => p.name,
      );
    expect(await names('')).toEqual([mango.name, apple.name, zebra.name]);
    expect(await names('?sort=name')).toEqual([apple.name, mango.name, zebra.name]);
    expect(await names('?sort=created')).toEqual([mango.name, apple.name, zebra.name]);
    expect(await names('?search=roads&sort=name')).toEqual([mango.name, zebra.name]);
    expect(await names('?search=%25')).toEqual([apple.name]);
    expect(await names('?search=_')).toEqual([]);
    // Activity counts the project's chats: linking a chat to the oldest brings it to the top.
    const chat = await createSessionFor(t.app, carol);
    await call(t.app, carol, 'POST', `/api/projects/${zebra.id}/sessions`, { sessionId: chat });
    const list = await body<ProjectList>(await call(t.app, carol, 'GET', '/api/projects'));
    expect(list.items[0]).toMatchObject({ id: zebra.id, chatCount: 1 });
    expect(Date.parse(list.items[0]?.lastActivityAt ?? '')).toBeGreaterThan(Date.parse(zebra.updatedAt) - 1);
  });

  it('pages with a cursor', async () => {
    const dave = await signUp(t.app);
    for (const name of ['A', 'B', 'C']) await createProject(dave, name);
    const page1 = await body<ProjectList>(await call(t.app, dave, 'GET', '/api/projects?limit=2&sort=name'));
    expect(page1.items.map((p) => p.name)).toEqual(['A', 'B']);
    const page2 = await body<ProjectList>(
      await call(t.app, dave, 'GET', `/api/projects?limit=2&sort=name&cursor=${page1.nextCursor}`),
    );
    expect(page2.items.map((p) => p.name)).toEqual(['C']);
    expect(page2.nextCursor).toBeUndefined();
  });

  it('shows the furthest journey stage of its chats and counts the project documents', async () => {
    const { id } = await createProject(alice, 'Progress');
    const chat = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/projects/${id}/sessions`, { sessionId: chat });
    const doc = await call(t.app, alice, 'POST', `/api/sessions/${chat}/artefacts`, {
      artefactType: 'prd',
      document: {
        title: 'Dog walks',
        problem_statement: 'Owners cannot find a walker at short notice',
        target_audience: 'Busy dog owners in cities',
        key_features: ['Search walkers nearby', 'Book a walk'],
      },
    });
    expect(doc.status).toBe(201);
    const projectDoc = await call(t.app, alice, 'POST', `/api/projects/${id}/artefacts`, {
      artefactType: 'idea',
      content: '# Dogs\n\nWalks on demand',
    });
    expect(projectDoc.status).toBe(201);
    const detail = await body<ProjectDetail>(await call(t.app, alice, 'GET', `/api/projects/${id}`));
    const journey = await body<{ stage: string }>(
      await call(t.app, alice, 'GET', `/api/sessions/${chat}/journey`),
    );
    expect(detail.chats).toEqual([expect.objectContaining({ id: chat, stage: journey.stage })]);
    expect(detail.progress.stage).toBe(journey.stage);
    expect(detail.progress.percent).toBeGreaterThan(0);
    expect(detail.documentCount).toBe(1);
  });

  it("answers 404 for another user's project on every endpoint and leaves it untouched", async () => {
    const project = await createProject(alice, 'Private plans');
    const aliceChat = await createSessionFor(t.app, alice);
    const bobChat = await createSessionFor(t.app, bob);
    for (const [method, path, payload] of [
      ['GET', `/api/projects/${project.id}`],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Mine now' }],
      ['PATCH', `/api/projects/${project.id}`, { visibility: 'link' }],
      ['DELETE', `/api/projects/${project.id}?chats=delete`],
      ['GET', `/api/projects/${project.id}/artefacts`],
      ['POST', `/api/projects/${project.id}/sessions`, { sessionId: bobChat }],
      ['DELETE', `/api/projects/${project.id}/sessions/${aliceChat}`],
      ['POST', `/api/sessions/${bobChat}/save-to-project`, { projectId: project.id }],
    ] as const) {
      const res = await call(t.app, bob, method, path, payload);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/not found/);
    }
    const list = await body<ProjectList>(await call(t.app, bob, 'GET', '/api/projects'));
    expect(list.items.map((p) => p.id)).not.toContain(project.id);
    const after = await body<ProjectDetail>(await call(t.app, alice, 'GET', `/api/projects/${project.id}`));
    expect(after).toMatchObject({ name: 'Private plans', visibility: 'private', shareToken: null });
    // Bob's chat was not linked into Alice's project.
    const bobSession = await body<{ projectId: string | null }>(
      await call(t.app, bob, 'GET', `/api/sessions/${bobChat}`),
    );
    expect(bobSession.projectId).toBeNull();
  });

  it('documents every project endpoint in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        'get /api/projects',
        'post /api/projects',
        'get /api/projects/{id}',
        'patch /api/projects/{id}',
        'delete /api/projects/{id}',
        'get /api/projects/{id}/artefacts',
        'post /api/projects/{id}/sessions',
        'delete /api/projects/{id}/sessions/{sessionId}',
        'post /api/projects/{id}/promote',
        'post /api/sessions/{id}/save-to-project',
        'get /api/shared/projects/{token}',
      ]),
    );
  });

  it('answers "Project not found" for an id that is not a UUID', async () => {
    const res = await call(t.app, alice, 'GET', '/api/projects/not-a-uuid');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'PROJECT_NOT_FOUND', message: 'Project not found' } });
  });

  it('answers the generic "Failed to get projects" / "Failed to create project" on unexpected failures', async () => {
    await t.database.db.execute(sql`alter table projects rename to projects_away`);
    try {
      const list = await call(t.app, alice, 'GET', '/api/projects');
      expect(list.status).toBe(500);
      expect(await list.json()).toEqual({
        error: { code: 'GET_PROJECTS_FAILED', message: 'Failed to get projects' },
      });
      const created = await call(t.app, alice, 'POST', '/api/projects', { name: 'P' });
      expect(created.status).toBe(500);
      expect(await created.json()).toEqual({
        error: { code: 'CREATE_PROJECT_FAILED', message: 'Failed to create project' },
      });
    } finally {
      await t.database.db.execute(sql`alter table projects_away rename to projects`);
    }
  });
});
