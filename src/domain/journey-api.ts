/**
 * The journey's HTTP contract: every request and response body of the artefact, journey and diagram endpoints,
 * declared once so the server validates/answers with them and the web parses them. Additive changes only.
 *
 * ## API for the web
 * All JSON, camelCase, scoped to the caller (another user's id answers 404), errors `{"error":{"code","message"}}`.
 *
 * Documents (artefacts)
 * - `GET  /api/sessions/:id/artefacts`            → `{items: ArtefactSummary[]}` in journey order (idea … summary).
 * - `POST /api/sessions/:id/artefacts`            `CreateArtefactRequest` → 201 `ArtefactDetail`.
 * - `GET  /api/sessions/:id/artefacts/export`     → `text/markdown` attachment: every document of the idea, in
 *   journey order, each starting with its `# Title` (the Markdown bundle; print it for the PDF view).
 * - `GET  /api/projects/:id/artefacts`, `POST /api/projects/:id/artefacts` the same for a project's documents.
 * - `GET|PATCH|DELETE /api/artefacts/:id`         → `ArtefactDetail` (PATCH body `UpdateArtefactRequest`; DELETE 204).
 *   PATCH with `document` merges the given fields over the stored ones and validates them with the kind's schema
 *   (section-by-section editing); `content` replaces the raw Markdown. Each change adds a version.
 * - `GET  /api/artefacts/:id/versions`            → `{items: ArtefactVersionSummary[]}` newest first.
 * - `GET  /api/artefacts/:id/versions/:version`   → `ArtefactVersionDetail`.
 * - `GET  /api/artefacts/:id/diff?from=N&to=M`    → `ArtefactDiff` (line diff of the Markdown, M defaults to current).
 * - `POST /api/artefacts/:id/versions/:version/restore` → `ArtefactDetail` (the old text becomes a new version).
 *
 * Journey
 * - `GET   /api/sessions/:id/journey`             → `JourneyState` (stage, percent, readiness per stage, flowchart).
 * - `PATCH /api/sessions/:id/journey`             `MoveJourneyRequest` → `JourneyState`; the state machine decides
 *   (409 "Invalid transition from A to B. Valid next stages are: …"; 400 stage-data messages of the stage left).
 *
 * Diagrams
 * - `GET  /api/messages/:id/diagrams`             → `{items: DiagramView[]}` (Mermaid source, oldest first).
 * - `GET  /api/diagrams/:id`                      → `DiagramView`.
 * - `POST /api/diagrams/:id/rendered`             → `DiagramView` with status `rendered` (call after drawing it).
 *
 * "May be out of date": an artefact whose `outOfDate` is true was last written before an earlier document of the
 * journey (listed in `outOfDateBecause`) changed; ask the assistant to reconcile it, e.g. with the text of
 * `reconcilePrompt(...)` below sent as a chat message.
 */
import { z } from 'zod';
import {
  ARTEFACT_TYPE_LABELS,
  type ArtefactType,
  artefactContentSchema,
  artefactNameSchema,
  artefactTypeSchema,
} from './artefact.ts';
import { DIAGRAM_STATUSES } from './diagram.ts';
import { type JOURNEY_STAGES, journeyStageSchema } from './journey.ts';

/** Structured fields of a document (see artefact-documents.ts): texts and lists of texts, snake_case names. */
export const documentFieldsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type DocumentFields = z.output<typeof documentFieldsSchema>;

export const artefactSummarySchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  projectId: z.string().nullable(),
  name: z.string(),
  artefactType: artefactTypeSchema,
  /** The journey stage the document belongs to (summary → complete). */
  stage: journeyStageSchema,
  /** The document's title (its `# heading`), or the name when the content has none. */
  title: z.string(),
  /** Current version number, from 1. */
  version: z.number().int().positive(),
  outOfDate: z.boolean(),
  /** The earlier kinds that changed after this document was last written. */
  outOfDateBecause: z.array(artefactTypeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArtefactSummary = z.output<typeof artefactSummarySchema>;

export const artefactDetailSchema = artefactSummarySchema.extend({
  /** The rendered Markdown (what the panel shows and the export contains). */
  content: z.string(),
  /** The structured fields when the document was written through its kind's schema; null for free Markdown. */
  document: documentFieldsSchema.nullable(),
});
export type ArtefactDetail = z.output<typeof artefactDetailSchema>;

export const artefactListSchema = z.object({
  items: z.array(artefactSummarySchema),
  nextCursor: z.string().optional(),
});
export type ArtefactList = z.output<typeof artefactListSchema>;

/** Either free Markdown (`content`) or structured fields (`document`, validated and rendered); name defaults. */
export const createArtefactRequestSchema = z.object({
  artefactType: artefactTypeSchema,
  name: artefactNameSchema.optional(),
  content: artefactContentSchema.optional(),
  document: documentFieldsSchema.optional(),
});
export type CreateArtefactRequest = z.input<typeof createArtefactRequestSchema>;

export const updateArtefactRequestSchema = z.object({
  name: artefactNameSchema.optional(),
  content: artefactContentSchema.optional(),
  /** Fields to change (merged over the stored document, then validated with the kind's schema). */
  document: documentFieldsSchema.optional(),
});
export type UpdateArtefactRequest = z.input<typeof updateArtefactRequestSchema>;

export const artefactVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  name: z.string(),
  /** True for the version that is the artefact's current content. */
  current: z.boolean(),
  /** Lines added/removed against the previous version (0/0 for version 1's lines added). */
  linesAdded: z.number().int().nonnegative(),
  linesRemoved: z.number().int().nonnegative(),
  /** Set when this version was made by restoring an older one. */
  restoredFrom: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type ArtefactVersionSummary = z.output<typeof artefactVersionSummarySchema>;

export const artefactVersionListSchema = z.object({ items: z.array(artefactVersionSummarySchema) });
export type ArtefactVersionList = z.output<typeof artefactVersionListSchema>;

export const artefactVersionDetailSchema = artefactVersionSummarySchema.extend({
  content: z.string(),
  document: documentFieldsSchema.nullable(),
});
export type ArtefactVersionDetail = z.output<typeof artefactVersionDetailSchema>;

export const diffChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'unchanged']),
  /** One or more whole lines, each ending with a newline except possibly the last of the text. */
  text: z.string(),
});
export type DiffChange = z.output<typeof diffChangeSchema>;

