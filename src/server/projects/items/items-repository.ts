/**
 * Rows of project_pages, bounded_contexts and infrastructure_items. Every read and write names the project, and
 * the services only call these after checking the caller owns that project.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProjectItemKind } from '../../../domain/project-items-api.ts';
import type { Db } from '../../db/client.ts';
import type { projectPages } from '../../db/schema.ts';
import { ITEM_TABLES, type ItemRow } from './item-kinds.ts';

/** The columns all three tables share, for typing queries that work on any of them. */
function table(kind: ProjectItemKind): typeof projectPages {
  return ITEM_TABLES[kind] as unknown as typeof projectPages;
}

export async function listItemRows(db: Db, kind: ProjectItemKind, projectId: string): Promise<ItemRow[]> {
  const t = table(kind);
  return (await db
    .select()
    .from(t)
    .where(eq(t.projectId, projectId))
    .orderBy(asc(t.position), asc(t.createdAt), asc(t.id))) as ItemRow[];
}

export async function countItemRows(db: Db, kind: ProjectItemKind, projectId: string): Promise<number> {
  const t = table(kind);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .where(eq(t.projectId, projectId));
  return Number(row?.count ?? 0);
}

export async function getItemRow(
  db: Db,
  kind: ProjectItemKind,
  projectId: string,
  id: string,
): Promise<ItemRow | undefined> {
  const t = table(kind);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.projectId, projectId), eq(t.id, id)));
  return row as ItemRow | undefined;
}

export async function insertItemRow(
  db: Db,
  kind: ProjectItemKind,
  values: Record<string, unknown> & { projectId: string; name: string },
): Promise<ItemRow> {
  const [row] = await db
    .insert(table(kind))
    .values(values as typeof projectPages.$inferInsert)
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row as ItemRow;
}

export async function updateItemRow(
  db: Db,
  kind: ProjectItemKind,
  projectId: string,
  id: string,
  set: Record<string, unknown>,
): Promise<ItemRow | undefined> {
  const t = table(kind);
  const [row] = await db
    .update(t)
    .set({ ...set, updatedAt: new Date() } as Partial<typeof projectPages.$inferInsert>)
    .where(and(eq(t.projectId, projectId), eq(t.id, id)))
    .returning();
  return row as ItemRow | undefined;
}

export async function deleteItemRow(
  db: Db,
  kind: ProjectItemKind,
  projectId: string,
  id: string,
): Promise<boolean> {
  const t = table(kind);
  const rows = await db
    .delete(t)
    .where(and(eq(t.projectId, projectId), eq(t.id, id)))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function nextPosition(db: Db, kind: ProjectItemKind, projectId: string): Promise<number> {
  const t = table(kind);
  const [row] = await db
    .select({ max: sql<number | null>`max(${t.position})` })
    .from(t)
    .where(eq(t.projectId, projectId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** The wanted slug, or it with "-2", "-3"… when another item of the project has it. */
export async function freeSlug(
  db: Db,
  kind: Exclude<ProjectItemKind, 'page'>,
  projectId: string,
  wanted: string,
  taken: ReadonlySet<string> = new Set(),
): Promise<string> {
  const rows = await listItemRows(db, kind, projectId);
  const used = new Set([...rows.map((r) => r.slug ?? ''), ...taken]);
  const base = wanted || kind;
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base.slice(0, 95)}-${n}`;
  return slug;
}
