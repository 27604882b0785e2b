import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  JOURNEY_STAGES,
  moveJourney,
  nextStages,
  STAGE_TRANSITIONS,
  stagePosition,
  stageProgress,
  startJourney,
} from './journey.ts';
import { catchAppError } from './test-helpers.ts';

const stage = fc.constantFrom(...JOURNEY_STAGES);
const allowed: Array<[string, string[]]> = [
  ['idea', ['prd', 'mvp']],
  ['prd', ['mvp']],
  ['mvp', ['domain-model']],
  ['domain-model', ['tech-stack']],
  ['tech-stack', ['complete']],
  ['complete', []],
];

describe('journey transitions', () => {
  it.each(allowed)('lets %s move on to exactly %j', (from, to) => {
    expect(nextStages(from)).toEqual(to);
  });

  it('always allows staying in the same stage', () => {
    fc.assert(
      fc.property(stage, (s) => {
        expect(canTransition(s, s)).toBe(true);
      }),
    );
  });

  it('allows a move exactly when the table lists it or it stays put', () => {
    fc.assert(
      fc.property(stage, stage, (from, to) => {
        const expected = from === to || STAGE_TRANSITIONS[from].includes(to);
        expect(canTransition(from, to)).toBe(expected);
        if (expected) expect(assertTransition(from, to)).toBe(to);
        else expect(catchAppError(() => assertTransition(from, to)).code).toBe('INVALID_TRANSITION');
      }),
    );
  });

  it('only ever moves forward', () => {
    fc.assert(
      fc.property(stage, stage, (from, to) => {
        if (canTransition(from, to)) expect(stagePosition(to)).toBeGreaterThanOrEqual(stagePosition(from));
      }),
    );
  });

  it('explains an invalid transition with the valid next stages', () => {
    expect(catchAppError(() => assertTransition('idea', 'tech-stack')).message).toBe(
      'Invalid transition from idea to tech-stack. Valid next stages are: prd, mvp',
    );
    expect(catchAppError(() => assertTransition('complete', 'idea')).message).toBe(
      'Invalid transition from complete to idea. Valid next stages are: none',
    );
  });

  it('rejects an unknown current stage and an unknown target stage', () => {
    expect(catchAppError(() => nextStages('launch')).message).toBe('Unknown current stage: launch');
    expect(catchAppError(() => assertTransition('launch', 'prd')).message).toBe(
      'Unknown current stage: launch',
    );
    expect(catchAppError(() => assertTransition('idea', 'launch')).message).toBe('Unknown stage: launch');
    expect(canTransition('idea', 'launch')).toBe(false);
  });
});

describe('journey progress', () => {
  it('is (position + 1) / 6 × 100', () => {
    expect(stageProgress('idea')).toBeCloseTo(100 / 6);
    expect(stageProgress('mvp')).toBe(50);
    expect(stageProgress('complete')).toBe(100);
  });

  it('grows with every stage and stays within (0, 100]', () => {
    fc.assert(
      fc.property(stage, stage, (a, b) => {
        expect(stageProgress(a)).toBeGreaterThan(0);
        expect(stageProgress(a)).toBeLessThanOrEqual(100);
        if (stagePosition(a) < stagePosition(b)) expect(stageProgress(a)).toBeLessThan(stageProgress(b));
      }),
    );
  });

  it('rejects an unknown stage', () => {
    expect(catchAppError(() => stageProgress('launch')).message).toBe('Unknown stage: launch');
  });
});

describe('a journey record', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('starts at idea with no data', () => {
    expect(startJourney('u1', { now })).toMatchObject({ userId: 'u1', currentStage: 'idea', stageData: {} });
    expect(catchAppError(() => startJourney('')).code).toBe('USER_ID_REQUIRED');
  });

  it('moves along allowed transitions, merging stage data and stamping the time', () => {
    const later = new Date(now.getTime() + 1000);
    const moved = moveJourney(startJourney('u1', { now }), 'mvp', { description: 'x' }, later);
    expect(moved).toMatchObject({ currentStage: 'mvp', stageData: { description: 'x' }, updatedAt: later });
    expect(catchAppError(() => moveJourney(moved, 'prd')).code).toBe('INVALID_TRANSITION');
  });
});
