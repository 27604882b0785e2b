import { randomBytes } from 'node:crypto';
import { AppError } from '../../domain/errors.ts';
import { createProject } from '../../domain/project.ts';
import type {
  ProjectChatChoice,
  ProjectDetail,
  ProjectList,
  ProjectListQuery,
  UpdateProjectRequest,
} from '../../domain/projects-api.ts';
import type { Db } from '../db/client.ts';
import {
  deleteProjectRow,
  getProjectRow,
  getProjectSummary,
  insertProject,
  listProjectChats,
  listProjectSummaries,
  updateProjectRow,
} from '../db/repositories/projects-repository.ts';
import { toProjectDetail, toProjectSummary } from './project-views.ts';

const DEFAULT_PAGE_SIZE = 50;

/** 32 URL-safe characters from 24 random bytes (192 bits): unguessable, and short enough for a link. */
export function generateShareToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function createProjectFor(options: {
  db: Db;
  userId: string;
  name: string;
  description?: string | null | undefined;
}): Promise<ProjectDetail> {
  const project = createProject(options.userId, options.name, { description: options.description ?? null });
  await insertProject({ db: options.db, project });
  return getProjectFor({ db: options.db, userId: options.userId, id: project.id });
}

export async function listProjectsFor(options: {
  db: Db;
  userId: string;
  query: ProjectListQuery;
}): Promise<ProjectList> {
  const limit = options.query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = options.query.cursor ? Number.parseInt(options.query.cursor, 10) : 0;
  const rows = await listProjectSummaries({
    db: options.db,
    userId: options.userId,
    search: options.query.search,
    sort: options.query.sort ?? 'activity',
    limit: limit + 1,
    offset,
  });
  const items = rows.slice(0, limit).map(toProjectSummary);
  return rows.length > limit ? { items, nextCursor: String(offset + limit) } : { items };
}

export async function getProjectFor(options: { db: Db; userId: string; id: string }): Promise<ProjectDetail> {
  const row = await getProjectSummary(options);
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  const chats = await listProjectChats({ db: options.db, projectId: row.id });
  return toProjectDetail(row, chats);
}

/**
 * Renames, describes, or changes visibility. Sharing by link makes a fresh token unless it is already shared;
 * going private drops the token, so a revoked link never works again (sharing anew makes a new one).
 */
export async function updateProjectFor(options: {
  db: Db;
  userId: string;
  id: string;
  patch: UpdateProjectRequest & { description?: string | null | undefined };
}): Promise<ProjectDetail> {
  const { db, userId, id, patch } = options;
  const current = await getProjectRow({ db, userId, id });
  if (!current) throw new AppError('PROJECT_NOT_FOUND');
  const sharing =
    patch.visibility === 'link'
      ? { visibility: 'link' as const, shareToken: current.shareToken ?? generateShareToken() }
      : patch.visibility === 'private'
        ? { visibility: 'private' as const, shareToken: null }
        : {};
  const updated = await updateProjectRow({
    db,
    userId,
    id,
    patch: {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...sharing,
    },
  });
  if (!updated) throw new AppError('PROJECT_NOT_FOUND');
  return getProjectFor({ db, userId, id });
}

/** A project with chats is only deleted once the user has chosen to unlink or delete them. */
export async function deleteProjectFor(options: {
  db: Db;
  userId: string;
  id: string;
  chats?: ProjectChatChoice | undefined;
}): Promise<void> {
  const { db, userId, id } = options;
  const summary = await getProjectSummary({ db, userId, id });
  if (!summary) throw new AppError('PROJECT_NOT_FOUND');
  if (summary.chatCount > 0 && !options.chats) throw new AppError('PROJECT_CHATS_CHOICE_REQUIRED');
  const deleted = await deleteProjectRow({ db, userId, id, chats: options.chats ?? 'unlink' });
  if (!deleted) throw new AppError('PROJECT_NOT_FOUND');
}
