import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatSessions } from './chat.ts';
import { createdAt, isOneOf, primaryId, updatedAt } from './columns.ts';
import { projects } from './projects.ts';

export const artefactTypeValues = ['idea', 'prd', 'mvp', 'domain-model', 'tech-stack', 'summary'] as const;
export type ArtefactType = (typeof artefactTypeValues)[number];
export type DocumentFields = Record<string, string | string[]>;

/** A document owned by a project, a chat session, or both; ownership (the user) comes through them. */
export const artefacts = pgTable(
  'artefacts',
  {
    id: primaryId(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    artefactType: text('artefact_type').$type<ArtefactType>().notNull(),
    /** The structured fields when written through the kind's schema (content is their rendering); else null. */
    document: jsonb('document').$type<DocumentFields>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artefacts_session_id_idx').on(t.sessionId),
    index('artefacts_project_id_idx').on(t.projectId),
    index('artefacts_session_id_type_idx').on(t.sessionId, t.artefactType),
    // "An artefact with this name already exists": names are unique per owner.
    uniqueIndex('artefacts_session_id_name_key')
      .on(t.sessionId, t.name)
      .where(sql`${t.sessionId} is not null`),
    uniqueIndex('artefacts_project_id_name_key')
      .on(t.projectId, t.name)
      .where(sql`${t.projectId} is not null`),
    check('artefacts_owner_check', sql`${t.projectId} is not null or ${t.sessionId} is not null`),
    check('artefacts_type_check', isOneOf(t.artefactType, artefactTypeValues)),
  ],
);

/** Every content an artefact has had, numbered from 1 per artefact; the highest is the current content. */
export const artefactVersions = pgTable(
  'artefact_versions',
  {
    id: primaryId(),
    artefactId: uuid('artefact_id')
      .notNull()
      .references(() => artefacts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    document: jsonb('document').$type<DocumentFields>(),
    /** The version this one restored, when it was made by a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [unique('artefact_versions_artefact_id_version_key').on(t.artefactId, t.version)],
);

export type ArtefactRow = typeof artefacts.$inferSelect;
export type ArtefactVersionRow = typeof artefactVersions.$inferSelect;
