/**
 * Deriving a project's pages, bounded contexts and infrastructure from its documents: the newest MVP, domain
 * model and tech stack among the project's own documents and its chats' documents.
 * - `fillEmptyKinds`: a kind with no items is filled directly (nothing to overwrite). Called when a chat is saved
 *   into or linked to the project, when a document of the project or of one of its chats is saved, and when a
 *   document is promoted.
 * - `previewDerivation`: the proposals (see proposals.ts); `applyDerivation`: applies the chosen ones, moving the
 *   baseline of what it applies, in one transaction that first locks the project so two applies do not interleave.
 */
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { parseDocumentContent } from '../../../domain/artefact-documents.ts';
import { AppError } from '../../../domain/errors.ts';
import {
  type DerivationPreview,
  type DerivationSource,
  PROJECT_ITEM_KINDS,
  type ProjectItemKind,
} from '../../../domain/project-items-api.ts';
import type { Db } from '../../db/client.ts';
import { getSqlState, sqlState } from '../../db/database-errors.ts';
import { type ArtefactRow, artefacts, chatSessions, projects } from '../../db/schema.ts';
import { fieldsOf, ITEM_TABLES, type ItemRow, toWrite } from '../items/item-kinds.ts';
import {
  deleteItemRow,
  freeSlug,
  insertItemRow,
  listItemRows,
  nextPosition,
  updateItemRow,
} from '../items/items-repository.ts';
import { deriveContexts } from './derive-contexts.ts';
import { deriveInfrastructure } from './derive-infrastructure.ts';
import { derivePages } from './derive-pages.ts';
import { type DerivedBaseline, type DerivedItem, readBaseline } from './derived-items.ts';
import { type ExistingItem, type PlannedProposal, planProposals } from './proposals.ts';

const SOURCE_TYPE = { page: 'mvp', context: 'domain-model', infrastructure: 'tech-stack' } as const;

interface Derived {
  source: ArtefactRow | null;
  items: DerivedItem[];
}

/** The newest structured document of each kind the project can see (its own and its chats'). */
async function sourceDocuments(db: Db, projectId: string): Promise<Map<string, ArtefactRow>> {
  const chats = db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.projectId, projectId));
  const rows = await db
    .select()
    .from(artefacts)
    .where(
      and(
        or(eq(artefacts.projectId, projectId), inArray(artefacts.sessionId, chats)),
        inArray(artefacts.artefactType, Object.values(SOURCE_TYPE)),
        isNotNull(artefacts.document),
      ),
    )
    .orderBy(desc(artefacts.updatedAt), desc(artefacts.id));
  const newest = new Map<string, ArtefactRow>();
  for (const row of rows) if (!newest.has(row.artefactType) && parses(row)) newest.set(row.artefactType, row);
  return newest;
}

function parses(row: ArtefactRow): boolean {
  try {
    parseDocumentContent(row.artefactType, row.document);
    return true;
  } catch {
    return false;
  }
}

export function deriveKind(kind: ProjectItemKind, source: ArtefactRow | undefined): Derived {
  if (!source) return { source: null, items: [] };
  if (kind === 'page') return { source, items: derivePages(parseDocumentContent('mvp', source.document)) };
  if (kind === 'context')
    return { source, items: deriveContexts(parseDocumentContent('domain-model', source.document)) };
  return { source, items: deriveInfrastructure(parseDocumentContent('tech-stack', source.document)) };
}

async function deriveAll(db: Db, projectId: string): Promise<Record<ProjectItemKind, Derived>> {
  const sources = await sourceDocuments(db, projectId);
  return {
    page: deriveKind('page', sources.get('mvp')),
    context: deriveKind('context', sources.get('domain-model')),
    infrastructure: deriveKind('infrastructure', sources.get('tech-stack')),
  };
}

function naturalKeyOf(kind: ProjectItemKind) {
  return (item: DerivedItem): string | null =>
    kind === 'page' ? ((item.fields as { route: string | null }).route ?? null) : item.key;
}

