/**
 * The three kinds of project items side by side: their table, their catalogue messages, and the mapping between a
 * row (name/purpose/route/slug/kind columns plus the kind's `detail`) and the flat fields the API and derivation
 * speak of. Rows are read and written through these, so the services stay one code path for all three kinds.
 */
import type { ErrorCode } from '../../../domain/errors.ts';
import {
  boundedContextDetailSchema,
  infrastructureDetailSchema,
  pageDetailSchema,
} from '../../../domain/project-items.ts';
import type { ProjectItemKind } from '../../../domain/project-items-api.ts';
import { boundedContexts, infrastructureItems, projectPages } from '../../db/schema.ts';
import { DERIVED_FIELDS } from '../derivation/derived-items.ts';

export type PageRow = typeof projectPages.$inferSelect;
export type ContextRow = typeof boundedContexts.$inferSelect;
export type InfrastructureRow = typeof infrastructureItems.$inferSelect;

/** A row of any kind, read loosely: the kind-specific columns may be absent. */
export type ItemRow = PageRow & { slug?: string | null; kind?: string | null; route?: string | null };

export const ITEM_TABLES = {
  page: projectPages,
  context: boundedContexts,
  infrastructure: infrastructureItems,
} as const;

export const NOT_FOUND: Record<ProjectItemKind, ErrorCode> = {
  page: 'PROJECT_PAGE_NOT_FOUND',
  context: 'BOUNDED_CONTEXT_NOT_FOUND',
  infrastructure: 'INFRASTRUCTURE_ITEM_NOT_FOUND',
};

/** Columns of the row; every other derivable field lives in `detail`. */
const COLUMN_FIELDS: Record<ProjectItemKind, readonly string[]> = {
  page: ['name', 'purpose', 'route'],
  context: ['name', 'purpose'],
  infrastructure: ['name', 'purpose', 'kind'],
};

/** The flat fields of a row (the derivable ones), with the kind's defaults for what detail lacks. */
export function fieldsOf(kind: ProjectItemKind, row: ItemRow): Record<string, unknown> {
  const detail = parseDetail(kind, row.detail);
  const out: Record<string, unknown> = {};
  for (const field of DERIVED_FIELDS[kind]) {
    out[field] = COLUMN_FIELDS[kind].includes(field)
      ? ((row as Record<string, unknown>)[field] ?? null)
      : ((detail as Record<string, unknown>)[field] ?? null);
  }
  if (kind === 'infrastructure' && out.kind === null) out.kind = 'other';
  return out;
}

export function parseDetail(kind: ProjectItemKind, detail: unknown): Record<string, unknown> {
  const schema =
    kind === 'page'
      ? pageDetailSchema
      : kind === 'context'
        ? boundedContextDetailSchema
        : infrastructureDetailSchema;
  const parsed = schema.safeParse(detail ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as Record<string, unknown>;
}

/**
 * The column values and the new detail for a set of changed fields (undefined: unchanged; null: cleared), given the
 * row's current detail.
 */
export function toWrite(
  kind: ProjectItemKind,
  changes: Record<string, unknown>,
  currentDetail: unknown,
): { columns: Record<string, unknown>; detail: Record<string, unknown> } {
  const columns: Record<string, unknown> = {};
  const detail = { ...parseDetail(kind, currentDetail) };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (COLUMN_FIELDS[kind].includes(field)) columns[field] = value;
    else if (value === null) delete detail[field];
    else detail[field] = value;
  }
  return { columns, detail: parseDetail(kind, detail) };
}
