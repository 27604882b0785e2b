/**
 * Artefacts (documents) of a session or a project, for the acting user: list, create, read, update, delete and the
 * Markdown bundle. Another user's artefact, session or project reads as not found. Every change of content keeps
 * the previous version (artefacts-repository.ts); a session's structured document also feeds its journey.
 */
import { type ArtefactType, createArtefact } from '../../domain/artefact.ts';
import { parseDocumentContent } from '../../domain/artefact-documents.ts';
import { AppError } from '../../domain/errors.ts';
import type {
  ArtefactDetail,
  ArtefactSummary,
  CreateArtefactRequest,
  DocumentFields,
  UpdateArtefactRequest,
} from '../../domain/journey-api.ts';
import { requireOwnSession } from '../chat/session-service.ts';
import type { Db } from '../db/client.ts';
import {
  currentVersions,
  deleteArtefactRow,
  getArtefactForUser,
  insertArtefact,
  listArtefactsByOwner,
  touchArtefact,
  updateArtefactContent,
} from '../db/repositories/artefacts-repository.ts';
import { projectBelongsTo } from '../db/repositories/chat-repository.ts';
import type { ArtefactRow } from '../db/schema.ts';
import { fillProjectItemsFrom } from '../projects/derivation/derivation-service.ts';
import { findOutOfDate, sortByJourney, toArtefactDetail, toArtefactSummary } from './artefact-views.ts';
import { toArtefactWriteError } from './artefact-write-errors.ts';
import { parseDocumentMarkdown } from './documents/document-markdown.ts';
import { documentKind } from './documents/registry.ts';
import { advanceJourneyFromDocuments } from './journey-service.ts';

export type ArtefactOwner = { sessionId: string } | { projectId: string };

async function requireOwner(db: Db, userId: string, owner: ArtefactOwner): Promise<void> {
  if ('sessionId' in owner) {
    await requireOwnSession({ db, userId, id: owner.sessionId });
  } else if (!(await projectBelongsTo({ db, userId, projectId: owner.projectId }))) {
    throw new AppError('ARTEFACT_OWNER_NOT_FOUND');
  }
}

function ownerOf(row: ArtefactRow): ArtefactOwner {
  return row.sessionId ? { sessionId: row.sessionId } : { projectId: row.projectId ?? '' };
}

/** The structured document validated with its kind's schema, and its rendered Markdown. */
export function renderDocument(
  type: ArtefactType,
  fields: unknown,
): { document: DocumentFields; content: string; title: string } {
  const document = parseDocumentContent(type, fields) as DocumentFields & { title: string };
  return { document, content: documentKind(type).render(document as never), title: document.title };
}

/** "PRD: Dog walking marketplace", cut to fit the name limit. */
export function defaultArtefactName(type: ArtefactType, title: string): string {
  const name = `${documentKind(type).label}: ${title}`.replace(/\s+/g, ' ').trim();
  return name.length < 200 ? name : `${name.slice(0, 196).trimEnd()}…`;
}

async function detailsOf(db: Db, row: ArtefactRow): Promise<ArtefactDetail> {
  const [siblings, versions] = await Promise.all([
    listArtefactsByOwner({ db, owner: ownerOf(row) }),
    currentVersions({ db, artefactIds: [row.id] }),
  ]);
  const outOfDate = findOutOfDate(siblings.some((s) => s.id === row.id) ? siblings : [...siblings, row]);
  return toArtefactDetail(row, versions.get(row.id) ?? 1, outOfDate.get(row.id) ?? []);
}

/** A session's documents move its journey; a failure there must not undo the saved document. */
async function afterDocumentSaved(db: Db, userId: string, row: ArtefactRow): Promise<void> {
  if (row.sessionId && row.document)
    await advanceJourneyFromDocuments({ db, userId, sessionId: row.sessionId });
  // The project's pages, contexts and infrastructure: a kind still empty is filled from the documents.
  if (row.document) await fillProjectItemsFrom(db, row);
}

export async function listArtefacts(options: {
  db: Db;
  userId: string;
  owner: ArtefactOwner;
}): Promise<ArtefactSummary[]> {
  await requireOwner(options.db, options.userId, options.owner);
  const rows = sortByJourney(await listArtefactsByOwner({ db: options.db, owner: options.owner }));
  const [versions, outOfDate] = [
    await currentVersions({ db: options.db, artefactIds: rows.map((r) => r.id) }),
    findOutOfDate(rows),
  ];
  return rows.map((row) => toArtefactSummary(row, versions.get(row.id) ?? 1, outOfDate.get(row.id) ?? []));
}

