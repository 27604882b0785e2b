import { describe, expect, it } from 'vitest';
import {
  boundedContextDetailSchema,
  infrastructureDetailSchema,
  PROJECT_ITEM_STATUSES,
  pageDetailSchema,
  slugify,
} from './project-items.ts';

describe('project items', () => {
  it('slugs names into stable keys', () => {
    expect(slugify('  Order Management ')).toBe('order-management');
    expect(slugify('Café & Billing!')).toBe('cafe-billing');
  });

  it('fills empty lists and the environment by default', () => {
    expect(pageDetailSchema.parse({})).toEqual({ userStories: [] });
    expect(boundedContextDetailSchema.parse({})).toEqual({ entities: [], relationships: [] });
    expect(infrastructureDetailSchema.parse({ provider: ' Fly.io ' })).toEqual({
      provider: 'Fly.io',
      environment: 'all',
      links: [],
    });
  });

  it('refuses a negative cost, a bad link and an unknown relationship direction', () => {
    expect(infrastructureDetailSchema.safeParse({ monthlyCostEstimate: -1 }).success).toBe(false);
    expect(infrastructureDetailSchema.safeParse({ links: ['not a url'] }).success).toBe(false);
    expect(
      boundedContextDetailSchema.safeParse({ relationships: [{ context: 'billing', direction: 'sideways' }] })
        .success,
    ).toBe(false);
  });

  it('lists each status once', () => {
    expect(new Set(PROJECT_ITEM_STATUSES).size).toBe(PROJECT_ITEM_STATUSES.length);
    expect(PROJECT_ITEM_STATUSES).toContain('planned');
  });
});
