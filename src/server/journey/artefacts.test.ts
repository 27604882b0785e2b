import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArtefactDetail,
  ArtefactDiff,
  ArtefactList,
  ArtefactVersionList,
} from '../../domain/journey-api.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  signUp,
} from '../chat/chat-test-support.ts';
import { projects } from '../db/schema.ts';
import { readJson } from '../testing/test-users.ts';
import { createArtefactFor } from './artefacts-service.ts';

const prd = {
  title: 'Dog walks',
  problem_statement: 'Owners cannot find a walker at short notice',
  target_audience: 'Busy dog owners in cities',
  key_features: ['Search walkers nearby', 'Book a walk'],
};

describe('artefacts', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;
  let sessionId: string;

  beforeAll(async () => {
    t = await createChatTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    sessionId = await createSessionFor(t.app, alice);
  });
  afterAll(() => t.cleanup());

  async function createPrd(
    session = sessionId,
    fields: Record<string, unknown> = prd,
  ): Promise<ArtefactDetail> {
    const res = await call(t.app, alice, 'POST', `/api/sessions/${session}/artefacts`, {
      artefactType: 'prd',
      document: fields,
    });
    expect(res.status).toBe(201);
    return readJson<ArtefactDetail>(res);
  }

  it('creates a structured document, renders its Markdown and lists it', async () => {
    const created = await createPrd();
    expect(created).toMatchObject({
      sessionId,
      projectId: null,
      artefactType: 'prd',
      stage: 'prd',
      name: 'PRD: Dog walks',
      title: 'Dog walks',
      version: 1,
      outOfDate: false,
    });
    expect(created.content).toContain('# Dog walks\n\n## Problem Statement\n\nOwners cannot find a walker');
    expect(created.content).toContain('## Key Features\n\n- Search walkers nearby\n- Book a walk');
    const list = await readJson<ArtefactList>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/artefacts`),
    );
    expect(list.items.map((i) => i.id)).toEqual([created.id]);
  });

  it('answers the catalogue messages for invalid input', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ artefactType: 'prd', content: '   ' }, 400, 'Artefact content is required'],
      [{ artefactType: 'prd', name: '   ', content: 'ok' }, 400, 'Artefact name is required'],
      [
        { artefactType: 'prd', name: 'x'.repeat(200), content: 'ok' },
        400,
        'Artefact name must be less than 200 characters',
      ],
      [
        { artefactType: 'prd', name: 'Big', content: 'x'.repeat(1_000_001) },
        400,
        'Artefact content is too large',
      ],
      [{ artefactType: 'prd' }, 400, 'Artefact content is required'],
      [
        { artefactType: 'plan', content: 'x' },
        400,
        'Artefact type must be one of: idea, prd, mvp, domain-model, tech-stack, summary',
      ],
      [
        { artefactType: 'prd', document: { ...prd, target_audience: '' } },
        400,
        'PRD document requires target_audience',
      ],
    ];
    for (const [request, status, message] of cases) {
      const res = await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, request);
      expect(res.status, message).toBe(status);
      expect((await readJson<{ error: { message: string } }>(res)).error.message).toBe(message);
    }
  });

  it('refuses a second artefact with the same name in the session', async () => {
    const request = { artefactType: 'idea', name: 'Notes', content: '# Notes\n' };
    expect((await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, request)).status).toBe(
      201,
    );
    const res = await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, request);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'ARTEFACT_DUPLICATE_NAME', message: 'An artefact with this name already exists' },
    });
  });

  it('answers "Failed to create artefact - no ID returned" when the database returns no row', async () => {
    // A database that accepts the insert but returns nothing cannot be produced on purpose; only the insert's
    // transaction is replaced, every other query is the real database's.
    const db = t.database.db;
    const silent = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'transaction' ? async () => undefined : Reflect.get(target, prop, receiver),
    });
    await expect(
      createArtefactFor({
        db: silent,
        userId: alice.userId,
        owner: { sessionId },
        request: { artefactType: 'idea', content: '# Lost\n' },
      }),
    ).rejects.toThrow('Failed to create artefact - no ID returned');
  });

  it('keeps every version, diffs any two and restores an old one as a new version', async () => {
    const session = await createSessionFor(t.app, alice);
    const created = await createPrd(session);
    const edited = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'PATCH', `/api/artefacts/${created.id}`, {
        document: { target_audience: 'Dog owners who work long hours' },
      }),
    );
    expect(edited.version).toBe(2);
    expect(edited.document?.problem_statement).toBe(prd.problem_statement);
    expect(edited.content).toContain('## Target Audience\n\nDog owners who work long hours');

    const versions = await readJson<ArtefactVersionList>(
      await call(t.app, alice, 'GET', `/api/artefacts/${created.id}/versions`),
    );
    expect(versions.items.map((v) => [v.version, v.current, v.linesAdded, v.linesRemoved])).toEqual([
      [2, true, 1, 1],
      [1, false, created.content.trimEnd().split('\n').length, 0],
    ]);

    const diff = await readJson<ArtefactDiff>(
      await call(t.app, alice, 'GET', `/api/artefacts/${created.id}/diff?from=1&to=2`),
    );
    expect(diff).toMatchObject({ from: 1, to: 2, linesAdded: 1, linesRemoved: 1 });
    expect(diff.changes).toContainEqual({ kind: 'removed', text: 'Busy dog owners in cities\n' });
    expect(diff.changes).toContainEqual({ kind: 'added', text: 'Dog owners who work long hours\n' });
    expect(diff.patch).toContain('-Busy dog owners in cities\n+Dog owners who work long hours');

    const restored = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'POST', `/api/artefacts/${created.id}/versions/1/restore`),
    );
    expect(restored.version).toBe(3);
    expect(restored.content).toBe(created.content);
    const after = await readJson<ArtefactVersionList>(
      await call(t.app, alice, 'GET', `/api/artefacts/${created.id}/versions`),
    );
    expect(after.items.map((v) => [v.version, v.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const missing = await call(t.app, alice, 'GET', `/api/artefacts/${created.id}/versions/9`);
    expect(missing.status).toBe(404);
    expect((await readJson<{ error: { message: string } }>(missing)).error.message).toBe(
      'Version 9 of this artefact does not exist',
    );
  });

  it('replaces the Markdown, renames, and does not add a version when nothing changed', async () => {
    const session = await createSessionFor(t.app, alice);
    const created = await createPrd(session);
    const same = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'PATCH', `/api/artefacts/${created.id}`, { name: created.name }),
    );
    expect(same.version).toBe(1);
    const free = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'PATCH', `/api/artefacts/${created.id}`, {
        content: '  # My own PRD\n\nFree text  ',
        name: ' Mine ',
      }),
    );
    expect(free).toMatchObject({
      name: 'Mine',
      content: '# My own PRD\n\nFree text',
      document: null,
      title: 'My own PRD',
      version: 2,
    });
    const edited = created.content.replace('Busy dog owners in cities', 'Dog owners on night shifts');
    const kept = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'PATCH', `/api/artefacts/${created.id}`, { content: edited }),
    );
    expect(kept.document).toMatchObject({
      target_audience: 'Dog owners on night shifts',
      key_features: prd.key_features,
    });
    const blank = await call(t.app, alice, 'PATCH', `/api/artefacts/${created.id}`, { content: '' });
    expect((await readJson<{ error: { message: string } }>(blank)).error.message).toBe(
      'Artefact content is required',
    );
  });

  it('flags a later document as out of date when an earlier one changes after it', async () => {
    const session = await createSessionFor(t.app, alice);
    const idea = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'POST', `/api/sessions/${session}/artefacts`, {
        artefactType: 'idea',
        document: {
          title: 'Dog walks',
          concept: 'Walkers on demand',
          problem: 'No walker at short notice',
          vision: 'Every dog walked',
        },
      }),
    );
    const later = await createPrd(session);
    expect(later.outOfDate).toBe(false);
    await call(t.app, alice, 'PATCH', `/api/artefacts/${idea.id}`, {
      document: { vision: 'Happy dogs everywhere' },
    });
    const stale = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'GET', `/api/artefacts/${later.id}`),
    );
    expect(stale).toMatchObject({ outOfDate: true, outOfDateBecause: ['idea'] });
    await call(t.app, alice, 'PATCH', `/api/artefacts/${later.id}`, {
      document: { key_features: ['Book a walk'] },
    });
    const fresh = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'GET', `/api/artefacts/${later.id}`),
    );
    expect(fresh.outOfDate).toBe(false);
  });

  it('exports every document of the session as one Markdown file in journey order', async () => {
    const session = await createSessionFor(t.app, alice);
    await createPrd(session);
    await call(t.app, alice, 'POST', `/api/sessions/${session}/artefacts`, {
      artefactType: 'idea',
      document: { title: 'The idea', concept: 'Walkers', problem: 'Short notice', vision: 'Walked dogs' },
    });
    const res = await call(t.app, alice, 'GET', `/api/sessions/${session}/artefacts/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/markdown');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-documents\.md"$/);
    const text = await res.text();
    expect(text.indexOf('# The idea')).toBeLessThan(text.indexOf('# Dog walks'));
    expect(text.indexOf('# The idea')).toBe(0);
  });

  it('links documents to a project the caller owns, and hides another user’s project', async () => {
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: alice.userId, name: 'Walks' })
      .returning();
    const projectId = project?.id ?? '';
    const res = await call(t.app, alice, 'POST', `/api/projects/${projectId}/artefacts`, {
      artefactType: 'mvp',
      content: '# MVP\n',
    });
    expect(res.status).toBe(201);
    expect(await readJson<ArtefactDetail>(res)).toMatchObject({ projectId, sessionId: null });
    const list = await readJson<ArtefactList>(
      await call(t.app, alice, 'GET', `/api/projects/${projectId}/artefacts`),
    );
    expect(list.items).toHaveLength(1);
    for (const [method, path] of [
      ['GET', `/api/projects/${projectId}/artefacts`],
      ['POST', `/api/projects/${projectId}/artefacts`],
    ] as const) {
      const denied = await call(
        t.app,
        bob,
        method,
        path,
        method === 'GET' ? undefined : { artefactType: 'mvp', content: '# Mine\n' },
      );
      expect(denied.status).toBe(404);
      expect((await readJson<{ error: { message: string } }>(denied)).error.message).toBe(
        'Project not found or access denied',
      );
    }
  });

  it('answers 404 to another user for every artefact path', async () => {
    const created = await createPrd(await createSessionFor(t.app, alice));
    const paths: Array<[string, string, unknown?]> = [
      ['GET', `/api/artefacts/${created.id}`],
      ['PATCH', `/api/artefacts/${created.id}`, { name: 'Taken' }],
      ['DELETE', `/api/artefacts/${created.id}`],
      ['GET', `/api/artefacts/${created.id}/versions`],
      ['GET', `/api/artefacts/${created.id}/versions/1`],
      ['GET', `/api/artefacts/${created.id}/diff?from=1`],
      ['POST', `/api/artefacts/${created.id}/versions/1/restore`],
    ];
    for (const [method, path, request] of paths) {
      const res = await call(t.app, bob, method, path, request);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await readJson<{ error: { message: string } }>(res)).error.message).toBe('Artefact not found');
    }
    for (const [method, path] of [
      ['GET', `/api/sessions/${created.sessionId}/artefacts`],
      ['POST', `/api/sessions/${created.sessionId}/artefacts`],
      ['GET', `/api/sessions/${created.sessionId}/artefacts/export`],
    ] as const) {
      const res = await call(
        t.app,
        bob,
        method,
        path,
        method === 'GET' ? undefined : { artefactType: 'prd', content: 'x' },
      );
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await call(t.app, alice, 'GET', `/api/artefacts/not-a-uuid`)).status).toBe(404);
    expect((await call(t.app, alice, 'DELETE', `/api/artefacts/${created.id}`)).status).toBe(204);
    expect((await call(t.app, alice, 'GET', `/api/artefacts/${created.id}`)).status).toBe(404);
  });
});
