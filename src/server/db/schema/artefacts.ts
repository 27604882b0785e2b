import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { chatSessions } from './chat.ts';
import { createdAt, isOneOf, primaryId, updatedAt } from './columns.ts';
import { projects } from './projects.ts';

export const artefactTypeValues = ['idea', 'prd', 'mvp', 'domain-model', 'tech-stack', 'summary'] as const;
export type ArtefactType = (typeof artefactTypeValues)[number];

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artefacts_session_id_idx').on(t.sessionId),
    index('artefacts_project_id_idx').on(t.projectId),
    index('artefacts_session_id_type_idx').on(t.sessionId, t.artefactType),
    check('artefacts_owner_check', sql`${t.projectId} is not null or ${t.sessionId} is not null`),
    check('artefacts_type_check', isOneOf(t.artefactType, artefactTypeValues)),
  ],
);

/** Earlier contents of an artefact, numbered from 1 per artefact. */
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
    createdAt: createdAt(),
  },
  (t) => [unique('artefact_versions_artefact_id_version_key').on(t.artefactId, t.version)],
);

export type ArtefactRow = typeof artefacts.$inferSelect;
export type ArtefactVersionRow = typeof artefactVersions.$inferSelect;
