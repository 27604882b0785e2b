/**
 * Projects group chat sessions and artefacts. A project made automatically for a chat gets a dated default name
 * and a fixed description.
 */
import { z } from 'zod';
import { PROJECT_NAME_MAX_LENGTH } from './constants.ts';
import { AppError } from './errors.ts';
import { createId } from './message.ts';
import { catalogued, parseOrThrow } from './validation.ts';

export const AUTO_CREATED_PROJECT_DESCRIPTION = 'Auto-created project from chat session';

export interface Project {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Project 21 Nov 2026": day without padding, English month abbreviation, year — in UTC so the server and every
 * browser name the same day alike, and unambiguous whatever the reader's locale (unlike 11/21 vs 21/11).
 */
export function defaultProjectName(now: Date = new Date()): string {
  return `Project ${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
}

export const projectNameSchema = z
  .string(catalogued('PROJECT_NAME_REQUIRED'))
  .trim()
  .min(1, catalogued('PROJECT_NAME_REQUIRED'))
  .max(PROJECT_NAME_MAX_LENGTH, catalogued('PROJECT_NAME_TOO_LONG'));

const descriptionSchema = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : text))
  .nullish();

/** POST /api/projects */
export const createProjectSchema = z.object({ name: projectNameSchema, description: descriptionSchema });
/** PATCH /api/projects/:id */
export const updateProjectSchema = z.object({
  name: projectNameSchema.optional(),
  description: descriptionSchema,
});

interface CreateProjectOptions {
  description?: string | null;
  id?: string;
  now?: Date;
}

export function createProject(userId: string, name: string, options: CreateProjectOptions = {}): Project {
  if (typeof userId !== 'string' || userId.trim() === '') throw new AppError('USER_ID_REQUIRED');
  const now = options.now ?? new Date();
  return {
    id: options.id ?? createId(),
    userId,
    name: parseOrThrow(projectNameSchema, name),
    description: options.description?.trim() || null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The project a chat session gets when it needs one and the user has not made it. */
export function createAutoProject(userId: string, now: Date = new Date()): Project {
  return createProject(userId, defaultProjectName(now), {
    description: AUTO_CREATED_PROJECT_DESCRIPTION,
    now,
  });
}

export function projectBelongsTo(project: Pick<Project, 'userId'>, userId: string): boolean {
  return project.userId === userId;
}
