import { AppError } from '../../domain/errors.ts';
import type { ArtefactDetail } from '../../domain/journey-api.ts';
import { createAutoProject } from '../../domain/project.ts';
import type { ProjectDetail, SaveToProjectResult } from '../../domain/projects-api.ts';
import type { Db } from '../db/client.ts';
import { getSqlState, sqlState } from '../db/database-errors.ts';
import { getChatSession, updateChatSession } from '../db/repositories/chat-repository.ts';
import {
  ensureSessionProject,
  getProjectRow,
  promoteArtefactRow,
} from '../db/repositories/projects-repository.ts';
import { getArtefactDetail } from '../journey/artefacts-service.ts';
import { fillEmptyKinds } from './derivation/derivation-service.ts';
import { getProjectFor } from './projects-service.ts';

/*
 * Chats and projects: linking from the project's side (the chat's side is PATCH /api/sessions/:id), saving a chat
 * into a project, and promoting a chat's document into its project.
 */

async function requireOwnProject(db: Db, userId: string, projectId: string): Promise<void> {
  if (!(await getProjectRow({ db, userId, id: projectId }))) throw new AppError('PROJECT_NOT_FOUND');
}

/** Links one of the user's chats to the project (moving it out of any other project). */
export async function linkChatToProject(options: {
  db: Db;
  userId: string;
  projectId: string;
  sessionId: string;
}): Promise<ProjectDetail> {
  const { db, userId, projectId, sessionId } = options;
  await requireOwnProject(db, userId, projectId);
  const linked = await updateChatSession({ db, userId, id: sessionId, patch: { projectId } });
  if (!linked) throw new AppError('CHAT_SESSION_NOT_FOUND');
  await fillEmptyKinds(db, projectId);
  return getProjectFor({ db, userId, id: projectId });
}

/** Unlinks the chat from the project; the chat and its documents are kept. */
export async function unlinkChatFromProject(options: {
  db: Db;
  userId: string;
  projectId: string;
  sessionId: string;
}): Promise<ProjectDetail> {
  const { db, userId, projectId, sessionId } = options;
  await requireOwnProject(db, userId, projectId);
  const session = await getChatSession({ db, userId, id: sessionId });
  if (!session || session.projectId !== projectId) throw new AppError('CHAT_SESSION_NOT_FOUND');
  await updateChatSession({ db, userId, id: sessionId, patch: { projectId: null } });
  return getProjectFor({ db, userId, id: projectId });
}

/**
 * "Save chat into a project": into the given project, else the one it already has, else a new one named
 * "Project <date>" with the auto-created description.
 */
export async function saveChatToProject(options: {
  db: Db;
  userId: string;
  sessionId: string;
  projectId?: string | undefined;
  now?: Date;
}): Promise<SaveToProjectResult> {
  const { db, userId, sessionId } = options;
  if (options.projectId) {
    const project = await linkChatToProject({ db, userId, sessionId, projectId: options.projectId });
    return { project, created: false };
  }
  const outcome = await ensureSessionProject({
    db,
    userId,
    sessionId,
    project: createAutoProject(userId, options.now),
  });
  if (!outcome) throw new AppError('CHAT_SESSION_NOT_FOUND');
  await fillEmptyKinds(db, outcome.projectId);
  return {
    project: await getProjectFor({ db, userId, id: outcome.projectId }),
    created: outcome.created,
  };
}

/** Makes a document of one of the project's chats a project document too (it stays the chat's as well). */
export async function promoteArtefactToProject(options: {
  db: Db;
  userId: string;
  projectId: string;
  artefactId: string;
}): Promise<ArtefactDetail> {
  const { db, userId, projectId, artefactId } = options;
  await requireOwnProject(db, userId, projectId);
  // Throws "Artefact not found" for a document that is not the user's.
  const before = await getArtefactDetail({ db, userId, id: artefactId });
  if (before.projectId === projectId) return before;
  const promoted = await promoteArtefactRow({ db, userId, projectId, artefactId }).catch((error: unknown) => {
    // The project already has a document of that name (names are unique per project).
    if (getSqlState(error) === sqlState.uniqueViolation) throw new AppError('ARTEFACT_DUPLICATE_NAME');
    throw error;
  });
  if (!promoted) throw new AppError('PROJECT_PROMOTE_NOT_PROJECT_CHAT');
  await fillEmptyKinds(db, projectId);
  return getArtefactDetail({ db, userId, id: artefactId });
}