function existingOf(kind: ProjectItemKind, row: ItemRow): ExistingItem {
  return {
    id: row.id,
    name: row.name,
    origin: row.origin,
    naturalKey: (kind === 'page' ? row.route : row.slug) ?? null,
    baseline: readBaseline(row.derived),
    current: fieldsOf(kind, row),
  };
}

/** Inserts a derived item with its baseline; a slug another item holds gets a suffix. */
async function insertDerived(
  db: Db,
  kind: ProjectItemKind,
  projectId: string,
  item: { key: string; fields: Record<string, unknown> },
): Promise<void> {
  const { columns, detail } = toWrite(kind, item.fields, {});
  const baseline: DerivedBaseline = { key: item.key, fields: item.fields };
  await insertItemRow(db, kind, {
    ...columns,
    ...(kind === 'page' ? {} : { slug: await freeSlug(db, kind, projectId, item.key) }),
    name: String(item.fields.name),
    projectId,
    detail,
    origin: 'derived',
    derived: baseline as unknown as Record<string, unknown>,
    position: await nextPosition(db, kind, projectId),
  });
}

async function lockProject(db: Db, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return rows.length > 0;
}

/** Where to look for the project: the project itself, or the chat whose project it is (if it has one). */
type ProjectTarget = { projectId: string } | { sessionId: string };

/**
 * The project and which of its kinds have no items, in one statement; null when there is no such project (or the
 * chat has none). Without a lock this is only a hint: fillLocked checks again under the project's row lock.
 */
async function emptyKindsOf(
  db: Db,
  target: ProjectTarget,
): Promise<{ projectId: string; empty: ProjectItemKind[] } | null> {
  const isEmpty = (kind: ProjectItemKind) => {
    const t = ITEM_TABLES[kind];
    return sql<boolean>`not exists (${db
      .select({ one: sql`1` })
      .from(t)
      .where(eq(t.projectId, projects.id))})`;
  };
  const [row] = await db
    .select({
      projectId: projects.id,
      page: isEmpty('page'),
      context: isEmpty('context'),
      infrastructure: isEmpty('infrastructure'),
    })
    .from(projects)
    .where(
      'projectId' in target
        ? eq(projects.id, target.projectId)
        : inArray(
            projects.id,
            db
              .select({ id: chatSessions.projectId })
              .from(chatSessions)
              .where(eq(chatSessions.id, target.sessionId)),
          ),
    );
  if (!row) return null;
  return { projectId: row.projectId, empty: PROJECT_ITEM_KINDS.filter((kind) => row[kind]) };
}

/** Fills the kinds still empty once the project is locked, so two fills cannot both insert into one kind. */
async function fillLocked(db: Db, projectId: string): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, projectId))) return 0;
    const empty = (await emptyKindsOf(tx, { projectId }))?.empty ?? [];
    if (empty.length === 0) return 0;
    const derived = await deriveAll(tx, projectId);
    let inserted = 0;
    for (const kind of empty) {
      for (const item of derived[kind].items) {
        await insertDerived(
          tx,
          kind,
          projectId,
          item as unknown as { key: string; fields: Record<string, unknown> },
        );
        inserted += 1;
      }
    }
    return inserted;
  });
}

/** Fills the project's empty kinds, or changes nothing (one read, no lock) when every kind has items. */
async function fillEmptyKindsOf(db: Db, target: ProjectTarget): Promise<number> {
  const found = await emptyKindsOf(db, target);
  return found && found.empty.length > 0 ? fillLocked(db, found.projectId) : 0;
}

/**
 * Fills each kind that has no items yet from the documents. Safe to call at any time, by anyone who already
 * knows the project is the caller's (it changes nothing when every kind has items or no document yields any).
 */
export function fillEmptyKinds(db: Db, projectId: string): Promise<number> {
  return fillEmptyKindsOf(db, { projectId });
}

