import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, isOneOf, primaryId, updatedAt } from './columns.ts';

export const projectVisibilityValues = ['private', 'link'] as const;
export type ProjectVisibility = (typeof projectVisibilityValues)[number];

export const projects = pgTable(
  'projects',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** 'link': readable by anyone holding share_token (a later feature). */
    visibility: text('visibility').$type<ProjectVisibility>().notNull().default('private'),
    shareToken: text('share_token').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    check('projects_visibility_check', isOneOf(t.visibility, projectVisibilityValues)),
    check('projects_link_has_token_check', sql`${t.visibility} <> 'link' or ${t.shareToken} is not null`),
  ],
);

/** Columns shared by the three kinds of project structure items (pages, bounded contexts, infrastructure). */
function projectItemColumns() {
  return {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    purpose: text('purpose'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('planned'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}

export const projectPages = pgTable(
  'project_pages',
  { ...projectItemColumns(), route: text('route') },
  (t) => [index('project_pages_project_id_position_idx').on(t.projectId, t.position)],
);

export const boundedContexts = pgTable(
  'bounded_contexts',
  { ...projectItemColumns(), slug: text('slug') },
  (t) => [index('bounded_contexts_project_id_position_idx').on(t.projectId, t.position)],
);

export const infrastructureItems = pgTable(
  'infrastructure_items',
  { ...projectItemColumns(), slug: text('slug'), kind: text('kind') },
  (t) => [index('infrastructure_items_project_id_position_idx').on(t.projectId, t.position)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
