/**
 * Artefact rows as the API shows them (src/domain/journey-api.ts), with the "may be out of date" rule: a document
 * is out of date when a document earlier in the journey (idea → prd → mvp → domain-model → tech-stack → summary)
 * of the same session or project was written after it.
 */
import type { ArtefactType } from '../../domain/artefact.ts';
import type { ArtefactDetail, ArtefactSummary } from '../../domain/journey-api.ts';
import type { ArtefactRow } from '../db/schema.ts';
import { documentKind, documentOrder } from './documents/registry.ts';

/** The document's `# Title`, else the stored title field, else the name. */
export function artefactTitle(row: Pick<ArtefactRow, 'name' | 'content' | 'document'>): string {
  const fromDocument = row.document?.title;
  if (typeof fromDocument === 'string' && fromDocument.trim() !== '') return fromDocument.trim();
  const heading = /^#\s+(.+)$/m.exec(row.content)?.[1]?.trim();
  return heading || row.name;
}

/** For each artefact id, the earlier kinds that changed after it was last written. */
export function findOutOfDate(rows: readonly ArtefactRow[]): Map<string, ArtefactType[]> {
  // Only the latest document of each kind counts as "the" earlier document.
  const latestByType = new Map<ArtefactType, ArtefactRow>();
  for (const row of rows) {
    const seen = latestByType.get(row.artefactType);
    if (!seen || seen.updatedAt < row.updatedAt) latestByType.set(row.artefactType, row);
  }
  const result = new Map<string, ArtefactType[]>();
  for (const row of rows) {
    const order = documentOrder(row.artefactType);
    const because = [...latestByType.values()]
      .filter((earlier) => documentOrder(earlier.artefactType) < order && earlier.updatedAt > row.updatedAt)
      .sort((a, b) => documentOrder(a.artefactType) - documentOrder(b.artefactType))
      .map((earlier) => earlier.artefactType);
    result.set(row.id, because);
  }
  return result;
}

export function toArtefactSummary(
  row: ArtefactRow,
  version: number,
  outOfDateBecause: readonly ArtefactType[],
): ArtefactSummary {
  return {
    id: row.id,
    sessionId: row.sessionId,
    projectId: row.projectId,
    name: row.name,
    artefactType: row.artefactType,
    stage: documentKind(row.artefactType).stage,
    title: artefactTitle(row),
    version,
    outOfDate: outOfDateBecause.length > 0,
    outOfDateBecause: [...outOfDateBecause],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toArtefactDetail(
  row: ArtefactRow,
  version: number,
  outOfDateBecause: readonly ArtefactType[],
): ArtefactDetail {
  return {
    ...toArtefactSummary(row, version, outOfDateBecause),
    content: row.content,
    document: row.document,
  };
}

/** Journey order, then oldest first within a kind. */
export function sortByJourney(rows: readonly ArtefactRow[]): ArtefactRow[] {
  return [...rows].sort(
    (a, b) =>
      documentOrder(a.artefactType) - documentOrder(b.artefactType) ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
}
