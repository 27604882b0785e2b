import { describe, expect, it } from 'vitest';
import {
  AUTO_CREATED_PROJECT_DESCRIPTION,
  createAutoProject,
  createProject,
  createProjectSchema,
  defaultProjectName,
  projectBelongsTo,
} from './project.ts';
import { catchAppError } from './test-helpers.ts';
import { parseOrThrow } from './validation.ts';

const now = new Date('2026-11-21T23:30:00Z');

describe('projects', () => {
  it('creates a project with a trimmed name and no description', () => {
    const project = createProject('u1', '  Garden  ', { now });
    expect(project).toMatchObject({ userId: 'u1', name: 'Garden', description: null, createdAt: now });
  });

  it('requires a user id and a name', () => {
    expect(catchAppError(() => createProject('', 'Garden')).message).toBe('User ID is required');
    expect(catchAppError(() => createProject('u1', '   ')).message).toBe('Project name is required');
  });

  it('refuses a name of 200 characters', () => {
    expect(createProject('u1', 'n'.repeat(199)).name).toHaveLength(199);
    expect(catchAppError(() => createProject('u1', 'n'.repeat(200))).code).toBe('PROJECT_NAME_TOO_LONG');
  });

  it('names a default project after the current UTC date', () => {
    expect(defaultProjectName(now)).toBe('Project 21 Nov 2026');
    expect(defaultProjectName(new Date('2027-01-05T00:00:00Z'))).toBe('Project 5 Jan 2027');
  });

  it('auto-creates a dated project with the fixed description', () => {
    expect(createAutoProject('u1', now)).toMatchObject({
      name: 'Project 21 Nov 2026',
      description: AUTO_CREATED_PROJECT_DESCRIPTION,
    });
    expect(AUTO_CREATED_PROJECT_DESCRIPTION).toBe('Auto-created project from chat session');
  });

  it('belongs to its owner only', () => {
    const project = createProject('u1', 'A');
    expect(projectBelongsTo(project, 'u1')).toBe(true);
    expect(projectBelongsTo(project, 'u2')).toBe(false);
  });

  it('turns a blank description in a request into null', () => {
    expect(parseOrThrow(createProjectSchema, { name: 'A', description: '  ' })).toEqual({
      name: 'A',
      description: null,
    });
  });
});
