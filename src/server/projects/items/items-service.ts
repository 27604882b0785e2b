/**
 * Hand-made changes to a project's pages, bounded contexts and infrastructure items: list, create, read, update,
 * delete, each after checking the caller owns the project (another user's project or item is "not found").
 * Editing a derived item keeps its derived baseline, so the item shows as edited and re-derivation proposes,
 * never overwrites.
 */
import { AppError, type ErrorCode } from '../../../domain/errors.ts';
import { slugify } from '../../../domain/project-items.ts';
import type {
  ContextItem,
  ContextList,
  CreateContextRequest,
  CreateInfrastructureRequest,
  CreatePageRequest,
  InfrastructureItem,
  InfrastructureList,
  PageItem,
  PageList,
  ProjectItemKind,
  UpdateContextRequest,
  UpdateInfrastructureRequest,
  UpdatePageRequest,
} from '../../../domain/project-items-api.ts';
import type { Db } from '../../db/client.ts';
import { getSqlState, sqlState } from '../../db/database-errors.ts';
import { getProjectRow } from '../../db/repositories/projects-repository.ts';
import { type ItemRow, NOT_FOUND, toWrite } from './item-kinds.ts';
import {
  contextMapOf,
  contextNames,
  toContextItem,
  toInfrastructureItem,
  toPageItem,
  totalCost,
} from './item-views.ts';
import {
  deleteItemRow,
  freeSlug,
  getItemRow,
  insertItemRow,
  listItemRows,
  nextPosition,
  updateItemRow,
} from './items-repository.ts';

export interface ItemScope {
  db: Db;
  userId: string;
  projectId: string;
}

export async function requireOwnProject(scope: ItemScope): Promise<void> {
  const row = await getProjectRow({ db: scope.db, userId: scope.userId, id: scope.projectId });
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
}

async function requireItem(scope: ItemScope, kind: ProjectItemKind, id: string): Promise<ItemRow> {
  await requireOwnProject(scope);
  const row = await getItemRow(scope.db, kind, scope.projectId, id);
  if (!row) throw new AppError(NOT_FOUND[kind]);
  return row;
}

/** A unique index the write broke, as the catalogue's message for it. */
async function catchTaken<T>(code: ErrorCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (getSqlState(error) === sqlState.uniqueViolation) throw new AppError(code);
    throw error;
  }
}

// ---- Reading ---------------------------------------------------------------------------------------------------

export async function listPages(scope: ItemScope): Promise<PageList> {
  await requireOwnProject(scope);
  return { items: (await listItemRows(scope.db, 'page', scope.projectId)).map(toPageItem) };
}

export async function listContexts(scope: ItemScope): Promise<ContextList> {
  await requireOwnProject(scope);
  return contextListOf(await listItemRows(scope.db, 'context', scope.projectId));
}

export function contextListOf(rows: readonly ItemRow[]): ContextList {
  const names = contextNames(rows);
  const items = rows.map((row) => toContextItem(row, names));
  return { items, contextMap: contextMapOf(items) };
}

export async function listInfrastructure(scope: ItemScope): Promise<InfrastructureList> {
  await requireOwnProject(scope);
  const items = (await listItemRows(scope.db, 'infrastructure', scope.projectId)).map(toInfrastructureItem);
  return { items, totalMonthlyCostEstimate: totalCost(items) };
}

export async function getPage(scope: ItemScope, id: string): Promise<PageItem> {
  return toPageItem(await requireItem(scope, 'page', id));
}

export async function getContext(scope: ItemScope, id: string): Promise<ContextItem> {
  const row = await requireItem(scope, 'context', id);
  return toContextItem(row, contextNames(await listItemRows(scope.db, 'context', scope.projectId)));
}

export async function getInfrastructure(scope: ItemScope, id: string): Promise<InfrastructureItem> {
  return toInfrastructureItem(await requireItem(scope, 'infrastructure', id));
}

// ---- Writing ---------------------------------------------------------------------------------------------------

function definedFields(input: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]));
}

