import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { JOURNEY_STAGES } from '../../../domain/journey.ts';
import type { Db } from '../client.ts';
import {
  type ArtefactRow,
  artefacts,
  chatSessions,
  ideaJourneys,
  journeyStages,
  type ProjectRow,
  type ProjectVisibility,
  projects,
} from '../schema.ts';
import { queryRows } from './sql-rows.ts';

/*
 * projects (SPEC §7) and the links that hang off them. Every read and write is scoped by the owner, except the
 * lookup by share token, which only ever finds a project while it is shared by link.
 */

export type ProjectSort = 'activity' | 'name' | 'created';

/** A project with what its list and detail show about its chats and documents. */
export interface ProjectSummaryRow extends ProjectRow {
  documentCount: number;
  chatCount: number;
  lastActivityAt: Date;
  /** Index in JOURNEY_STAGES of the furthest stage its chats reached; -1 when none started a journey. */
  stagePosition: number;
}

const stageArray = sql.raw(`array[${JOURNEY_STAGES.map((stage) => `'${stage}'`).join(', ')}]::text[]`);

const orderBy: Record<ProjectSort, SQL> = {
  activity: sql`last_activity_at desc, p.id desc`,
  name: sql`lower(p.name) asc, p.id asc`,
  created: sql`p.created_at desc, p.id desc`,
};

function summaryQuery(where: SQL, order: SQL, page: SQL = sql``): SQL {
  return sql`select p.id, p.user_id, p.name, p.description, p.visibility, p.share_token, p.created_at, p.updated_at,
      (select count(*)::int from ${artefacts} a where a.project_id = p.id) as document_count,
      (select count(*)::int from ${chatSessions} s where s.project_id = p.id) as chat_count,
      greatest(p.updated_at,
        (select max(s.updated_at) from ${chatSessions} s where s.project_id = p.id),
        (select max(a.updated_at) from ${artefacts} a where a.project_id = p.id)) as last_activity_at,
      coalesce((select max(array_position(${stageArray}, js.current_stage)) - 1
        from ${chatSessions} s
        join ${ideaJourneys} j on j.session_id = s.id
        join ${journeyStages} js on js.id = j.current_stage_id
        where s.project_id = p.id), -1) as stage_position
    from ${projects} p where ${where} order by ${order} ${page}`;
}

/** Moving a document between owners is not an edit: its time must not change ("may be out of date" compares it). */
const keepUpdatedAt = sql`${artefacts.updatedAt}`;

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function toSummaryRow(raw: Record<string, unknown>): ProjectSummaryRow {
  return {
    id: String(raw.id),
    userId: String(raw.user_id),
    name: String(raw.name),
    description: raw.description === null ? null : String(raw.description),
    visibility: raw.visibility as ProjectVisibility,
    shareToken: raw.share_token === null ? null : String(raw.share_token),
    createdAt: toDate(raw.created_at),
    updatedAt: toDate(raw.updated_at),
    documentCount: Number(raw.document_count),
    chatCount: Number(raw.chat_count),
    lastActivityAt: toDate(raw.last_activity_at),
    stagePosition: Number(raw.stage_position),
  };
}

export async function insertProject(options: {
  db: Db;
  project: { id: string; userId: string; name: string; description: string | null; createdAt: Date };
}): Promise<ProjectRow> {
  const { project } = options;
  const [row] = await options.db
    .insert(projects)
    .values({ ...project, updatedAt: project.createdAt })
    .returning();
  if (!row) throw new Error('insertProject: no row returned');
  return row;
}

/** The user's projects; `search` matches name or description (case-insensitive, literally, no wildcards). */
export async function listProjectSummaries(options: {
  db: Db;
  userId: string;
  search?: string | undefined;
  sort: ProjectSort;
  limit: number;
  offset: number;
}): Promise<ProjectSummaryRow[]> {
  const conditions = [sql`p.user_id = ${options.userId}`];
  if (options.search) {
    const term = options.search.toLowerCase();
    conditions.push(
      sql`(position(${term} in lower(p.name)) > 0 or position(${term} in lower(coalesce(p.description, ''))) > 0)`,
    );
  }
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    summaryQuery(
      sql.join(conditions, sql` and `),
      orderBy[options.sort],
      sql`limit ${options.limit} offset ${options.offset}`,
    ),
  );
  return rows.map(toSummaryRow);
}

