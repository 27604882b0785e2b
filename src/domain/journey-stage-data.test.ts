import { describe, expect, it } from 'vitest';
import { isStageReady, missingStageItems, validateStageData } from './journey-stage-data.ts';
import { catchAppError } from './test-helpers.ts';

describe('stage data readiness', () => {
  it('needs an idea description of at least 10 characters', () => {
    expect(missingStageItems('idea', {})).toEqual(['Idea stage requires a description']);
    expect(missingStageItems('idea', { description: '  short    ' })).toEqual([
      'Idea description must be at least 10 characters long',
    ]);
    expect(isStageReady('idea', { description: 'A garden app' })).toBe(true);
  });

  it('lists every missing PRD field', () => {
    expect(missingStageItems('prd', { problemStatement: 'p', coreFeatures: [] })).toEqual([
      'PRD stage requires target audience',
      'PRD stage requires core features',
    ]);
    expect(isStageReady('prd', { problemStatement: 'p', targetAudience: 't', coreFeatures: ['f'] })).toBe(
      true,
    );
    expect(isStageReady('prd', { problemStatement: 'p', targetAudience: 't', coreFeatures: 'f, g' })).toBe(
      true,
    );
  });

  it('needs at least one MVP feature and one user story', () => {
    expect(missingStageItems('mvp', { mvpFeatures: [' '], userStories: [] })).toEqual([
      'MVP stage requires at least one MVP feature',
      'MVP stage requires at least one user story',
    ]);
    expect(isStageReady('mvp', { mvpFeatures: ['a'], userStories: [{ as: 'user' }] })).toBe(true);
  });

  it('needs at least one domain entity', () => {
    expect(missingStageItems('domain-model', { entities: [] })).toEqual([
      'Domain model stage requires at least one entity',
    ]);
    expect(isStageReady('domain-model', { entities: ['User'] })).toBe(true);
  });

  it('needs frontend, backend and database choices', () => {
    expect(missingStageItems('tech-stack', { frontend: 'React', database: ' ' })).toEqual([
      'Tech stack stage requires backend technology choice',
      'Tech stack stage requires database technology choice',
    ]);
  });

  it('has no rules at complete, even without data', () => {
    expect(missingStageItems('complete', null)).toEqual([]);
  });

  it('treats data that is not an object as empty', () => {
    expect(missingStageItems('idea', 'a long description')).toEqual(['Idea stage requires a description']);
  });

  it('throws the first gap as a catalogue error', () => {
    const error = catchAppError(() => validateStageData('tech-stack', {}));
    expect(error.code).toBe('TECH_STACK_CHOICE_REQUIRED');
    expect(error.message).toBe('Tech stack stage requires frontend technology choice');
    expect(() => validateStageData('domain-model', { entities: ['Order'] })).not.toThrow();
  });

  it('rejects an unknown stage', () => {
    expect(catchAppError(() => missingStageItems('launch', {})).message).toBe('Unknown stage: launch');
  });
});
