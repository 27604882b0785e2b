import { describe, expect, it } from 'vitest';
import { sharedProjectViewSchema } from './projects.ts';

const base = {
  name: 'Tool library',
  description: null,
  progress: { stage: 'prd', percent: 20 },
  documents: [
    { id: 'd1', name: 'Idea', artefactType: 'idea', content: '# Idea', updatedAt: '2026-11-21T12:00:00Z' },
  ],
  lastActivityAt: '2026-11-21T12:00:00Z',
};

describe('the shared project as the public page reads it', () => {
  it('accepts the payload without pages, contexts or infrastructure', () => {
    const parsed = sharedProjectViewSchema.parse(base);
    expect(parsed.documents).toHaveLength(1);
    expect(parsed.pages).toBeUndefined();
  });

  it('keeps the pages, contexts, context map and infrastructure a newer server adds', () => {
    const parsed = sharedProjectViewSchema.parse({
      ...base,
      pages: [
        { id: 'p1', name: 'Home', route: '/', purpose: 'Start here', userStories: ['a'], status: 'planned' },
      ],
      contexts: [
        { id: 'c1', name: 'Lending', slug: 'lending', purpose: null, entities: ['Loan'], relationships: [] },
      ],
      contextMap: 'flowchart LR\n  lending --> members',
      infrastructure: [
        { id: 'i1', name: 'Database', kind: 'database', provider: 'PostgreSQL', status: 'planned' },
      ],
    });
    expect(parsed.pages?.[0]?.route).toBe('/');
    expect(parsed.contexts?.[0]?.entities).toEqual(['Loan']);
    expect(parsed.contextMap).toContain('lending');
    expect(parsed.infrastructure?.[0]?.provider).toBe('PostgreSQL');
  });
});