export async function getProjectSummary(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ProjectSummaryRow | undefined> {
  const [raw] = await queryRows<Record<string, unknown>>(
    options.db,
    summaryQuery(sql`p.id = ${options.id} and p.user_id = ${options.userId}`, sql`p.id`),
  );
  return raw ? toSummaryRow(raw) : undefined;
}

/** Only a project shared by link (visibility 'link') is found by its token; a revoked token finds nothing. */
export async function getSharedProjectSummary(options: {
  db: Db;
  shareToken: string;
}): Promise<ProjectSummaryRow | undefined> {
  const [raw] = await queryRows<Record<string, unknown>>(
    options.db,
    summaryQuery(sql`p.share_token = ${options.shareToken} and p.visibility = 'link'`, sql`p.id`),
  );
  return raw ? toSummaryRow(raw) : undefined;
}

export async function getProjectRow(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ProjectRow | undefined> {
  const [row] = await options.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, options.id), eq(projects.userId, options.userId)));
  return row;
}

export async function updateProjectRow(options: {
  db: Db;
  userId: string;
  id: string;
  patch: {
    name?: string;
    description?: string | null;
    visibility?: ProjectVisibility;
    shareToken?: string | null;
  };
}): Promise<ProjectRow | undefined> {
  const [row] = await options.db
    .update(projects)
    .set({ ...options.patch, updatedAt: new Date() })
    .where(and(eq(projects.id, options.id), eq(projects.userId, options.userId)))
    .returning();
  return row;
}

/** The project's chats, newest updated first, each with the journey stage it reached (null: not started). */
export async function listProjectChats(options: {
  db: Db;
  projectId: string;
}): Promise<{ id: string; title: string; updatedAt: Date; stage: string | null }[]> {
  return options.db
    .select({
      id: chatSessions.id,
      title: chatSessions.title,
      updatedAt: chatSessions.updatedAt,
      stage: journeyStages.currentStage,
    })
    .from(chatSessions)
    .leftJoin(ideaJourneys, eq(ideaJourneys.sessionId, chatSessions.id))
    .leftJoin(journeyStages, eq(journeyStages.id, ideaJourneys.currentStageId))
    .where(eq(chatSessions.projectId, options.projectId))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id));
}

/**
 * Deletes the user's project. Its chats are unlinked (the foreign key sets null) or deleted with their documents,
 * as the caller chose; documents promoted from a chat that is kept stay with that chat. One transaction.
 */
export async function deleteProjectRow(options: {
  db: Db;
  userId: string;
  id: string;
  chats: 'unlink' | 'delete';
}): Promise<boolean> {
  const { userId, id } = options;
  return options.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .for('update');
    if (!owned) return false;
    if (options.chats === 'delete') {
      await tx
        .delete(chatSessions)
        .where(and(eq(chatSessions.projectId, id), eq(chatSessions.userId, userId)));
    } else {
      await tx
        .update(artefacts)
        .set({ projectId: null, updatedAt: keepUpdatedAt })
        .where(and(eq(artefacts.projectId, id), isNotNull(artefacts.sessionId)));
    }
    await tx.delete(projects).where(eq(projects.id, id));
    return true;
  });
}

/** Makes a chat's document also a document of the project; undefined when it is not one of the project's chats'. */
export async function promoteArtefactRow(options: {
  db: Db;
  userId: string;
  projectId: string;
  artefactId: string;
}): Promise<ArtefactRow | undefined> {
  const projectChats = options.db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.projectId, options.projectId), eq(chatSessions.userId, options.userId)));
  const [row] = await options.db
    .update(artefacts)
    .set({ projectId: options.projectId, updatedAt: keepUpdatedAt })
    .where(and(eq(artefacts.id, options.artefactId), inArray(artefacts.sessionId, projectChats)))
    .returning();
  return row;
}

/**
 * The chat's project, or a new one (given) linked to it when it has none, in one transaction holding the chat's
 * row, so two concurrent saves of the same chat cannot create two projects. Undefined: not the user's chat.
 */
export async function ensureSessionProject(options: {
  db: Db;
  userId: string;
  sessionId: string;
  project: { id: string; name: string; description: string | null; createdAt: Date };
}): Promise<{ projectId: string; created: boolean } | undefined> {
  const { userId, sessionId, project } = options;
  return options.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ projectId: chatSessions.projectId })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
      .for('update');
    if (!session) return undefined;
    if (session.projectId) return { projectId: session.projectId, created: false };
    await tx.insert(projects).values({ ...project, userId, updatedAt: project.createdAt });
    await tx
      .update(chatSessions)
      .set({ projectId: project.id, updatedAt: new Date() })
      .where(eq(chatSessions.id, sessionId));
    return { projectId: project.id, created: true };
  });
}
