/** Rows of the three item tables as the API answers them (project-items-api.ts). */

import type {
  BOUNDED_CONTEXT_STATUSES,
  INFRASTRUCTURE_STATUSES,
  PROJECT_PAGE_STATUSES,
} from '../../../domain/project-items.ts';
import type {
  ContextItem,
  InfrastructureItem,
  PageItem,
  ProjectItemKind,
} from '../../../domain/project-items-api.ts';
import { buildContextMap } from '../derivation/context-map.ts';
import { readBaseline } from '../derivation/derived-items.ts';
import { editedFields } from '../derivation/proposals.ts';
import { fieldsOf, type ItemRow } from './item-kinds.ts';

function base(kind: ProjectItemKind, row: ItemRow) {
  const current = fieldsOf(kind, row);
  const baseline = readBaseline(row.derived);
  const edited = row.origin === 'derived' ? editedFields(kind, { baseline, current }) : [];
  return {
    current,
    view: {
      id: row.id,
      projectId: row.projectId,
      name: row.name,
      purpose: row.purpose,
      position: row.position,
      origin: row.origin,
      edited: edited.length > 0,
      editedFields: edited,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

export function toPageItem(row: ItemRow): PageItem {
  const { current, view } = base('page', row);
  return {
    ...view,
    route: row.route ?? null,
    userStories: (current.userStories as string[] | null) ?? [],
    status: row.status as (typeof PROJECT_PAGE_STATUSES)[number],
  };
}

export function toContextItem(row: ItemRow, names: ReadonlyMap<string, string>): ContextItem {
  const { current, view } = base('context', row);
  const relationships =
    (current.relationships as Array<{
      context: string;
      direction: 'upstream' | 'downstream';
      pattern?: string;
    }>) ?? [];
  return {
    ...view,
    slug: row.slug ?? '',
    entities: (current.entities as string[] | null) ?? [],
    relationships: relationships.map((r) => ({
      context: r.context,
      contextName: names.get(r.context) ?? null,
      direction: r.direction,
      ...(r.pattern ? { pattern: r.pattern } : {}),
    })),
    status: row.status as (typeof BOUNDED_CONTEXT_STATUSES)[number],
  };
}

export function toInfrastructureItem(row: ItemRow): InfrastructureItem {
  const { current, view } = base('infrastructure', row);
  return {
    ...view,
    slug: row.slug ?? '',
    kind: current.kind as InfrastructureItem['kind'],
    provider: (current.provider as string | null) ?? null,
    environment: (current.environment as InfrastructureItem['environment']) ?? 'all',
    monthlyCostEstimate: (current.monthlyCostEstimate as number | null) ?? null,
    links: (current.links as string[] | null) ?? [],
    status: row.status as (typeof INFRASTRUCTURE_STATUSES)[number],
  };
}

export function contextNames(rows: readonly ItemRow[]): Map<string, string> {
  return new Map(rows.flatMap((r) => (r.slug ? [[r.slug, r.name] as const] : [])));
}

export function contextMapOf(items: readonly ContextItem[]): string | null {
  return buildContextMap(items.map((c) => ({ slug: c.slug, name: c.name, relationships: c.relationships })));
}

export function totalCost(items: readonly InfrastructureItem[]): number | null {
  const costs = items.map((i) => i.monthlyCostEstimate).filter((c): c is number => c !== null);
  return costs.length > 0 ? Math.round(costs.reduce((a, b) => a + b, 0) * 100) / 100 : null;
}
