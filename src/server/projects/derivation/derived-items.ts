/**
 * What derivation produces: per kind, items with a stable key (the same item derived again from a changed document
 * keeps its key) and the fields derivation owns. Status and position are never derived: they are the user's.
 */

import type { INFRASTRUCTURE_ENVIRONMENTS, INFRASTRUCTURE_KINDS } from '../../../domain/project-items.ts';
import type { ProjectItemKind } from '../../../domain/project-items-api.ts';

export interface DerivedRelationship {
  context: string;
  direction: 'upstream' | 'downstream';
  pattern?: string;
}

export interface DerivedPageFields {
  name: string;
  route: string | null;
  purpose: string | null;
  userStories: string[];
}

export interface DerivedContextFields {
  name: string;
  purpose: string | null;
  entities: string[];
  relationships: DerivedRelationship[];
}

export interface DerivedInfrastructureFields {
  name: string;
  kind: (typeof INFRASTRUCTURE_KINDS)[number];
  provider: string | null;
  purpose: string | null;
  environment: (typeof INFRASTRUCTURE_ENVIRONMENTS)[number];
  monthlyCostEstimate: number | null;
  links: string[];
}

export interface FieldsByKind {
  page: DerivedPageFields;
  context: DerivedContextFields;
  infrastructure: DerivedInfrastructureFields;
}

export interface DerivedItem<K extends ProjectItemKind = ProjectItemKind> {
  /** Stable identity across derivations: the page's route, the context's slug, the infrastructure's role. */
  key: string;
  fields: FieldsByKind[K];
}

/** The fields derivation owns, in the order proposals list them. */
export const DERIVED_FIELDS = {
  page: ['name', 'route', 'purpose', 'userStories'],
  context: ['name', 'purpose', 'entities', 'relationships'],
  infrastructure: ['name', 'kind', 'provider', 'purpose', 'environment', 'monthlyCostEstimate', 'links'],
} as const satisfies { [K in ProjectItemKind]: readonly (keyof FieldsByKind[K])[] };

/** The baseline stored in an item's `derived` column: its key and the fields as last derived (or accepted). */
export interface DerivedBaseline {
  key: string;
  fields: Record<string, unknown>;
}

export function readBaseline(value: unknown): DerivedBaseline | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, fields } = value as { key?: unknown; fields?: unknown };
  if (typeof key !== 'string' || typeof fields !== 'object' || fields === null) return null;
  return { key, fields: fields as Record<string, unknown> };
}

/** Values compare by content: undefined and null alike, objects by their keys in any order. */
export function canonical(value: unknown): string {
  return JSON.stringify(normalise(value));
}

function normalise(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined && v !== null)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, normalise(v)]),
    );
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
