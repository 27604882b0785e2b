/**
 * Diagrams attached to assistant messages. Status only moves forward: generated (the text exists) then rendered
 * (a client has drawn it).
 */
import { z } from 'zod';
import { AppError } from './errors.ts';
import { createId } from './message.ts';
import { catalogued, parseOrThrow } from './validation.ts';

export const DIAGRAM_STATUSES = ['generated', 'rendered'] as const;
export type DiagramStatus = (typeof DIAGRAM_STATUSES)[number];
/** The third argument of creation in the spec; we read it as the diagram's notation. */
export const DEFAULT_DIAGRAM_TYPE = 'mermaid';

export interface Diagram {
  id: string;
  messageId: string;
  diagramType: string;
  content: string;
  status: DiagramStatus;
  createdAt: Date;
}

const messageIdSchema = z
  .string(catalogued('MESSAGE_ID_REQUIRED'))
  .trim()
  .min(1, catalogued('MESSAGE_ID_REQUIRED'));
const contentSchema = z.string(catalogued('CONTENT_REQUIRED')).trim().min(1, catalogued('CONTENT_REQUIRED'));

export const createDiagramSchema = z.object({
  messageId: messageIdSchema,
  content: contentSchema,
  diagramType: z.string().trim().min(1).default(DEFAULT_DIAGRAM_TYPE),
});

interface CreateDiagramOptions {
  id?: string;
  now?: Date;
}

export function createDiagram(
  messageId: string,
  content: string,
  diagramType: string = DEFAULT_DIAGRAM_TYPE,
  options: CreateDiagramOptions = {},
): Diagram {
  const input = parseOrThrow(createDiagramSchema, { messageId, content, diagramType });
  return {
    id: options.id ?? createId(),
    ...input,
    status: 'generated',
    createdAt: options.now ?? new Date(),
  };
}

/** Rendering is idempotent; going back to generated is refused. */
export function changeDiagramStatus<D extends Pick<Diagram, 'status'>>(diagram: D, next: DiagramStatus): D {
  if (diagram.status === next) return diagram;
  if (diagram.status === 'generated' && next === 'rendered') return { ...diagram, status: next };
  throw new AppError('DIAGRAM_STATUS_TRANSITION');
}

export function markDiagramRendered<D extends Pick<Diagram, 'status'>>(diagram: D): D {
  return changeDiagramStatus(diagram, 'rendered');
}

export function updateDiagramContent<D extends Pick<Diagram, 'content'>>(diagram: D, content: string): D {
  return { ...diagram, content: parseOrThrow(contentSchema, content) };
}
