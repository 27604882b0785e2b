import { AppError } from '../../domain/errors.ts';
import type { SharedProject } from '../../domain/projects-api.ts';
import type { Db } from '../db/client.ts';
import { listArtefactsByOwner } from '../db/repositories/artefacts-repository.ts';
import { getSharedProjectSummary } from '../db/repositories/projects-repository.ts';
import { toSharedProject } from './project-views.ts';

/** The read-only view of a project shared by link; an unknown or revoked token is "Project not found". */
export async function getSharedProject(options: { db: Db; shareToken: string }): Promise<SharedProject> {
  const row = await getSharedProjectSummary(options);
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  const documents = await listArtefactsByOwner({ db: options.db, owner: { projectId: row.id } });
  return toSharedProject(row, documents);
}
