import { describe, expect, it } from 'vitest';
import { progressAt, projectProgress } from './project-views.ts';

describe('project progress', () => {
  it('is the idea stage at 0 % before any chat starts a journey', () => {
    expect(progressAt(-1)).toEqual({ stage: 'idea', percent: 0 });
  });

  it('follows the furthest stage reached, rounded', () => {
    expect(progressAt(0)).toEqual({ stage: 'idea', percent: 17 });
    expect(progressAt(2)).toEqual({ stage: 'mvp', percent: 50 });
    expect(progressAt(5)).toEqual({ stage: 'complete', percent: 100 });
  });

  it('is at least the idea stage once a chat is linked, as the journey panel of that chat shows', () => {
    expect(projectProgress({ stagePosition: -1, chatCount: 0 })).toEqual({ stage: 'idea', percent: 0 });
    expect(projectProgress({ stagePosition: -1, chatCount: 1 })).toEqual({ stage: 'idea', percent: 17 });
    expect(projectProgress({ stagePosition: 3, chatCount: 2 })).toEqual({
      stage: 'domain-model',
      percent: 67,
    });
  });
});
