import { describe, expect, it } from 'vitest';
import { parseDocumentContent } from '../../../domain/artefact-documents.ts';
import { domainModelDocument, mvpDocument, techStackDocument } from '../../ai/guide/guide-documents.ts';
import type { Facts } from '../../ai/guide/guide-script.ts';
import { buildContextMap } from './context-map.ts';
import { statedMonthlyCost } from './derivation-text.ts';
import { deriveContexts } from './derive-contexts.ts';
import { deriveInfrastructure } from './derive-infrastructure.ts';
import { derivePages } from './derive-pages.ts';
import { type ExistingItem, planProposals } from './proposals.ts';

const dogFacts = {
  idea: 'An app that helps dog owners find trusted walkers nearby',
  audience: 'Dog owners who work long shifts',
  features: 'Walker profiles, booking, live walk tracking',
  entities: 'Owners, dogs, walkers, walks',
  relationships: 'Each owner has many dogs; each walker has many walks; each dog has many walks',
  constraints: 'AWS please',
} as Facts;

describe('derivation from the built-in guide’s documents', () => {
  it('makes a home page and a page per core feature, the flow’s steps as their user stories', () => {
    const pages = derivePages(parseDocumentContent('mvp', mvpDocument(dogFacts)));
    expect(pages.map((p) => [p.key, p.fields.name])).toEqual([
      ['/', 'Home'],
      ['/walker-profiles', 'Walker profiles'],
      ['/booking', 'Booking'],
      ['/live-walk-tracking', 'Live walk tracking'],
    ]);
    expect(pages[0]?.fields.userStories).toEqual([
      'Arrives at An app that helps dog owners find trusted walkers nearby',
    ]);
    expect(pages[2]?.fields.userStories).toEqual(['Uses: Booking']);
  });

  it('puts signing up on its own page', () => {
    const mvp = parseDocumentContent(
      'mvp',
      mvpDocument({
        idea: 'Shift planner',
        features: 'Shift calendar; swap requests',
        firstVisit: 'Manager signs up, adds staff, publishes the week, staff request swaps',
      } as Facts),
    );
    const pages = derivePages(mvp);
    expect(pages.find((p) => p.key === '/sign-up')?.fields.userStories).toEqual(['Manager signs up']);
    expect(pages.find((p) => p.key === '/swap-requests')?.fields.userStories).toEqual([
      'Staff request swaps',
    ]);
  });

  it('makes a candidate context per entity when the model names no bounded contexts, related as stated', () => {
    const contexts = deriveContexts(parseDocumentContent('domain-model', domainModelDocument(dogFacts)));
    expect(contexts.map((c) => c.fields.name)).toEqual(['Owners', 'Dogs', 'Walkers', 'Walks']);
    expect(contexts.find((c) => c.key === 'walk')?.fields.relationships).toEqual([
      { context: 'walker', direction: 'upstream', pattern: 'Each walker has many walks' },
      { context: 'dog', direction: 'upstream', pattern: 'Each dog has many walks' },
    ]);
    const map = buildContextMap(
      contexts.map((c) => ({ slug: c.key, name: c.fields.name, relationships: c.fields.relationships })),
    );
    expect(map).toContain('flowchart LR');
    expect(map).toContain('ctx_owner -->|"Each owner has many dogs"| ctx_dog');
    expect(map?.match(/-->/g)).toHaveLength(3);
  });

  it('infrastructure from the stack: front end, back end, database, hosting and storage the text names', () => {
    const items = deriveInfrastructure(parseDocumentContent('tech-stack', techStackDocument(dogFacts)));
    expect(items.map((i) => [i.key, i.fields.kind, i.fields.provider])).toEqual([
      ['frontend', 'frontend', null],
      ['backend', 'backend', null],
      ['database', 'database', 'Amazon RDS'],
      ['hosting', 'hosting', 'AWS'],
      ['storage', 'storage', 'Amazon S3'],
    ]);
    // The guide states no prices, so none is invented.
    expect(items.every((i) => i.fields.monthlyCostEstimate === null)).toBe(true);
  });
});

