import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  PROJECT_ITEM_ORIGINS,
  PROJECT_ITEM_STATUSES,
  type ProjectItemOrigin,
} from '../../../domain/project-items.ts';
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
    /** 'link': readable, read-only, by anyone holding share_token (GET /api/shared/projects/:token). */
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
    /** 'derived': made from the documents; 'manual': made by hand. */
    origin: text('origin').$type<ProjectItemOrigin>().notNull().default('manual'),
    /** The fields as last derived from the documents (the baseline re-derivation compares with); null if manual. */
    derived: jsonb('derived').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}

export const projectPages = pgTable(
  'project_pages',
  { ...projectItemColumns(), route: text('route') },
  (t) => [
    index('project_pages_project_id_position_idx').on(t.projectId, t.position),
    uniqueIndex('project_pages_project_id_route_key')
      .on(t.projectId, t.route)
      .where(sql`${t.route} is not null`),
    check('project_pages_status_check', isOneOf(t.status, PROJECT_ITEM_STATUSES)),
    check('project_pages_origin_check', isOneOf(t.origin, PROJECT_ITEM_ORIGINS)),
  ],
);

export const boundedContexts = pgTable(
  'bounded_contexts',
  { ...projectItemColumns(), slug: text('slug') },
  (t) => [
    index('bounded_contexts_project_id_position_idx').on(t.projectId, t.position),
    uniqueIndex('bounded_contexts_project_id_slug_key')
      .on(t.projectId, t.slug)
      .where(sql`${t.slug} is not null`),
    check('bounded_contexts_status_check', isOneOf(t.status, PROJECT_ITEM_STATUSES)),
    check('bounded_contexts_origin_check', isOneOf(t.origin, PROJECT_ITEM_ORIGINS)),
  ],
);

export const infrastructureItems = pgTable(
  'infrastructure_items',
  { ...projectItemColumns(), slug: text('slug'), kind: text('kind') },
  (t) => [
    index('infrastructure_items_project_id_position_idx').on(t.projectId, t.position),
    uniqueIndex('infrastructure_items_project_id_slug_key')
      .on(t.projectId, t.slug)
      .where(sql`${t.slug} is not null`),
    check('infrastructure_items_status_check', isOneOf(t.status, PROJECT_ITEM_STATUSES)),
    check('infrastructure_items_origin_check', isOneOf(t.origin, PROJECT_ITEM_ORIGINS)),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
