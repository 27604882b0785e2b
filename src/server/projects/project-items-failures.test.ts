import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageItem } from '../../domain/project-items-api.ts';
import { type Caller, type ChatTestApp, call } from '../chat/chat-test-support.ts';
import { createAppWithAliceAndBob, createProjectFor, expectError } from '../testing/test-app-with-users.ts';
import { readJson } from '../testing/test-users.ts';

/** Project items when the database fails under them, and their endpoints in the OpenAPI document. */
describe('project items: failures and OpenAPI', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let projectId: string;

  beforeAll(async () => {
    ({ t, alice } = await createAppWithAliceAndBob());
    projectId = await createProjectFor(t, alice, 'Cafe shifts');
  });
  afterAll(() => t.cleanup());

  const url = (path: string) => `/api/projects/${projectId}/${path}`;

  it('answers the generic failure messages on unexpected failures, and loses nothing', async () => {
    const page = await readJson<PageItem>(
      await call(t.app, alice, 'POST', url('pages'), { name: 'Survivor' }),
    );
    await t.database.db.execute(sql`alter table project_pages rename to project_pages_away`);
    await t.database.db.execute(sql`alter table artefacts rename to artefacts_away`);
    try {
      const cases: Array<[string, string, unknown, string, string]> = [
        ['GET', url('pages'), undefined, 'GET_PROJECT_ITEMS_FAILED', 'Failed to get project items'],
        ['POST', url('pages'), { name: 'P' }, 'CREATE_PROJECT_ITEM_FAILED', 'Failed to create item'],
        [
          'PATCH',
          url(`pages/${page.id}`),
          { name: 'P' },
          'UPDATE_PROJECT_ITEM_FAILED',
          'Failed to update item',
        ],
        ['DELETE', url(`pages/${page.id}`), undefined, 'DELETE_PROJECT_ITEM_FAILED', 'Failed to delete item'],
        ['GET', url('derivation'), undefined, 'DERIVATION_FAILED', 'Failed to derive from the documents'],
      ];
      for (const [method, target, payload, code, message] of cases)
        await expectError(await call(t.app, alice, method, target, payload), 500, code, message);
    } finally {
      await t.database.db.execute(sql`alter table project_pages_away rename to project_pages`);
      await t.database.db.execute(sql`alter table artefacts_away rename to artefacts`);
    }
    expect(await readJson<PageItem>(await call(t.app, alice, 'GET', url(`pages/${page.id}`)))).toMatchObject({
      name: 'Survivor',
    });
  });
  it('documents every item and derivation endpoint in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    const expected = ['pages', 'contexts', 'infrastructure'].flatMap((kind) => [
      `get /api/projects/{id}/${kind}`,
      `post /api/projects/{id}/${kind}`,
      `get /api/projects/{id}/${kind}/{itemId}`,
      `patch /api/projects/{id}/${kind}/{itemId}`,
      `delete /api/projects/{id}/${kind}/{itemId}`,
    ]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ...expected,
        'get /api/projects/{id}/derivation',
        'post /api/projects/{id}/derivation',
      ]),
    );
  });
});