/** After a document is saved: fills the empty kinds of the project it belongs to, directly or through its chat. */
export async function fillProjectItemsFrom(
  db: Db,
  row: Pick<ArtefactRow, 'projectId' | 'sessionId' | 'artefactType'>,
): Promise<void> {
  if (!(Object.values(SOURCE_TYPE) as string[]).includes(row.artefactType)) return;
  if (row.projectId) await fillEmptyKindsOf(db, { projectId: row.projectId });
  else if (row.sessionId) await fillEmptyKindsOf(db, { sessionId: row.sessionId });
}

function toSource(row: ArtefactRow | null): DerivationSource | null {
  return row
    ? {
        artefactId: row.id,
        name: row.name,
        artefactType: row.artefactType,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;
}

async function plan(
  db: Db,
  projectId: string,
): Promise<{ preview: DerivationPreview; planned: PlannedProposal[] }> {
  const derived = await deriveAll(db, projectId);
  const planned: PlannedProposal[] = [];
  for (const kind of PROJECT_ITEM_KINDS) {
    // No document of the kind: nothing is derived, so nothing is proposed (its items are not "removed").
    if (!derived[kind].source) continue;
    const rows = await listItemRows(db, kind, projectId);
    planned.push(
      ...planProposals(
        kind,
        derived[kind].items,
        rows.map((r) => existingOf(kind, r)),
        naturalKeyOf(kind),
      ),
    );
  }
  return {
    planned,
    preview: {
      sources: {
        pages: toSource(derived.page.source),
        contexts: toSource(derived.context.source),
        infrastructure: toSource(derived.infrastructure.source),
      },
      proposals: planned.map(({ derivedKey: _key, fields: _fields, ...proposal }) => proposal),
    },
  };
}

/** The caller must own the project (checked by the route's service call before). */
export async function previewDerivation(db: Db, projectId: string): Promise<DerivationPreview> {
  return (await plan(db, projectId)).preview;
}

function moveBaseline(row: ItemRow, key: string, field: string, value: unknown): Record<string, unknown> {
  const baseline = readBaseline(row.derived) ?? { key, fields: {} };
  return { key: baseline.key, fields: { ...baseline.fields, [field]: value } };
}

/** Applies the accepted proposals all together or not at all; 409 when a key is not (or no longer) proposed. */
export async function applyDerivation(
  db: Db,
  projectId: string,
  accept: readonly string[],
): Promise<{ applied: string[]; preview: DerivationPreview }> {
  const applied = await db
    .transaction(async (tx) => {
      await lockProject(tx, projectId);
      const { planned } = await plan(tx, projectId);
      const byKey = new Map(planned.map((p) => [p.key, p]));
      const chosen = [...new Set(accept)].map((key) => byKey.get(key));
      if (chosen.some((p) => p === undefined)) throw new AppError('DERIVATION_OUT_OF_DATE');
      for (const proposal of chosen as PlannedProposal[]) await applyOne(tx, projectId, proposal);
      return (chosen as PlannedProposal[]).map((p) => p.key);
    })
    .catch((error: unknown) => {
      if (getSqlState(error) === sqlState.uniqueViolation) throw new AppError('PAGE_ROUTE_TAKEN');
      throw error;
    });
  return { applied, preview: (await plan(db, projectId)).preview };
}

async function applyOne(db: Db, projectId: string, proposal: PlannedProposal): Promise<void> {
  const kind = proposal.kind;
  if (proposal.action === 'add') {
    await insertDerived(db, kind, projectId, { key: proposal.derivedKey, fields: proposal.fields ?? {} });
    return;
  }
  const rows = await listItemRows(db, kind, projectId);
  const row = rows.find((r) => r.id === proposal.itemId);
  if (!row) throw new AppError('DERIVATION_OUT_OF_DATE');
  if (proposal.action === 'remove') {
    await deleteItemRow(db, kind, projectId, row.id);
    return;
  }
  const field = proposal.field ?? '';
  const { columns, detail } = toWrite(kind, { [field]: proposal.proposed }, row.detail);
  await updateItemRow(db, kind, projectId, row.id, {
    ...columns,
    detail,
    derived: moveBaseline(row, proposal.derivedKey, field, proposal.proposed),
  });
}
