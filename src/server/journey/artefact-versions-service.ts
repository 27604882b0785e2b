/**
 * The version history of an artefact: every content it has had, newest first, a line diff between any two
 * versions, and restore, which writes the old text as a new version (history is never rewritten).
 */
import { AppError } from '../../domain/errors.ts';
import type {
  ArtefactDetail,
  ArtefactDiff,
  ArtefactVersionDetail,
  ArtefactVersionSummary,
} from '../../domain/journey-api.ts';
import type { Db } from '../db/client.ts';
import { getArtefactVersion, listArtefactVersions } from '../db/repositories/artefacts-repository.ts';
import type { ArtefactVersionRow } from '../db/schema.ts';
import { countChanges, diffVersions } from './artefact-diff.ts';
import { getArtefactDetail, requireOwnArtefact, writeArtefact } from './artefacts-service.ts';

function toSummary(row: ArtefactVersionRow, previous: string, current: number): ArtefactVersionSummary {
  return {
    version: row.version,
    name: row.name,
    current: row.version === current,
    ...countChanges(previous, row.content),
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVersionsOf(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<ArtefactVersionSummary[]> {
  const artefact = await requireOwnArtefact(options);
  const rows = await listArtefactVersions({ db: options.db, artefactId: artefact.id });
  const current = rows[0]?.version ?? 1;
  // Newest first: each version is compared with the one after it in the list (its predecessor).
  return rows.map((row, index) => toSummary(row, rows[index + 1]?.content ?? '', current));
}

async function requireVersion(db: Db, artefactId: string, version: number): Promise<ArtefactVersionRow> {
  const row = await getArtefactVersion({ db, artefactId, version });
  if (!row) throw new AppError('ARTEFACT_VERSION_NOT_FOUND', { version });
  return row;
}

export async function getVersionOf(options: {
  db: Db;
  userId: string;
  id: string;
  version: number;
}): Promise<ArtefactVersionDetail> {
  const artefact = await requireOwnArtefact(options);
  const rows = await listArtefactVersions({ db: options.db, artefactId: artefact.id });
  const index = rows.findIndex((row) => row.version === options.version);
  const row = rows[index];
  if (!row) throw new AppError('ARTEFACT_VERSION_NOT_FOUND', { version: options.version });
  return {
    ...toSummary(row, rows[index + 1]?.content ?? '', rows[0]?.version ?? 1),
    content: row.content,
    document: row.document,
  };
}

/** `to` defaults to the current version. */
export async function diffVersionsOf(options: {
  db: Db;
  userId: string;
  id: string;
  from: number;
  to?: number | undefined;
}): Promise<ArtefactDiff> {
  const artefact = await requireOwnArtefact(options);
  const [latest] = await listArtefactVersions({ db: options.db, artefactId: artefact.id });
  const from = await requireVersion(options.db, artefact.id, options.from);
  const to = await requireVersion(options.db, artefact.id, options.to ?? latest?.version ?? 1);
  return diffVersions(from, to, artefact.name);
}

export async function restoreVersionOf(options: {
  db: Db;
  userId: string;
  id: string;
  version: number;
}): Promise<ArtefactDetail> {
  const artefact = await requireOwnArtefact(options);
  const old = await requireVersion(options.db, artefact.id, options.version);
  await writeArtefact({
    db: options.db,
    userId: options.userId,
    row: artefact,
    name: old.name,
    content: old.content,
    document: old.document,
    restoredFrom: old.version,
  });
  return getArtefactDetail(options);
}