describe('derivation from a richer document', () => {
  it('reads declared bounded contexts and the context map’s directions and patterns', () => {
    const contexts = deriveContexts(
      parseDocumentContent('domain-model', {
        title: 'Cafe shifts',
        domain_overview: 'Shifts and pay',
        core_entities: ['Shift: a slot on the rota', 'Employee', 'Payslip'],
        entity_relationships: ['Employee has many shifts'],
        bounded_contexts: [
          'Scheduling: plans shifts for each employee',
          'Payroll context - turns worked shifts into payslips',
          'Identity: who the employees are',
        ],
        context_map:
          'Scheduling → Payroll (customer-supplier)\nPayroll depends on Identity through an anti-corruption layer',
      }),
    );
    expect(contexts.map((c) => [c.key, c.fields.name, c.fields.entities])).toEqual([
      ['scheduling', 'Scheduling', ['Shift', 'Employee']],
      ['payroll', 'Payroll', ['Shift', 'Payslip']],
      ['identity', 'Identity', ['Employee']],
    ]);
    expect(contexts[1]?.fields.relationships).toEqual([
      { context: 'scheduling', direction: 'upstream', pattern: 'customer-supplier' },
      { context: 'identity', direction: 'upstream', pattern: 'anti-corruption layer' },
    ]);
  });

  it('takes a monthly cost only where the document states one', () => {
    expect(statedMonthlyCost('Render starter, $7/month')).toBe(7);
    expect(statedMonthlyCost('about USD 25 per month')).toBe(25);
    expect(statedMonthlyCost('well inside the free tier')).toBeUndefined();
    const [, , database, hosting] = deriveInfrastructure(
      parseDocumentContent('tech-stack', {
        title: 'S',
        overview: 'o',
        frontend_technologies: ['React'],
        backend_technologies: ['Node.js'],
        database_technologies: ['PostgreSQL (Neon)'],
        infrastructure:
          'Fly.io machines at $12/month; the database on Neon at $19 per month; see https://fly.io/docs',
        mvp_architecture: 'one service',
        final_architecture: 'more',
        justification: 'j',
      }),
    );
    expect(database?.fields).toMatchObject({ provider: 'Neon', monthlyCostEstimate: 19 });
    expect(hosting?.fields).toMatchObject({
      provider: 'Fly.io',
      monthlyCostEstimate: 12,
      links: ['https://fly.io/docs'],
    });
  });
});

describe('proposals', () => {
  const derived = (purpose: string, stories: string[]) => [
    { key: '/booking', fields: { name: 'Booking', route: '/booking', purpose, userStories: stories } },
  ];
  const row = (current: Record<string, unknown>, baseline: Record<string, unknown>): ExistingItem => ({
    id: 'p1',
    name: String(current.name),
    origin: 'derived',
    naturalKey: '/booking',
    baseline: { key: '/booking', fields: baseline },
    current,
  });
  const base = { name: 'Booking', route: '/booking', purpose: 'Book a walk', userStories: ['Uses: Booking'] };

  it('proposes nothing when the document did not change, even where the user edited', () => {
    const edited = { ...base, purpose: 'Book a walker for today' };
    expect(
      planProposals('page', derived('Book a walk', ['Uses: Booking']), [row(edited, base)], () => '/booking'),
    ).toEqual([]);
  });

  it('proposes a changed field with both values, marked edited when the user changed it too', () => {
    const edited = { ...base, purpose: 'Mine' };
    const proposals = planProposals(
      'page',
      derived('Book one', ['Books']),
      [row(edited, base)],
      () => '/booking',
    );
    expect(proposals.map((p) => [p.field, p.current, p.proposed, p.previouslyDerived, p.edited])).toEqual([
      ['purpose', 'Mine', 'Book one', 'Book a walk', true],
      ['userStories', ['Uses: Booking'], ['Books'], ['Uses: Booking'], false],
    ]);
    // Stable keys: the same inputs give the same keys.
    const again = planProposals(
      'page',
      derived('Book one', ['Books']),
      [row(edited, base)],
      () => '/booking',
    );
    expect(again.map((p) => p.key)).toEqual(proposals.map((p) => p.key));
  });

  it('proposes adding a new item and removing a derived one the documents no longer yield, never a manual one', () => {
    const manual: ExistingItem = {
      ...row(base, base),
      id: 'm1',
      origin: 'manual',
      baseline: null,
      naturalKey: '/x',
    };
    const proposals = planProposals(
      'page',
      [{ key: '/home', fields: { name: 'Home', route: '/home', purpose: null, userStories: [] } }],
      [row(base, base), manual],
      (d) => d.key,
    );
    expect(proposals.map((p) => [p.action, p.itemName])).toEqual([
      ['add', 'Home'],
      ['remove', 'Booking'],
    ]);
  });
});
