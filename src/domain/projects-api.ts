/**
 * The projects' HTTP contract: every request and response body of the project endpoints, declared once so the
 * server validates/answers with them and the web parses them. Additive changes only.
 *
 * ## API for the web
 * All JSON, camelCase, scoped to the caller (another user's id answers 404), errors `{"error":{"code","message"}}`.
 *
 * - `GET    /api/projects?search=&sort=&cursor=&limit=` → `ProjectList` (`ProjectSummary` items: stage progress
 *   from the furthest journey of its chats, document and chat counts, last activity). Sort `activity` (default,
 *   newest first), `name` (A→Z), `created` (newest first). `search` matches name or description, case-insensitive.
 * - `POST   /api/projects`            `CreateProjectRequest` → 201 `ProjectDetail`.
 * - `GET    /api/projects/:id`        → `ProjectDetail` (adds its chats and the share link when shared).
 * - `PATCH  /api/projects/:id`        `UpdateProjectRequest` → `ProjectDetail`. `visibility: "link"` shares it by a
 *   fresh unguessable token (kept while it stays shared); `"private"` revokes the link for good.
 * - `DELETE /api/projects/:id?chats=unlink|delete` → 204. Required when the project has chats ("Choose whether to
 *   unlink or delete this project's chats"); unlinked chats keep their documents.
 * - `POST   /api/projects/:id/sessions` `{sessionId}` → `ProjectDetail` (links a chat; moves it from another project).
 * - `DELETE /api/projects/:id/sessions/:sessionId` → `ProjectDetail` (unlinks the chat, which is kept).
 * - `POST   /api/projects/:id/promote` `{artefactId}` → the artefact (journey-api `ArtefactDetail`), now also a
 *   project document; it must belong to one of the project's chats.
 * - `POST   /api/sessions/:id/save-to-project` `{projectId?}` → `SaveToProjectResult`: links the chat to the given
 *   project, or keeps its current one, or auto-creates "Project <date>" ("Auto-created project from chat session").
 * - `GET    /api/shared/projects/:token` (no account needed) → `SharedProject`, read-only; a revoked or unknown
 *   token answers 404 "Project not found". It carries the pages, contexts (with the context map) and
 *   infrastructure too (project-items-api.ts lists their own endpoints).
 * - `GET    /api/projects/:id/artefacts` lists its documents (see journey-api.ts).
 */
import { z } from 'zod';
import { artefactTypeSchema } from './artefact.ts';
import { journeyStageSchema } from './journey.ts';
import { uuidSchema } from './message.ts';
import { createProjectSchema, updateProjectSchema } from './project.ts';
import { sharedContextSchema, sharedInfrastructureSchema, sharedPageSchema } from './project-items-api.ts';
import { catalogued } from './validation.ts';

export const PROJECT_VISIBILITIES = ['private', 'link'] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];
export const projectVisibilitySchema = z.enum(PROJECT_VISIBILITIES);

export const PROJECT_SORTS = ['activity', 'name', 'created'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const PROJECT_CHAT_CHOICES = ['unlink', 'delete'] as const;
export type ProjectChatChoice = (typeof PROJECT_CHAT_CHOICES)[number];

export const projectIdParamSchema = uuidSchema(catalogued('PROJECT_NOT_FOUND'));

export const projectListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(PROJECT_SORTS).optional(),
  cursor: z.string().regex(/^\d+$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const projectProgressSchema = z.object({
  /** The furthest journey stage any of the project's chats reached; idea when none started. */
  stage: journeyStageSchema,
  /** 0–100, rounded. */
  percent: z.number().int().min(0).max(100),
});
export type ProjectProgress = z.output<typeof projectProgressSchema>;

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: projectVisibilitySchema,
  progress: projectProgressSchema,
  /** The project's own documents (promoted or created in it). */
  documentCount: z.number().int().nonnegative(),
  chatCount: z.number().int().nonnegative(),
  /** The latest change to the project, its chats or its documents. */
  lastActivityAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.output<typeof projectSummarySchema>;

export const projectListSchema = z.object({
  items: z.array(projectSummarySchema),
  nextCursor: z.string().optional(),
});
export type ProjectList = z.output<typeof projectListSchema>;

export const projectChatSchema = z.object({
  id: z.string(),
  title: z.string(),
  stage: projectProgressSchema.shape.stage,
  updatedAt: z.string(),
});
export type ProjectChat = z.output<typeof projectChatSchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  /** Set while the project is shared by link; the public URL is `/shared/projects/<shareToken>`. */
  shareToken: z.string().nullable(),
  chats: z.array(projectChatSchema),
});
export type ProjectDetail = z.output<typeof projectDetailSchema>;

export const createProjectRequestSchema = createProjectSchema;
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

export const updateProjectRequestSchema = updateProjectSchema.extend({
  visibility: projectVisibilitySchema.optional(),
});
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

export const deleteProjectQuerySchema = z.object({ chats: z.enum(PROJECT_CHAT_CHOICES).optional() });

export const linkSessionRequestSchema = z.object({
  sessionId: uuidSchema(catalogued('SESSION_ID_INVALID')),
});

export const promoteArtefactRequestSchema = z.object({
  artefactId: uuidSchema(catalogued('ARTEFACT_NOT_FOUND')),
});

export const saveToProjectRequestSchema = z.object({
  projectId: uuidSchema(catalogued('PROJECT_ID_INVALID')).optional(),
});

export const saveToProjectResultSchema = z.object({
  project: projectDetailSchema,
  /** True when the project was auto-created for this chat. */
  created: z.boolean(),
});
export type SaveToProjectResult = z.output<typeof saveToProjectResultSchema>;

export const sharedDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  artefactType: artefactTypeSchema,
  content: z.string(),
  updatedAt: z.string(),
});

/** What anyone with the link sees: no ids of users or chats, no share controls. */
export const sharedProjectSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  progress: projectProgressSchema,
  documents: z.array(sharedDocumentSchema),
  lastActivityAt: z.string(),
  /**
   * The project's pages, bounded contexts (with the context map as Mermaid source) and infrastructure. Added
   * later, so optional in the type; this server always sends all four.
   */
  pages: z.array(sharedPageSchema).optional(),
  contexts: z.array(sharedContextSchema).optional(),
  contextMap: z.string().nullable().optional(),
  infrastructure: z.array(sharedInfrastructureSchema).optional(),
});
export type SharedProject = z.output<typeof sharedProjectSchema>;

export const shareTokenParamSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, catalogued('PROJECT_NOT_FOUND'));
