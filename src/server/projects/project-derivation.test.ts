import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtefactList } from '../../domain/journey-api.ts';
import type {
  ApplyDerivationResult,
  ContextList,
  DerivationPreview,
  InfrastructureList,
  PageItem,
  PageList,
} from '../../domain/project-items-api.ts';
import type { ProjectDetail, SaveToProjectResult, SharedProject } from '../../domain/projects-api.ts';
import { type Caller, type ChatTestApp, call, createSessionFor } from '../chat/chat-test-support.ts';
import { talkIdeaThroughGuide } from '../testing/guided-idea.ts';
import { SHIFT_SWAP_DOMAIN_MODEL, SHIFT_SWAP_MVP } from '../testing/shift-swap-documents.ts';
import { createAppWithAliceAndBob } from '../testing/test-app-with-users.ts';
import { readJson } from '../testing/test-users.ts';

/**
 * Pages, bounded contexts and infrastructure derived from the documents the built-in guide writes (through
 * POST /api/chat, the production path), filled when the chat is saved into a project, then kept in step with the
 * documents by proposals only.
 */
describe('deriving project items from the documents', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    ({ t, alice, bob } = await createAppWithAliceAndBob({ guide: true }));
  });
  afterAll(() => t.cleanup());

  const get = async <T>(path: string): Promise<T> => {
    const res = await call(t.app, alice, 'GET', path);
    expect(res.status).toBe(200);
    return readJson<T>(res);
  };

  it('fills pages, contexts with their map and infrastructure when a guided chat is saved into a new project, then proposes, never overwrites', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    await talkIdeaThroughGuide(t, alice, sessionId);
    const saved = await readJson<SaveToProjectResult>(
      await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/save-to-project`, {}),
    );
    expect(saved.created).toBe(true);
    const p = `/api/projects/${saved.project.id}`;

    const pages = await get<PageList>(`${p}/pages`);
    // The guide's MVP: scope "only walker profiles at first", flow "Signs up / Sets preferences / Does the core action".
    expect(pages.items.map((i) => [i.name, i.route, i.origin, i.edited])).toEqual([
      ['Home', '/', 'derived', false],
      ['Sign up', '/sign-up', 'derived', false],
      ['Walker profiles', '/walker-profiles', 'derived', false],
    ]);
    expect(pages.items[0]?.userStories).toEqual(['Sets preferences', 'Does the core action']);
    expect(pages.items[1]?.userStories).toEqual(['Signs up']);

    const contexts = await get<ContextList>(`${p}/contexts`);
    expect(contexts.items.map((c) => c.name)).toEqual(['Owners', 'Dogs', 'Walkers', 'Walks']);
    expect(contexts.items.find((c) => c.slug === 'dog')?.relationships).toEqual([
      { context: 'owner', contextName: 'Owners', direction: 'upstream', pattern: 'Each owner has many dogs' },
      { context: 'walk', contextName: 'Walks', direction: 'downstream', pattern: 'Each dog has many walks' },
    ]);
    expect(contexts.contextMap).toMatch(/^flowchart LR\n/);
    expect(contexts.contextMap).toContain('ctx_owner -->|"Each owner has many dogs"| ctx_dog');

    const infrastructure = await get<InfrastructureList>(`${p}/infrastructure`);
    expect(infrastructure.items.map((i) => [i.name, i.kind, i.provider])).toEqual([
      ['Web app', 'frontend', null],
      ['API server', 'backend', null],
      ['PostgreSQL', 'database', null],
      ['Hosting', 'hosting', 'Render, Fly.io or Railway'],
    ]);
    expect(infrastructure.totalMonthlyCostEstimate).toBeNull();

    const preview = await get<DerivationPreview>(`${p}/derivation`);
    expect(preview.proposals).toEqual([]);
    const artefacts = await get<ArtefactList>(`/api/sessions/${sessionId}/artefacts`);
    const mvp = artefacts.items.find((a) => a.artefactType === 'mvp');
    expect(preview.sources.pages).toMatchObject({ artefactId: mvp?.id, artefactType: 'mvp' });

    // The user edits the walker profiles page's purpose by hand.
    const profiles = pages.items[2] as PageItem;
    const edited = await readJson<PageItem>(
      await call(t.app, alice, 'PATCH', `${p}/pages/${profiles.id}`, { purpose: 'Vetted walkers near you' }),
    );
    expect(edited).toMatchObject({ origin: 'derived', edited: true, editedFields: ['purpose'] });

    // The MVP changes: profiles get a description, booking joins, signing up leaves the flow.
    const changed = await call(t.app, alice, 'PATCH', `/api/artefacts/${mvp?.id}`, {
      document: {
        core_features: ['Walker profiles: browse vetted walkers', 'Booking'],
        user_flow: '1. Sets preferences\n2. Browses walker profiles\n3. Books a walk',
      },
    });
    expect(changed.status).toBe(200);
    // Nothing was overwritten by the save.
    expect((await get<PageItem>(`${p}/pages/${profiles.id}`)).purpose).toBe('Vetted walkers near you');

    const after = await get<DerivationPreview>(`${p}/derivation`);
    expect(after.proposals.map((x) => [x.action, x.itemName, x.field])).toEqual([
      ['change', 'Home', 'userStories'],
      ['change', 'Walker profiles', 'purpose'],
      ['change', 'Walker profiles', 'userStories'],
      ['add', 'Booking', null],
      ['remove', 'Sign up', null],
    ]);
    const purpose = after.proposals[1];
    expect(purpose).toMatchObject({
      itemId: profiles.id,
      current: 'Vetted walkers near you',
      proposed: 'Browse vetted walkers',
      previouslyDerived: 'Core feature of the MVP: Walker profiles',
      edited: true,
    });
    expect(after.proposals[2]).toMatchObject({
      current: [],
      proposed: ['Browses walker profiles'],
      edited: false,
    });
    expect(after.proposals[3]?.proposed).toMatchObject({ route: '/booking', userStories: ['Books a walk'] });
    // Keys are stable between two previews.
    expect((await get<DerivationPreview>(`${p}/derivation`)).proposals.map((x) => x.key)).toEqual(
      after.proposals.map((x) => x.key),
    );

    // Accept only the new page: the others stay proposed, the user's text stays.
    const add = after.proposals[3]?.key ?? '';
    const applied = await readJson<ApplyDerivationResult>(
      await call(t.app, alice, 'POST', `${p}/derivation`, { accept: [add] }),
    );
    expect(applied.applied).toEqual([add]);
    expect(applied.preview.proposals.map((x) => x.key)).toEqual(
      after.proposals.filter((x) => x.key !== add).map((x) => x.key),
    );
    const withBooking = await get<PageList>(`${p}/pages`);
    expect(withBooking.items.map((i) => i.name)).toEqual(['Home', 'Sign up', 'Walker profiles', 'Booking']);
    expect(withBooking.items[3]).toMatchObject({ route: '/booking', origin: 'derived', edited: false });
    expect(withBooking.items[2]?.purpose).toBe('Vetted walkers near you');

    // Accepting the purpose replaces the edit and moves the baseline: no longer edited, no longer proposed.
    const again = await readJson<ApplyDerivationResult>(
      await call(t.app, alice, 'POST', `${p}/derivation`, { accept: [purpose?.key] }),
    );
    expect(again.preview.proposals.map((x) => [x.action, x.field])).toEqual([
      ['change', 'userStories'],
      ['change', 'userStories'],
      ['remove', null],
    ]);
    expect(await get<PageItem>(`${p}/pages/${profiles.id}`)).toMatchObject({
      purpose: 'Browse vetted walkers',
      edited: false,
      editedFields: [],
    });

    // A key whose proposal was applied no longer applies: 409, nothing applied.
    const stale = await call(t.app, alice, 'POST', `${p}/derivation`, {
      accept: [again.preview.proposals[0]?.key, purpose?.key],
    });
    expect(stale.status).toBe(409);
    expect((await get<DerivationPreview>(`${p}/derivation`)).proposals).toHaveLength(3);

    // Accepting the rest, the removal included.
    const rest = await readJson<ApplyDerivationResult>(
      await call(t.app, alice, 'POST', `${p}/derivation`, {
        accept: again.preview.proposals.map((x) => x.key),
      }),
    );
    expect(rest.preview.proposals).toEqual([]);
    expect((await get<PageList>(`${p}/pages`)).items.map((i) => i.name)).toEqual([
      'Home',
      'Walker profiles',
      'Booking',
    ]);

    // The shared view carries the items and the map.
    const shared = await readJson<ProjectDetail>(
      await call(t.app, alice, 'PATCH', p, { visibility: 'link' }),
    );
    const view = await readJson<SharedProject>(
      await call(t.app, null, 'GET', `/api/shared/projects/${shared.shareToken}`),
    );
    expect(view.pages?.map((x) => x.name)).toEqual(['Home', 'Walker profiles', 'Booking']);
    expect(view.contexts?.map((x) => x.name)).toEqual(['Owners', 'Dogs', 'Walkers', 'Walks']);
    expect(view.contextMap).toContain('flowchart LR');
    expect(view.infrastructure?.map((x) => x.kind)).toEqual(['frontend', 'backend', 'database', 'hosting']);
    expect(JSON.stringify(view)).not.toContain('"origin"');
  });

  it('fills an empty kind when a document of a linked chat or of the project itself is saved', async () => {
    const project = await readJson<ProjectDetail>(
      await call(t.app, alice, 'POST', '/api/projects', { name: 'Shift swap' }),
    );
    const p = `/api/projects/${project.id}`;
    const sessionId = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `${p}/sessions`, { sessionId });
    expect((await get<PageList>(`${p}/pages`)).items).toEqual([]);

    const created = await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'mvp',
      document: SHIFT_SWAP_MVP,
    });
    expect(created.status).toBe(201);
    const pages = await get<PageList>(`${p}/pages`);
    expect(pages.items.map((i) => [i.name, i.userStories])).toEqual([
      ['Home', []],
      ['Sign up', ['Manager signs up']],
      ['Rota', ['Publishes the rota']],
      ['Swap requests', ['Staff request swaps']],
    ]);
    expect(pages.items[2]?.purpose).toBe('The week of shifts');

    const stack = await call(t.app, alice, 'POST', `${p}/artefacts`, {
      artefactType: 'tech-stack',
      document: {
        title: 'Shift swap — Tech Stack',
        overview: 'A web app',
        frontend_technologies: ['SvelteKit'],
        backend_technologies: ['Go'],
        database_technologies: ['PostgreSQL'],
        infrastructure: 'Fly.io at about $10/month, Postgres on Neon, e-mails through Postmark',
        mvp_architecture: 'One Go service',
        final_architecture: 'More machines',
        justification: 'Small and cheap',
      },
    });
    expect(stack.status).toBe(201);
    const infrastructure = await get<InfrastructureList>(`${p}/infrastructure`);
    expect(infrastructure.items.map((i) => [i.kind, i.provider, i.monthlyCostEstimate])).toEqual([
      ['frontend', null, null],
      ['backend', null, null],
      ['database', 'Neon', null],
      ['hosting', 'Fly.io', 10],
      ['email', 'Postmark', null],
    ]);
    expect(infrastructure.totalMonthlyCostEstimate).toBe(10);
    // A manual item in a kind means the kind is not empty: a new document then only proposes.
    expect((await get<ContextList>(`${p}/contexts`)).items).toEqual([]);
    await call(t.app, alice, 'POST', `${p}/contexts`, { name: 'Rota' });
    await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'domain-model',
      document: SHIFT_SWAP_DOMAIN_MODEL,
    });
    const contexts = await get<ContextList>(`${p}/contexts`);
    expect(contexts.items.map((c) => [c.name, c.origin])).toEqual([['Rota', 'manual']]);
    const preview = await get<DerivationPreview>(`${p}/derivation`);
    expect(preview.proposals.filter((x) => x.kind === 'context').map((x) => [x.action, x.itemName])).toEqual([
      ['add', 'Shifts'],
      ['add', 'Employees'],
    ]);
  });

  it('fills from documents the chat already has when it is linked to a project', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'mvp',
      document: SHIFT_SWAP_MVP,
    });
    const project = await readJson<ProjectDetail>(
      await call(t.app, alice, 'POST', '/api/projects', { name: 'Linked later' }),
    );
    const linked = await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId });
    expect(linked.status).toBe(200);
    const pages = await get<PageList>(`/api/projects/${project.id}/pages`);
    expect(pages.items.map((i) => i.name)).toEqual(['Home', 'Sign up', 'Rota', 'Swap requests']);
    // Another user's chat documents never feed this project.
    const bobs = await createSessionFor(t.app, bob);
    const refused = await call(t.app, bob, 'POST', `/api/projects/${project.id}/sessions`, {
      sessionId: bobs,
    });
    expect(refused.status).toBe(404);
  });

  it('fills from the chat documents when the chat itself is moved into a project (PATCH /api/sessions/:id)', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'mvp',
      document: SHIFT_SWAP_MVP,
    });
    const project = await readJson<ProjectDetail>(
      await call(t.app, alice, 'POST', '/api/projects', { name: 'Linked from the chat' }),
    );
    const moved = await call(t.app, alice, 'PATCH', `/api/sessions/${sessionId}`, { projectId: project.id });
    expect(moved.status).toBe(200);
    const pages = await get<PageList>(`/api/projects/${project.id}/pages`);
    expect(pages.items.map((i) => i.name)).toEqual(['Home', 'Sign up', 'Rota', 'Swap requests']);
  });
});
