/**
 * Diagrams of assistant messages: recorded when a reply is saved (its ```mermaid blocks, plus the entity-relationship
 * diagram of a domain model the reply's tools wrote), listed per message, and marked rendered by the browser.
 */
import { changeDiagramStatus, createDiagram } from '../../domain/diagram.ts';
import { AppError } from '../../domain/errors.ts';
import type { DiagramView } from '../../domain/journey-api.ts';
import type { Db } from '../db/client.ts';
import { findSessionArtefactByType } from '../db/repositories/artefacts-repository.ts';
import {
  getDiagramForUser,
  insertDiagrams,
  listDiagramsOfMessage,
  messageBelongsTo,
  setDiagramStatus,
} from '../db/repositories/diagrams-repository.ts';
import type { DiagramRow } from '../db/schema.ts';
import { extractMermaidDiagrams } from './diagram-extraction.ts';
import { DOMAIN_MODEL_TOOL_NAMES } from './document-tools.ts';
import { buildEntityDiagram } from './documents/entity-diagram.ts';

export function toDiagramView(row: DiagramRow): DiagramView {
  return {
    id: row.id,
    messageId: row.messageId,
    diagramType: row.diagramType,
    content: row.content,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SavedReply {
  messageId: string;
  sessionId: string;
  content: string;
  toolCalls: ReadonlyArray<{ name: string; status: string }>;
}

/** Stores the reply's diagrams (none twice). Called once the message row exists. */
export async function recordReplyDiagrams(options: { db: Db; reply: SavedReply }): Promise<DiagramRow[]> {
  const { db, reply } = options;
  const found = extractMermaidDiagrams(reply.content);
  const wroteDomainModel = reply.toolCalls.some(
    (call) => DOMAIN_MODEL_TOOL_NAMES.includes(call.name) && call.status === 'completed',
  );
  if (wroteDomainModel) {
    const model = await findSessionArtefactByType({
      db,
      sessionId: reply.sessionId,
      artefactType: 'domain-model',
    });
    const fields = model?.document;
    const entities = fields?.core_entities;
    const relationships = fields?.entity_relationships;
    const diagram = buildEntityDiagram(
      Array.isArray(entities) ? entities : [],
      Array.isArray(relationships) ? relationships : [],
    );
    if (diagram && !found.some((d) => d.content === diagram))
      found.push({ diagramType: 'erDiagram', content: diagram });
  }
  const valid = found.map((d) => createDiagram(reply.messageId, d.content, d.diagramType));
  return insertDiagrams({
    db,
    messageId: reply.messageId,
    items: valid.map((d) => ({ diagramType: d.diagramType, content: d.content })),
  });
}

export async function listMessageDiagrams(options: {
  db: Db;
  userId: string;
  messageId: string;
}): Promise<DiagramView[]> {
  if (!(await messageBelongsTo(options))) throw new AppError('MESSAGE_NOT_FOUND');
  return (await listDiagramsOfMessage(options)).map(toDiagramView);
}

async function requireOwnDiagram(db: Db, userId: string, id: string): Promise<DiagramRow> {
  const row = await getDiagramForUser({ db, userId, id });
  if (!row) throw new AppError('DIAGRAM_NOT_FOUND');
  return row;
}

export async function getDiagram(options: { db: Db; userId: string; id: string }): Promise<DiagramView> {
  return toDiagramView(await requireOwnDiagram(options.db, options.userId, options.id));
}

/** generated → rendered (idempotent); the domain refuses any other move. */
export async function markDiagramRendered(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<DiagramView> {
  const row = await requireOwnDiagram(options.db, options.userId, options.id);
  const next = changeDiagramStatus(row, 'rendered');
  if (next === row) return toDiagramView(row);
  const saved = await setDiagramStatus({ db: options.db, id: row.id, status: next.status });
  if (!saved) throw new AppError('DIAGRAM_NOT_FOUND');
  return toDiagramView(saved);
}
