import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ContextItem,
  ContextList,
  InfrastructureList,
  PageList,
} from '../../../domain/project-items-api.ts';
import { type Caller, type ChatTestApp, call, createSessionFor } from '../../chat/chat-test-support.ts';
import { SHIFT_SWAP_DOMAIN_MODEL, SHIFT_SWAP_MVP } from '../../testing/shift-swap-documents.ts';
import { createAppWithAliceAndBob, createProjectFor } from '../../testing/test-app-with-users.ts';
import { readJson } from '../../testing/test-users.ts';
import { fillEmptyKinds, fillProjectItemsFrom } from './derivation-service.ts';

/**
 * Filling a project's empty kinds after a document is saved: a kind with no items is filled under the project's
 * lock; when every kind has items the save costs one read and takes no lock (no transaction).
 */
describe('filling the empty kinds after a save', () => {
  let t: ChatTestApp;
  let alice: Caller;

  beforeAll(async () => {
    ({ t, alice } = await createAppWithAliceAndBob());
  });
  afterAll(() => t.cleanup());
  afterEach(() => vi.restoreAllMocks());

  const get = async <T>(path: string): Promise<T> => readJson<T>(await call(t.app, alice, 'GET', path));
  const post = async (path: string, body: unknown): Promise<Response> => {
    const res = await call(t.app, alice, 'POST', path, body);
    expect(res.status).toBe(201);
    return res;
  };
  /** A project with one hand-made item of each kind, and a chat linked to it. */
  async function filledProject(): Promise<{ projectId: string; sessionId: string }> {
    const projectId = await createProjectFor(t, alice, 'Filled');
    const p = `/api/projects/${projectId}`;
    await post(`${p}/pages`, { name: 'Mine' });
    await post(`${p}/contexts`, { name: 'Mine' });
    await post(`${p}/infrastructure`, { name: 'Mine' });
    const sessionId = await createSessionFor(t.app, alice);
    expect((await call(t.app, alice, 'POST', `${p}/sessions`, { sessionId })).status).toBe(200);
    return { projectId, sessionId };
  }
  const names = async (projectId: string) => {
    const p = `/api/projects/${projectId}`;
    return [
      (await get<PageList>(`${p}/pages`)).items.map((i) => i.name),
      (await get<ContextList>(`${p}/contexts`)).items.map((i) => i.name),
      (await get<InfrastructureList>(`${p}/infrastructure`)).items.map((i) => i.name),
    ];
  };

  it('leaves a project whose every kind has items untouched, without a transaction or lock', async () => {
    const { projectId, sessionId } = await filledProject();
    await post(`/api/projects/${projectId}/artefacts`, { artefactType: 'mvp', document: SHIFT_SWAP_MVP });
    await post(`/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'domain-model',
      document: SHIFT_SWAP_DOMAIN_MODEL,
    });
    const db = t.database.db;
    const transaction = vi.spyOn(db, 'transaction');
    await fillProjectItemsFrom(db, { projectId, sessionId: null, artefactType: 'mvp' });
    await fillProjectItemsFrom(db, { projectId: null, sessionId, artefactType: 'domain-model' });
    expect(await fillEmptyKinds(db, projectId)).toBe(0);
    expect(transaction).not.toHaveBeenCalled();
    expect(await names(projectId)).toEqual([['Mine'], ['Mine'], ['Mine']]);
  });

  it('fills a kind that became empty, through the project or through its chat, under one transaction', async () => {
    const { projectId, sessionId } = await filledProject();
    const p = `/api/projects/${projectId}`;
    await post(`/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'domain-model',
      document: SHIFT_SWAP_DOMAIN_MODEL,
    });
    await post(`${p}/artefacts`, { artefactType: 'mvp', document: SHIFT_SWAP_MVP });
    // Only proposed while the kinds have items.
    expect(await names(projectId)).toEqual([['Mine'], ['Mine'], ['Mine']]);

    const context = (await get<ContextList>(`${p}/contexts`)).items[0] as ContextItem;
    expect((await call(t.app, alice, 'DELETE', `${p}/contexts/${context.id}`)).status).toBe(204);
    const db = t.database.db;
    const transaction = vi.spyOn(db, 'transaction');
    await fillProjectItemsFrom(db, { projectId: null, sessionId, artefactType: 'domain-model' });
    expect(transaction).toHaveBeenCalledTimes(1);
    expect((await names(projectId))[1]).toEqual(['Shifts', 'Employees']);

    const page = (await get<PageList>(`${p}/pages`)).items[0];
    expect((await call(t.app, alice, 'DELETE', `${p}/pages/${page?.id}`)).status).toBe(204);
    await fillProjectItemsFrom(db, { projectId, sessionId: null, artefactType: 'mvp' });
    expect(transaction).toHaveBeenCalledTimes(2);
    expect(await names(projectId)).toEqual([
      ['Home', 'Sign up', 'Rota', 'Swap requests'],
      ['Shifts', 'Employees'],
      ['Mine'],
    ]);
  });

  it('does nothing for a chat outside any project, an unknown project, or a document that derives nothing', async () => {
    const db = t.database.db;
    const sessionId = await createSessionFor(t.app, alice);
    const empty = await createProjectFor(t, alice, 'Empty');
    const transaction = vi.spyOn(db, 'transaction');
    await fillProjectItemsFrom(db, { projectId: null, sessionId, artefactType: 'mvp' });
    await fillProjectItemsFrom(db, {
      projectId: '00000000-0000-0000-0000-000000000000',
      sessionId: null,
      artefactType: 'mvp',
    });
    await fillProjectItemsFrom(db, { projectId: empty, sessionId: null, artefactType: 'prd' });
    expect(transaction).not.toHaveBeenCalled();
    expect(await names(empty)).toEqual([[], [], []]);
  });
});