/** Another item of the kind already has this name (case-insensitive): contexts and infrastructure are named uniquely. */
async function requireFreeName(
  scope: ItemScope,
  kind: 'context' | 'infrastructure',
  name: string,
  self?: string,
) {
  const rows = await listItemRows(scope.db, kind, scope.projectId);
  const clash = rows.some((r) => r.id !== self && r.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (clash)
    throw new AppError(kind === 'context' ? 'BOUNDED_CONTEXT_NAME_TAKEN' : 'INFRASTRUCTURE_NAME_TAKEN');
}

/** Relationships name the other context by slug or by name; they are stored by slug. */
async function resolveRelationships(
  scope: ItemScope,
  relationships: UpdateContextRequest['relationships'],
): Promise<unknown> {
  if (relationships === undefined) return undefined;
  const rows = await listItemRows(scope.db, 'context', scope.projectId);
  return relationships.map((r) => {
    const wanted = r.context.trim();
    const match =
      rows.find((row) => row.slug === wanted) ??
      rows.find((row) => row.name.trim().toLowerCase() === wanted.toLowerCase());
    return {
      context: match?.slug ?? slugify(wanted),
      direction: r.direction,
      ...(r.pattern ? { pattern: r.pattern } : {}),
    };
  });
}

/** What a kind's create and update requests may set, and the catalogue message for the unique index it can break. */
const WRITABLE = {
  page: { fields: ['name', 'purpose', 'route', 'userStories'], takenCode: 'PAGE_ROUTE_TAKEN' },
  context: {
    fields: ['name', 'purpose', 'entities', 'relationships'],
    takenCode: 'BOUNDED_CONTEXT_NAME_TAKEN',
  },
  infrastructure: {
    fields: ['name', 'purpose', 'kind', 'provider', 'environment', 'monthlyCostEstimate', 'links'],
    takenCode: 'INFRASTRUCTURE_NAME_TAKEN',
  },
} as const satisfies Record<ProjectItemKind, { fields: readonly string[]; takenCode: ErrorCode }>;

/** The fields a create or update request sets (a context's relationships stored by slug). */
async function changesOf(
  scope: ItemScope,
  kind: ProjectItemKind,
  request: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const input =
    kind === 'context'
      ? {
          ...request,
          relationships: await resolveRelationships(
            scope,
            request.relationships as UpdateContextRequest['relationships'],
          ),
        }
      : request;
  return definedFields(input, WRITABLE[kind].fields);
}

/**
 * A hand-made item at the end of the project's list: the caller must own the project, a context or infrastructure
 * item needs a name no other of its kind has and gets a free slug from it; `defaults` are columns the request may
 * override.
 */
async function insertManualItem(
  scope: ItemScope,
  kind: ProjectItemKind,
  request: { name: string; status?: string | undefined } & Record<string, unknown>,
  defaults: Record<string, unknown> = {},
): Promise<ItemRow> {
  await requireOwnProject(scope);
  if (kind !== 'page') await requireFreeName(scope, kind, request.name);
  const { columns, detail } = toWrite(kind, await changesOf(scope, kind, request), {});
  const slug =
    kind === 'page' ? {} : { slug: await freeSlug(scope.db, kind, scope.projectId, slugify(request.name)) };
  return catchTaken(WRITABLE[kind].takenCode, async () =>
    insertItemRow(scope.db, kind, {
      ...defaults,
      ...columns,
      name: request.name,
      ...slug,
      projectId: scope.projectId,
      detail,
      status: request.status ?? 'planned',
      origin: 'manual',
      position: await nextPosition(scope.db, kind, scope.projectId),
    }),
  );
}

export async function createPage(scope: ItemScope, request: CreatePageRequest): Promise<PageItem> {
  return toPageItem(await insertManualItem(scope, 'page', request));
}

export async function createContext(scope: ItemScope, request: CreateContextRequest): Promise<ContextItem> {
  const row = await insertManualItem(scope, 'context', request);
  return getContext(scope, row.id);
}

export async function createInfrastructure(
  scope: ItemScope,
  request: CreateInfrastructureRequest,
): Promise<InfrastructureItem> {
  return toInfrastructureItem(await insertManualItem(scope, 'infrastructure', request, { kind: 'other' }));
}

async function updateItem(
  scope: ItemScope,
  kind: ProjectItemKind,
  id: string,
  changes: Record<string, unknown>,
  extra: { status?: string | undefined; position?: number | undefined },
): Promise<ItemRow> {
  const current = await requireItem(scope, kind, id);
  const { columns, detail } = toWrite(kind, changes, current.detail);
  const updated = await catchTaken(WRITABLE[kind].takenCode, () =>
    updateItemRow(scope.db, kind, scope.projectId, id, {
      ...columns,
      detail,
      ...(extra.status !== undefined ? { status: extra.status } : {}),
      ...(extra.position !== undefined ? { position: extra.position } : {}),
    }),
  );
  if (!updated) throw new AppError(NOT_FOUND[kind]);
  return updated;
}

export async function updatePage(
  scope: ItemScope,
  id: string,
  request: UpdatePageRequest,
): Promise<PageItem> {
  const changes = await changesOf(scope, 'page', request);
  return toPageItem(await updateItem(scope, 'page', id, changes, request));
}

/** A context or infrastructure item, renamed only to a name no other of its kind has. */
async function updateNamedItem(
  scope: ItemScope,
  kind: 'context' | 'infrastructure',
  id: string,
  request: UpdateContextRequest | UpdateInfrastructureRequest,
): Promise<ItemRow> {
  await requireItem(scope, kind, id);
  if (request.name !== undefined) await requireFreeName(scope, kind, request.name, id);
  return updateItem(scope, kind, id, await changesOf(scope, kind, request), request);
}

export async function updateContext(
  scope: ItemScope,
  id: string,
  request: UpdateContextRequest,
): Promise<ContextItem> {
  await updateNamedItem(scope, 'context', id, request);
  return getContext(scope, id);
}

export async function updateInfrastructure(
  scope: ItemScope,
  id: string,
  request: UpdateInfrastructureRequest,
): Promise<InfrastructureItem> {
  return toInfrastructureItem(await updateNamedItem(scope, 'infrastructure', id, request));
}

export async function deleteItem(scope: ItemScope, kind: ProjectItemKind, id: string): Promise<void> {
  await requireItem(scope, kind, id);
  if (!(await deleteItemRow(scope.db, kind, scope.projectId, id))) throw new AppError(NOT_FOUND[kind]);
}
