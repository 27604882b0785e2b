import { and, asc, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  type ArtefactRow,
  type ArtefactType,
  type ArtefactVersionRow,
  artefacts,
  artefactVersions,
  chatSessions,
  type DocumentFields,
  projects,
} from '../schema.ts';

/*
 * artefacts and artefact_versions (SPEC §7). An artefact is the user's when its session or its project is; every
 * read here that starts from an artefact id checks that. Each write of content adds a version in the same
 * transaction, so the history always ends with the current content.
 */

export interface ArtefactWrite {
  name: string;
  content: string;
  document: DocumentFields | null;
}

/** The artefact when it belongs (through its session or project) to the user. */
export async function getArtefactForUser(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ArtefactRow | undefined> {
  const [row] = await options.db
    .select({ artefact: artefacts })
    .from(artefacts)
    .leftJoin(chatSessions, eq(chatSessions.id, artefacts.sessionId))
    .leftJoin(projects, eq(projects.id, artefacts.projectId))
    .where(
      and(
        eq(artefacts.id, options.id),
        or(eq(chatSessions.userId, options.userId), eq(projects.userId, options.userId)),
      ),
    );
  return row?.artefact;
}

export function listArtefactsByOwner(options: {
  db: Db;
  owner: { sessionId: string } | { projectId: string };
}): Promise<ArtefactRow[]> {
  const where =
    'sessionId' in options.owner
      ? eq(artefacts.sessionId, options.owner.sessionId)
      : eq(artefacts.projectId, options.owner.projectId);
  return options.db
    .select()
    .from(artefacts)
    .where(where)
    .orderBy(asc(artefacts.createdAt), asc(artefacts.id));
}

/** The session's document of that kind (the most recently updated, should there be several). */
export async function findSessionArtefactByType(options: {
  db: Db;
  sessionId: string;
  artefactType: ArtefactType;
}): Promise<ArtefactRow | undefined> {
  const [row] = await options.db
    .select()
    .from(artefacts)
    .where(and(eq(artefacts.sessionId, options.sessionId), eq(artefacts.artefactType, options.artefactType)))
    .orderBy(desc(artefacts.updatedAt))
    .limit(1);
  return row;
}

/** Inserts the artefact and its version 1. Undefined when the database returned no row. */
export function insertArtefact(options: {
  db: Db;
  sessionId: string | null;
  projectId: string | null;
  artefactType: ArtefactType;
  write: ArtefactWrite;
}): Promise<ArtefactRow | undefined> {
  return options.db.transaction(async (tx) => {
    // The app's clock, like every later update: "out of date" compares these times, so one clock writes them all.
    const now = new Date();
    const [row] = await tx
      .insert(artefacts)
      .values({
        createdAt: now,
        updatedAt: now,
        sessionId: options.sessionId,
        projectId: options.projectId,
        artefactType: options.artefactType,
        ...options.write,
      })
      .returning();
    if (!row?.id) return undefined;
    await tx.insert(artefactVersions).values({ artefactId: row.id, version: 1, ...options.write });
    return row;
  });
}

/** Replaces name/content/document and appends the next version. Undefined when the artefact is gone. */
export function updateArtefactContent(options: {
  db: Db;
  id: string;
  write: ArtefactWrite;
  restoredFrom?: number;
}): Promise<ArtefactRow | undefined> {
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .update(artefacts)
      .set({ ...options.write, updatedAt: new Date() })
      .where(eq(artefacts.id, options.id))
      .returning();
    if (!row) return undefined;
    const [latest] = await tx
      .select({ version: max(artefactVersions.version) })
      .from(artefactVersions)
      .where(eq(artefactVersions.artefactId, options.id));
    await tx.insert(artefactVersions).values({
      artefactId: options.id,
      version: (latest?.version ?? 0) + 1,
      ...options.write,
      restoredFrom: options.restoredFrom ?? null,
    });
    return row;
  });
}

/** Marks the artefact as just written without a new version (its content was confirmed unchanged). */
export async function touchArtefact(options: { db: Db; id: string }): Promise<ArtefactRow | undefined> {
  const [row] = await options.db
    .update(artefacts)
    .set({ updatedAt: new Date() })
    .where(eq(artefacts.id, options.id))
    .returning();
  return row;
}

export async function deleteArtefactRow(options: { db: Db; id: string }): Promise<boolean> {
  const rows = await options.db
    .delete(artefacts)
    .where(eq(artefacts.id, options.id))
    .returning({ id: artefacts.id });
  return rows.length > 0;
}

/** Newest first. */
export function listArtefactVersions(options: { db: Db; artefactId: string }): Promise<ArtefactVersionRow[]> {
  return options.db
    .select()
    .from(artefactVersions)
    .where(eq(artefactVersions.artefactId, options.artefactId))
    .orderBy(desc(artefactVersions.version));
}

export async function getArtefactVersion(options: {
  db: Db;
  artefactId: string;
  version: number;
}): Promise<ArtefactVersionRow | undefined> {
  const [row] = await options.db
    .select()
    .from(artefactVersions)
    .where(
      and(eq(artefactVersions.artefactId, options.artefactId), eq(artefactVersions.version, options.version)),
    );
  return row;
}

/** The current version number of each artefact (1 when it has no history row, e.g. rows made before versions). */
export async function currentVersions(options: {
  db: Db;
  artefactIds: string[];
}): Promise<Map<string, number>> {
  if (options.artefactIds.length === 0) return new Map();
  const rows = await options.db
    .select({
      artefactId: artefactVersions.artefactId,
      version: sql<number>`max(${artefactVersions.version})`,
    })
    .from(artefactVersions)
    .where(inArray(artefactVersions.artefactId, options.artefactIds))
    .groupBy(artefactVersions.artefactId);
  return new Map(rows.map((r) => [r.artefactId, Number(r.version)]));
}
