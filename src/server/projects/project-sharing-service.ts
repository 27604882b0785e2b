import { AppError } from '../../domain/errors.ts';
import type { SharedProject } from '../../domain/projects-api.ts';
import type { Db } from '../db/client.ts';
import { listArtefactsByOwner } from '../db/repositories/artefacts-repository.ts';
import { getSharedProjectSummary } from '../db/repositories/projects-repository.ts';
import { toInfrastructureItem, toPageItem } from './items/item-views.ts';
import { listItemRows } from './items/items-repository.ts';
import { contextListOf } from './items/items-service.ts';
import { toSharedProject } from './project-views.ts';

/**
 * The read-only view of a project shared by link; an unknown or revoked token is "Project not found". It carries
 * the project's documents, pages, bounded contexts with the context map, and infrastructure.
 */
export async function getSharedProject(options: { db: Db; shareToken: string }): Promise<SharedProject> {
  const { db } = options;
  const row = await getSharedProjectSummary(options);
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  const documents = await listArtefactsByOwner({ db, owner: { projectId: row.id } });
  const pages = (await listItemRows(db, 'page', row.id)).map(toPageItem);
  const contexts = contextListOf(await listItemRows(db, 'context', row.id));
  const infrastructure = (await listItemRows(db, 'infrastructure', row.id)).map(toInfrastructureItem);
  return {
    ...toSharedProject(row, documents),
    pages: pages.map(({ id, name, route, purpose, userStories, status }) => ({
      id,
      name,
      route,
      purpose,
      userStories,
      status,
    })),
    contexts: contexts.items.map(({ id, name, slug, purpose, entities, relationships, status }) => ({
      id,
      name,
      slug,
      purpose,
      entities,
      relationships,
      status,
    })),
    contextMap: contexts.contextMap,
    infrastructure: infrastructure.map(
      ({ id, name, kind, provider, purpose, environment, monthlyCostEstimate, links, status }) => ({
        id,
        name,
        kind,
        provider,
        purpose,
        environment,
        monthlyCostEstimate,
        links,
        status,
      }),
    ),
  };
}
