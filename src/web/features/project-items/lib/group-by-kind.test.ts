import { describe, expect, it } from 'vitest';
import { groupInfrastructure } from './group-by-kind.ts';

describe('groupInfrastructure', () => {
  it('groups by kind in the catalogue order and sums each group’s estimates', () => {
    const groups = groupInfrastructure([
      { name: 'Redis', kind: 'cache', monthlyCostEstimate: null },
      { name: 'API', kind: 'backend', monthlyCostEstimate: 7.1 },
      { name: 'Worker', kind: 'backend', monthlyCostEstimate: 0.2 },
      { name: 'SPA', kind: 'frontend', monthlyCostEstimate: 0 },
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.name), g.total])).toEqual([
      ['Frontend', ['SPA'], 0],
      ['Backend', ['API', 'Worker'], 7.3],
      ['Cache', ['Redis'], null],
    ]);
  });
});
