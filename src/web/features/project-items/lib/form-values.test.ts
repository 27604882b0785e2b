import { describe, expect, it } from 'vitest';
import type { ContextItem, InfrastructureItem, PageItem } from '../api/contract.ts';
import { emptyValues, toRequest, valuesFrom } from './form-values.ts';

const base = {
  id: 'i1',
  projectId: 'p1',
  purpose: 'Find tools nearby',
  position: 0,
  origin: 'derived' as const,
  edited: false,
  editedFields: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const page: PageItem = {
  ...base,
  name: 'Browse',
  route: '/browse',
  userStories: ['As a borrower I want to search', 'As a lender I want to list'],
  status: 'planned',
};

describe('item form values', () => {
  it('sends only the fields that changed when editing, with the lists split by line', () => {
    const initial = valuesFrom('pages', page);
    const edited = { ...initial, userStories: `${initial.userStories}\n\n  As a lender I want reminders  ` };
    const result = toRequest('pages', edited, initial);
    expect(result).toEqual({
      ok: true,
      body: {
        userStories: [
          'As a borrower I want to search',
          'As a lender I want to list',
          'As a lender I want reminders',
        ],
      },
    });
  });

  it('refuses a blank name and a route without a slash with the catalogue messages', () => {
    const values = { ...emptyValues(), name: '   ', route: 'browse' };
    const result = toRequest('pages', values);
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Name is required', route: 'Route must start with / and contain no spaces' },
    });
  });

  it('reads a cost as dollars and refuses one that is not a number', () => {
    const values = { ...emptyValues(), name: 'Database', kind: 'database', monthlyCostEstimate: '$1,250.50' };
    const ok = toRequest('infrastructure', values);
    expect(ok.ok && ok.body.monthlyCostEstimate).toBe(1250.5);
    const bad = toRequest('infrastructure', { ...values, monthlyCostEstimate: 'cheap' });
    expect(bad).toMatchObject({
      ok: false,
      errors: { monthlyCostEstimate: 'Cost estimate must be a number of US dollars a month, 0 or more' },
    });
  });

  it('reports a link that is not a URL under the links field', () => {
    const result = toRequest('infrastructure', { ...emptyValues(), name: 'Host', links: 'not a url' });
    expect(result).toMatchObject({ ok: false, errors: { links: 'Links must be valid URLs, at most 20' } });
  });

  it('round-trips an infrastructure item and clears the estimate with an empty box', () => {
    const item: InfrastructureItem = {
      ...base,
      name: 'Postgres',
      slug: 'postgres',
      kind: 'database',
      provider: 'Neon',
      environment: 'production',
      monthlyCostEstimate: 19,
      links: ['https://neon.tech'],
      status: 'planned',
    };
    const initial = valuesFrom('infrastructure', item);
    expect(initial).toMatchObject({
      provider: 'Neon',
      monthlyCostEstimate: '19',
      links: 'https://neon.tech',
    });
    expect(toRequest('infrastructure', { ...initial, monthlyCostEstimate: ' ' }, initial)).toEqual({
      ok: true,
      body: { monthlyCostEstimate: null },
    });
  });

  it('keeps a context’s relationships, dropping blank rows and empty patterns', () => {
    const context: ContextItem = {
      ...base,
      name: 'Lending',
      slug: 'lending',
      entities: ['Loan'],
      relationships: [{ context: 'catalogue', contextName: 'Catalogue', direction: 'upstream' }],
      status: 'planned',
    };
    const initial = valuesFrom('contexts', context);
    const values = {
      ...initial,
      relationships: [
        ...initial.relationships,
        { context: 'members', direction: 'downstream' as const, pattern: 'conformist' },
        { context: '', direction: 'upstream' as const, pattern: '' },
      ],
    };
    expect(toRequest('contexts', values, initial)).toEqual({
      ok: true,
      body: {
        relationships: [
          { context: 'catalogue', direction: 'upstream' },
          { context: 'members', direction: 'downstream', pattern: 'conformist' },
        ],
      },
    });
  });
});