export const artefactDiffSchema = z.object({
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  linesAdded: z.number().int().nonnegative(),
  linesRemoved: z.number().int().nonnegative(),
  /** Consecutive runs of lines in order; render added/removed in colour. */
  changes: z.array(diffChangeSchema),
  /** The same difference as a unified diff (for download or a monospace view). */
  patch: z.string(),
});
export type ArtefactDiff = z.output<typeof artefactDiffSchema>;

export const versionParamSchema = z.coerce.number().int().positive();
export const artefactDiffQuerySchema = z.object({
  from: versionParamSchema,
  to: versionParamSchema.optional(),
});

export const STAGE_STATUSES = ['done', 'current', 'upcoming'] as const;

export const stageReadinessSchema = z.object({
  stage: journeyStageSchema,
  label: z.string(),
  /** 0 at idea … 5 at complete. */
  position: z.number().int().nonnegative(),
  status: z.enum(STAGE_STATUSES),
  /** The progress shown when the journey stands at this stage: (position + 1) / 6 × 100, rounded. */
  percent: z.number().int(),
  /** What is still missing before the journey can move on from this stage (the spec's stage-data messages). */
  missing: z.array(z.string()),
  ready: z.boolean(),
  /** The document kind written at this stage and its id when it exists. */
  artefactType: artefactTypeSchema,
  artefactId: z.string().nullable(),
});
export type StageReadiness = z.output<typeof stageReadinessSchema>;

export const journeyStateSchema = z.object({
  sessionId: z.string(),
  /** Null until the first document or move creates the idea journey. */
  journeyId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  stage: journeyStageSchema,
  stageLabel: z.string(),
  /** Rounded (position + 1) / 6 × 100. */
  percent: z.number().int(),
  nextStages: z.array(journeyStageSchema),
  stages: z.array(stageReadinessSchema),
  stageData: z.record(z.string(), z.unknown()),
  /** Ids of documents that may be out of date. */
  outOfDateArtefactIds: z.array(z.string()),
  /** The journey drawn as a Mermaid flowchart (done/current/upcoming styled). */
  flowchart: z.string(),
  updatedAt: z.string().nullable(),
});
export type JourneyState = z.output<typeof journeyStateSchema>;

export const moveJourneyRequestSchema = z.object({
  /** A journey stage; anything else answers "Unknown stage: X". */
  stage: z.string().trim().min(1),
  /** Data gathered for the stage being left or entered, merged over what is stored. */
  stageData: z.record(z.string(), z.unknown()).optional(),
});
export type MoveJourneyRequest = z.input<typeof moveJourneyRequestSchema>;

export const diagramViewSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  /** The Mermaid diagram kind: erDiagram, classDiagram, flowchart, sequenceDiagram… */
  diagramType: z.string(),
  /** Mermaid source. */
  content: z.string(),
  status: z.enum(DIAGRAM_STATUSES),
  createdAt: z.string(),
});
export type DiagramView = z.output<typeof diagramViewSchema>;

export const diagramListSchema = z.object({ items: z.array(diagramViewSchema) });
export type DiagramList = z.output<typeof diagramListSchema>;

export const JOURNEY_STAGE_LABELS: Record<(typeof JOURNEY_STAGES)[number], string> = {
  idea: 'Idea',
  prd: 'PRD',
  mvp: 'MVP',
  'domain-model': 'Domain model',
  'tech-stack': 'Tech stack',
  complete: 'Complete',
};

/** The chat message the "ask the assistant to reconcile" button sends. */
export function reconcilePrompt(type: ArtefactType, because: readonly ArtefactType[]): string {
  const changed = because.map((t) => ARTEFACT_TYPE_LABELS[t]).join(' and ');
  return `The ${changed} changed after the ${ARTEFACT_TYPE_LABELS[type]} was written. Please update the ${ARTEFACT_TYPE_LABELS[type]} so it matches.`;
}
