import { describe, expect, it } from 'vitest';
import { progressAt } from './project-views.ts';

describe('project progress', () => {
  it('is the idea stage at 0 % before any chat starts a journey', () => {
    expect(progressAt(-1)).toEqual({ stage: 'idea', percent: 0 });
  });

  it('follows the furthest stage reached, rounded', () => {
    expect(progressAt(0)).toEqual({ stage: 'idea', percent: 17 });
    expect(progressAt(2)).toEqual({ stage: 'mvp', percent: 50 });
    expect(progressAt(5)).toEqual({ stage: 'complete', percent: 100 });
  });
});
