/**
 * Artefacts: the documents the assistant writes, owned by a project or by a chat session. Names and content are
 * trimmed; updating replaces the content.
 */
import { z } from 'zod';
import { ARTEFACT_CONTENT_MAX_LENGTH, ARTEFACT_NAME_MAX_LENGTH } from './constants.ts';
import { AppError } from './errors.ts';
import { createId } from './message.ts';
import { catalogued, parseOrThrow } from './validation.ts';

export const ARTEFACT_TYPES = ['idea', 'prd', 'mvp', 'domain-model', 'tech-stack', 'summary'] as const;
export type ArtefactType = (typeof ARTEFACT_TYPES)[number];

/** How a document kind is named in texts shown to people ("No PRD document exists…"). */
export const ARTEFACT_TYPE_LABELS: Record<ArtefactType, string> = {
  idea: 'Idea',
  prd: 'PRD',
  mvp: 'MVP',
  'domain-model': 'Domain Model',
  'tech-stack': 'Tech Stack',
  summary: 'Summary',
};

export const artefactTypeSchema = z.enum(ARTEFACT_TYPES, catalogued('ARTEFACT_TYPE_INVALID'));

export function isArtefactType(value: unknown): value is ArtefactType {
  return (ARTEFACT_TYPES as readonly unknown[]).includes(value);
}

export const artefactNameSchema = z
  .string(catalogued('ARTEFACT_NAME_REQUIRED'))
  .trim()
  .min(1, catalogued('ARTEFACT_NAME_REQUIRED'))
  .max(ARTEFACT_NAME_MAX_LENGTH, catalogued('ARTEFACT_NAME_TOO_LONG'));

export const artefactContentSchema = z
  .string(catalogued('ARTEFACT_CONTENT_REQUIRED'))
  .trim()
  .min(1, catalogued('ARTEFACT_CONTENT_REQUIRED'))
  .max(ARTEFACT_CONTENT_MAX_LENGTH, catalogued('ARTEFACT_CONTENT_TOO_LARGE'));

/** PATCH /api/artefacts/:id */
export const updateArtefactSchema = z.object({
  name: artefactNameSchema.optional(),
  content: artefactContentSchema.optional(),
});

export interface Artefact {
  id: string;
  projectId: string | null;
  sessionId: string | null;
  name: string;
  content: string;
  artefactType: ArtefactType;
  createdAt: Date;
  updatedAt: Date;
}

export type ArtefactOwner = { projectId: string } | { sessionId: string };

interface CreateArtefactInput {
  owner: ArtefactOwner;
  name: string;
  content: string;
  artefactType: ArtefactType;
  id?: string;
  now?: Date;
}

function ownerIds(owner: ArtefactOwner): Pick<Artefact, 'projectId' | 'sessionId'> {
  if ('projectId' in owner) {
    if (!owner.projectId?.trim()) throw new AppError('PROJECT_ID_REQUIRED');
    return { projectId: owner.projectId, sessionId: null };
  }
  if (!owner.sessionId?.trim()) throw new AppError('SESSION_ID_REQUIRED');
  return { projectId: null, sessionId: owner.sessionId };
}

export function createArtefact(input: CreateArtefactInput): Artefact {
  const owner = ownerIds(input.owner);
  const now = input.now ?? new Date();
  return {
    id: input.id ?? createId(),
    ...owner,
    name: parseOrThrow(artefactNameSchema, input.name),
    content: parseOrThrow(artefactContentSchema, input.content),
    artefactType: parseOrThrow(artefactTypeSchema, input.artefactType),
    createdAt: now,
    updatedAt: now,
  };
}

export function updateArtefact<A extends Pick<Artefact, 'name' | 'content' | 'updatedAt'>>(
  artefact: A,
  changes: { name?: string; content?: string },
  now: Date = new Date(),
): A {
  return {
    ...artefact,
    name: changes.name === undefined ? artefact.name : parseOrThrow(artefactNameSchema, changes.name),
    content:
      changes.content === undefined ? artefact.content : parseOrThrow(artefactContentSchema, changes.content),
    updatedAt: now,
  };
}
