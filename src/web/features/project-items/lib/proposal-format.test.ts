import { describe, expect, it } from 'vitest';
import { fieldLabel, itemFields, valueLines } from './proposal-format.ts';

describe('proposal values', () => {
  it('shows lists a line each, relationships in words and costs in dollars', () => {
    expect(valueLines('userStories', ['a', 'b'])).toEqual(['a', 'b']);
    expect(
      valueLines('relationships', [
        { context: 'billing', contextName: 'Billing', direction: 'downstream', pattern: 'conformist' },
      ]),
    ).toEqual(['Billing is downstream (conformist)']);
    expect(valueLines('monthlyCostEstimate', 25)).toEqual(['$25']);
    expect(valueLines('purpose', null)).toEqual([]);
  });

  it('names a context’s purpose its responsibility', () => {
    expect(fieldLabel('purpose', 'context')).toBe('Responsibility');
    expect(fieldLabel('purpose', 'page')).toBe('Purpose');
  });

  it('lists an added item’s non-empty fields without its name', () => {
    expect(itemFields({ name: 'Home', route: '/', purpose: null, userStories: ['x'] })).toEqual([
      { field: 'route', lines: ['/'] },
      { field: 'userStories', lines: ['x'] },
    ]);
  });
});
