import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContextItem,
  ContextList,
  InfrastructureItem,
  InfrastructureList,
  PageItem,
  PageList,
} from '../../domain/project-items-api.ts';
import type { ProjectDetail } from '../../domain/projects-api.ts';
import { type Caller, type ChatTestApp, call } from '../chat/chat-test-support.ts';
import { createAppWithAliceAndBob, createProjectFor, expectError } from '../testing/test-app-with-users.ts';
import { readJson } from '../testing/test-users.ts';

/** Hand-made pages, bounded contexts and infrastructure items: CRUD, every catalogue message, and ownership. */
describe('project items by hand', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;
  let projectId: string;

  beforeAll(async () => {
    ({ t, alice, bob } = await createAppWithAliceAndBob());
    projectId = await createProjectFor(t, alice, 'Cafe shifts');
  });
  afterAll(() => t.cleanup());

  const url = (path: string) => `/api/projects/${projectId}/${path}`;

  it('starts empty: no pages, no contexts (no map), no infrastructure (no total)', async () => {
    expect(await readJson<PageList>(await call(t.app, alice, 'GET', url('pages')))).toEqual({ items: [] });
    expect(await readJson<ContextList>(await call(t.app, alice, 'GET', url('contexts')))).toEqual({
      items: [],
      contextMap: null,
    });
    expect(
      await readJson<InfrastructureList>(await call(t.app, alice, 'GET', url('infrastructure'))),
    ).toEqual({
      items: [],
      totalMonthlyCostEstimate: null,
    });
  });

  it('creates, reads, edits, reorders and deletes a page', async () => {
    const res = await call(t.app, alice, 'POST', url('pages'), {
      name: '  Rota  ',
      route: '/rota',
      purpose: 'The week at a glance',
      userStories: ['Manager publishes the week'],
    });
    expect(res.status).toBe(201);
    const page = await readJson<PageItem>(res);
    expect(page).toMatchObject({
      name: 'Rota',
      route: '/rota',
      purpose: 'The week at a glance',
      userStories: ['Manager publishes the week'],
      status: 'planned',
      origin: 'manual',
      edited: false,
      editedFields: [],
      position: 0,
    });
    expect(await readJson(await call(t.app, alice, 'GET', url(`pages/${page.id}`)))).toEqual(page);
    const updated = await readJson<PageItem>(
      await call(t.app, alice, 'PATCH', url(`pages/${page.id}`), {
        status: 'designed',
        purpose: '',
        position: 3,
      }),
    );
    expect(updated).toMatchObject({ status: 'designed', purpose: null, position: 3, route: '/rota' });
    const second = await readJson<PageItem>(
      await call(t.app, alice, 'POST', url('pages'), { name: 'Swaps' }),
    );
    expect(second).toMatchObject({ route: null, userStories: [], position: 4 });
    const list = await readJson<PageList>(await call(t.app, alice, 'GET', url('pages')));
    expect(list.items.map((p) => p.name)).toEqual(['Rota', 'Swaps']);
    expect((await call(t.app, alice, 'DELETE', url(`pages/${second.id}`))).status).toBe(204);
    await expectError(
      await call(t.app, alice, 'GET', url(`pages/${second.id}`)),
      404,
      'PROJECT_PAGE_NOT_FOUND',
      'Project page not found',
    );
  });

  it('answers the page messages: name, route, taken route, status, lists, text length', async () => {
    await expectError(
      await call(t.app, alice, 'POST', url('pages'), {}),
      400,
      'PROJECT_ITEM_NAME_REQUIRED',
      'Name is required',
    );
    await expectError(
      await call(t.app, alice, 'POST', url('pages'), { name: 'x'.repeat(201) }),
      400,
      'PROJECT_ITEM_NAME_TOO_LONG',
      'Name must be less than 200 characters',
    );
    await expectError(
      await call(t.app, alice, 'POST', url('pages'), { name: 'A', route: 'no slash' }),
      400,
      'PAGE_ROUTE_INVALID',
      'Route must start with / and contain no spaces',
    );
    await call(t.app, alice, 'POST', url('pages'), { name: 'Taken', route: '/taken' });
    await expectError(
      await call(t.app, alice, 'POST', url('pages'), { name: 'Again', route: '/taken' }),
      409,
      'PAGE_ROUTE_TAKEN',
      'Another page of this project already has this route',
    );
    await expectError(
      await call(t.app, alice, 'POST', url('pages'), { name: 'A', status: 'modelled' }),
      400,
      'PROJECT_ITEM_STATUS_INVALID',
      'Status must be one of: planned, designed, built, live',
    );
    await expectError(
      await call(t.app, alice, 'POST', url('pages'), { name: 'A', userStories: [''] }),
      400,
      'PROJECT_ITEM_LIST_INVALID',
      'Each entry must be 1 to 500 characters, at most 100 entries',
    );
    await expectError(
      await call(t.app, alice, 'POST', url('pages'), { name: 'A', purpose: 'x'.repeat(2001) }),
      400,
      'PROJECT_ITEM_TEXT_TOO_LONG',
      'Text must be at most 2000 characters',
    );
  });

  it('keeps bounded contexts with entities and relationships, and draws the context map', async () => {
    const scheduling = await readJson<ContextItem>(
      await call(t.app, alice, 'POST', url('contexts'), {
        name: 'Scheduling',
        purpose: 'Plans shifts',
        entities: ['Shift', 'Employee'],
      }),
    );
    expect(scheduling).toMatchObject({
      slug: 'scheduling',
      origin: 'manual',
      status: 'planned',
      relationships: [],
    });
    const payroll = await readJson<ContextItem>(
      await call(t.app, alice, 'POST', url('contexts'), {
        name: 'Payroll',
        // By name or slug: stored by slug.
        relationships: [
          { context: 'Scheduling', direction: 'upstream', pattern: 'customer-supplier' },
          { context: 'identity', direction: 'upstream' },
        ],
      }),
    );
    expect(payroll.relationships).toEqual([
      {
        context: 'scheduling',
        contextName: 'Scheduling',
        direction: 'upstream',
        pattern: 'customer-supplier',
      },
      { context: 'identity', contextName: null, direction: 'upstream' },
    ]);
    const list = await readJson<ContextList>(await call(t.app, alice, 'GET', url('contexts')));
    expect(list.contextMap).toContain('ctx_scheduling -->|"customer-supplier"| ctx_payroll');
    expect(list.contextMap).toContain('ctx_identity["identity"]:::external');
    const renamed = await readJson<ContextItem>(
      await call(t.app, alice, 'PATCH', url(`contexts/${scheduling.id}`), {
        name: 'Rota planning',
        status: 'modelled',
      }),
    );
    expect(renamed).toMatchObject({ name: 'Rota planning', slug: 'scheduling', status: 'modelled' });
    const payrollAfter = await readJson<ContextItem>(
      await call(t.app, alice, 'GET', url(`contexts/${payroll.id}`)),
    );
    expect(payrollAfter.relationships[0]?.contextName).toBe('Rota planning');
  });

  it('answers the context messages: name taken, bad relationship, not found', async () => {
    await expectError(
      await call(t.app, alice, 'POST', url('contexts'), { name: 'payroll' }),
      409,
      'BOUNDED_CONTEXT_NAME_TAKEN',
      'Another bounded context of this project already has this name',
    );
    await expectError(
      await call(t.app, alice, 'POST', url('contexts'), {
        name: 'Billing',
        relationships: [{ context: 'payroll', direction: 'sideways' }],
      }),
      400,
      'CONTEXT_RELATIONSHIP_INVALID',
      'A relationship needs the other context and a direction: upstream or downstream',
    );
    await expectError(
      await call(t.app, alice, 'GET', url('contexts/00000000-0000-4000-8000-000000000000')),
      404,
      'BOUNDED_CONTEXT_NOT_FOUND',
      'Bounded context not found',
    );
    await expectError(
      await call(t.app, alice, 'GET', url('contexts/not-a-uuid')),
      404,
      'BOUNDED_CONTEXT_NOT_FOUND',
      'Bounded context not found',
    );
  });

  it('keeps infrastructure with kind, provider, environment, cost and links, and totals the costs', async () => {
    const res = await call(t.app, alice, 'POST', url('infrastructure'), {
      name: 'Database',
      kind: 'database',
      provider: 'Neon',
      environment: 'production',
      monthlyCostEstimate: 19,
      links: ['https://neon.tech/docs'],
    });
    expect(res.status).toBe(201);
    const db = await readJson<InfrastructureItem>(res);
    expect(db).toMatchObject({
      slug: 'database',
      kind: 'database',
      provider: 'Neon',
      monthlyCostEstimate: 19,
    });
    await call(t.app, alice, 'POST', url('infrastructure'), { name: 'Hosting', monthlyCostEstimate: 7.5 });
    const list = await readJson<InfrastructureList>(await call(t.app, alice, 'GET', url('infrastructure')));
    expect(list.items.map((i) => [i.name, i.kind, i.environment])).toEqual([
      ['Database', 'database', 'production'],
      ['Hosting', 'other', 'all'],
    ]);
    expect(list.totalMonthlyCostEstimate).toBe(26.5);
    const cleared = await readJson<InfrastructureItem>(
      await call(t.app, alice, 'PATCH', url(`infrastructure/${db.id}`), {
        monthlyCostEstimate: null,
        provider: '',
      }),
    );
    expect(cleared).toMatchObject({
      monthlyCostEstimate: null,
      provider: null,
      links: ['https://neon.tech/docs'],
    });
  });

  it('answers the infrastructure messages: kind, environment, cost, links, name taken, not found', async () => {
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [
        { name: 'X', kind: 'mainframe' },
        400,
        'INFRASTRUCTURE_KIND_INVALID',
        'Kind must be one of: frontend, backend, database, hosting, storage, queue, cache, auth, monitoring, email, payments, ai, other',
      ],
      [
        { name: 'X', environment: 'qa' },
        400,
        'INFRASTRUCTURE_ENVIRONMENT_INVALID',
        'Environment must be one of: development, staging, production, all',
      ],
      [
        { name: 'X', monthlyCostEstimate: -1 },
        400,
        'COST_ESTIMATE_INVALID',
        'Cost estimate must be a number of US dollars a month, 0 or more',
      ],
      [
        { name: 'X', links: ['not a url'] },
        400,
        'INFRASTRUCTURE_LINK_INVALID',
        'Links must be valid URLs, at most 20',
      ],
      [
        { name: 'X', status: 'designed' },
        400,
        'PROJECT_ITEM_STATUS_INVALID',
        'Status must be one of: planned, provisioned, live, retired',
      ],
      [
        { name: 'database' },
        409,
        'INFRASTRUCTURE_NAME_TAKEN',
        'Another infrastructure item of this project already has this name',
      ],
    ];
    for (const [payload, status, code, message] of cases)
      await expectError(
        await call(t.app, alice, 'POST', url('infrastructure'), payload),
        status,
        code,
        message,
      );
    await expectError(
      await call(t.app, alice, 'DELETE', url('infrastructure/00000000-0000-4000-8000-000000000000')),
      404,
      'INFRASTRUCTURE_ITEM_NOT_FOUND',
      'Infrastructure item not found',
    );
  });

  it('answers 404 to another user and to no one signed in, on every item endpoint', async () => {
    const page = await readJson<PageItem>(
      await call(t.app, alice, 'POST', url('pages'), { name: 'Private' }),
    );
    const context = (await readJson<ContextList>(await call(t.app, alice, 'GET', url('contexts')))).items[0];
    const infra = (await readJson<InfrastructureList>(await call(t.app, alice, 'GET', url('infrastructure'))))
      .items[0];
    const ids = { pages: page.id, contexts: context?.id, infrastructure: infra?.id };
    for (const [path, id] of Object.entries(ids)) {
      const requests: Array<[string, string, unknown?]> = [
        ['GET', url(path)],
        ['POST', url(path), { name: 'Mine now' }],
        ['GET', url(`${path}/${id}`)],
        ['PATCH', url(`${path}/${id}`), { name: 'Mine now' }],
        ['DELETE', url(`${path}/${id}`)],
      ];
      for (const [method, target, payload] of requests) {
        await expectError(
          await call(t.app, bob, method, target, payload),
          404,
          'PROJECT_NOT_FOUND',
          'Project not found',
        );
        expect((await call(t.app, null, method, target, payload)).status).toBe(401);
      }
    }
    for (const [method, payload] of [['GET'], ['POST', { accept: ['page:add:/:x'] }]] as const) {
      await expectError(
        await call(t.app, bob, method, url('derivation'), payload),
        404,
        'PROJECT_NOT_FOUND',
        'Project not found',
      );
    }
    // Bob's own project does not reach Alice's items either.
    const bobs = await readJson<ProjectDetail>(
      await call(t.app, bob, 'POST', '/api/projects', { name: 'Bob' }),
    );
    await expectError(
      await call(t.app, bob, 'GET', `/api/projects/${bobs.id}/pages/${page.id}`),
      404,
      'PROJECT_PAGE_NOT_FOUND',
      'Project page not found',
    );
    expect(await readJson<PageItem>(await call(t.app, alice, 'GET', url(`pages/${page.id}`)))).toMatchObject({
      name: 'Private',
    });
  });

  it('answers "Choose at least one proposed change to accept" and 409 for an unknown key', async () => {
    await expectError(
      await call(t.app, alice, 'POST', url('derivation'), { accept: [] }),
      400,
      'DERIVATION_ACCEPT_REQUIRED',
      'Choose at least one proposed change to accept',
    );
    await expectError(
      await call(t.app, alice, 'POST', url('derivation'), { accept: ['page:add:/nope:abc'] }),
      409,
      'DERIVATION_OUT_OF_DATE',
      'The proposed changes are out of date; review them again',
    );
  });
});