export async function createArtefactFor(options: {
  db: Db;
  userId: string;
  owner: ArtefactOwner;
  request: CreateArtefactRequest;
}): Promise<ArtefactDetail> {
  const { db, userId, owner, request } = options;
  await requireOwner(db, userId, owner);
  const type = request.artefactType;
  let written: { document: DocumentFields | null; content: string; title: string };
  if (request.document) written = renderDocument(type, request.document);
  else if (request.content !== undefined) written = { document: null, content: request.content, title: '' };
  else throw new AppError('ARTEFACT_CONTENT_REQUIRED');
  const valid = createArtefact({
    owner,
    artefactType: type,
    name: request.name ?? defaultArtefactName(type, written.title || documentKind(type).label),
    content: written.content,
  });
  let row: ArtefactRow | undefined;
  try {
    row = await insertArtefact({
      db,
      sessionId: valid.sessionId,
      projectId: valid.projectId,
      artefactType: type,
      write: { name: valid.name, content: valid.content, document: written.document },
    });
  } catch (error) {
    throw toArtefactWriteError(error);
  }
  if (!row) throw new AppError('ARTEFACT_NO_ID_RETURNED');
  await afterDocumentSaved(db, userId, row);
  return detailsOf(db, row);
}

export async function requireOwnArtefact(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ArtefactRow> {
  const row = await getArtefactForUser(options);
  if (!row) throw new AppError('ARTEFACT_NOT_FOUND');
  return row;
}

export async function getArtefactDetail(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ArtefactDetail> {
  return detailsOf(options.db, await requireOwnArtefact(options));
}

/** Writes a new version of the artefact (unless nothing changed) and moves the session's journey. */
export async function writeArtefact(options: {
  db: Db;
  userId: string;
  row: ArtefactRow;
  name: string;
  content: string;
  document: DocumentFields | null;
  restoredFrom?: number;
  /**
   * The writer re-confirmed the whole document (the assistant rewrote it): when nothing changed, it still counts as
   * written now, so it is no longer out of date, but adds no version.
   */
  reconfirm?: boolean;
}): Promise<ArtefactRow> {
  const { db, row } = options;
  const valid = createArtefact({
    owner: ownerOf(row),
    artefactType: row.artefactType,
    name: options.name,
    content: options.content,
  });
  const unchanged =
    valid.name === row.name &&
    valid.content === row.content &&
    JSON.stringify(options.document) === JSON.stringify(row.document);
  if (unchanged && options.restoredFrom === undefined) {
    if (!options.reconfirm) return row;
    return (await touchArtefact({ db, id: row.id })) ?? row;
  }
  let updated: ArtefactRow | undefined;
  try {
    updated = await updateArtefactContent({
      db,
      id: row.id,
      write: { name: valid.name, content: valid.content, document: options.document },
      ...(options.restoredFrom !== undefined ? { restoredFrom: options.restoredFrom } : {}),
    });
  } catch (error) {
    throw toArtefactWriteError(error);
  }
  if (!updated) throw new AppError('ARTEFACT_NOT_FOUND');
  await afterDocumentSaved(db, options.userId, updated);
  return updated;
}

/**
 * PATCH: `document` fields are merged over the stored document and validated with the kind's schema, then
 * rendered; `content` replaces the Markdown (read back into fields when it keeps the kind's shape, else free text);
 * `name` renames.
 */
export async function updateArtefactFor(options: {
  db: Db;
  userId: string;
  id: string;
  patch: UpdateArtefactRequest;
}): Promise<ArtefactDetail> {
  const row = await requireOwnArtefact(options);
  const { patch } = options;
  let content = row.content;
  let document = row.document;
  if (patch.document) {
    const rendered = renderDocument(row.artefactType, { ...(row.document ?? {}), ...patch.document });
    content = rendered.content;
    document = rendered.document;
  } else if (patch.content !== undefined) {
    content = patch.content;
    // Markdown that keeps the kind's shape keeps its fields (and so its stage data); otherwise it is free text.
    document = parseDocumentMarkdown(documentKind(row.artefactType), patch.content.trim()) ?? null;
  }
  const updated = await writeArtefact({
    db: options.db,
    userId: options.userId,
    row,
    name: patch.name ?? row.name,
    content,
    document,
  });
  return detailsOf(options.db, updated);
}

export async function deleteArtefactFor(options: { db: Db; userId: string; id: string }): Promise<void> {
  const row = await requireOwnArtefact(options);
  if (!(await deleteArtefactRow({ db: options.db, id: row.id }))) throw new AppError('ARTEFACT_NOT_FOUND');
}

/** Every document of the session in journey order, as one Markdown file (each starts with its `# Title`). */
export async function exportSessionMarkdown(options: {
  db: Db;
  userId: string;
  sessionId: string;
}): Promise<{ filename: string; markdown: string }> {
  const session = await requireOwnSession({ db: options.db, userId: options.userId, id: options.sessionId });
  const rows = sortByJourney(
    await listArtefactsByOwner({ db: options.db, owner: { sessionId: session.id } }),
  );
  const body = rows.map((row) => row.content.trim()).join('\n\n---\n\n');
  const slug =
    session.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'ideaforge';
  return { filename: `${slug}-documents.md`, markdown: body === '' ? '' : `${body}\n` };
}
