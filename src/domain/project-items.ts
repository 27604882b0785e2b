/**
 * The structure of a project beyond its documents: its pages (the product's screens), bounded contexts and
 * infrastructure items. Each row keeps name, purpose, status and position in columns and the kind's own fields in
 * `detail`, validated here. Items are derived from the documents (origin 'derived', with the values derived kept in
 * `derived` as the baseline) or made by hand ('manual'); re-deriving compares the new values with that baseline and
 * the current ones, so a field the user edited is proposed, never overwritten.
 */
import { z } from 'zod';

export const PROJECT_ITEM_ORIGINS = ['derived', 'manual'] as const;
export type ProjectItemOrigin = (typeof PROJECT_ITEM_ORIGINS)[number];

export const PROJECT_PAGE_STATUSES = ['planned', 'designed', 'built', 'live'] as const;
export const BOUNDED_CONTEXT_STATUSES = ['planned', 'modelled', 'built'] as const;
export const INFRASTRUCTURE_STATUSES = ['planned', 'provisioned', 'live', 'retired'] as const;
/** Every status any item kind uses (the column's check constraint lists these). */
export const PROJECT_ITEM_STATUSES = [
  ...new Set([...PROJECT_PAGE_STATUSES, ...BOUNDED_CONTEXT_STATUSES, ...INFRASTRUCTURE_STATUSES]),
] as const;

export const INFRASTRUCTURE_KINDS = [
  'frontend',
  'backend',
  'database',
  'hosting',
  'storage',
  'queue',
  'cache',
  'auth',
  'monitoring',
  'email',
  'payments',
  'ai',
  'other',
] as const;
export const INFRASTRUCTURE_ENVIRONMENTS = ['development', 'staging', 'production', 'all'] as const;

const text = z.string().trim().max(2000);
const list = z.array(z.string().trim().min(1).max(500)).max(100);

/** A screen: where it lives (`route` column), the user stories it serves. */
export const pageDetailSchema = z.object({
  userStories: list.default([]),
});

export const contextRelationshipSchema = z.object({
  /** The other context's slug. */
  context: z.string().trim().min(1).max(100),
  /** upstream: this context depends on the other; downstream: the other depends on this. */
  direction: z.enum(['upstream', 'downstream']),
  /** How they integrate, e.g. "customer-supplier", "anti-corruption layer", "shared kernel". */
  pattern: text.optional(),
});

/** A bounded context: its responsibility (`purpose` column), the entities it owns, its relationships. */
export const boundedContextDetailSchema = z.object({
  entities: list.default([]),
  relationships: z.array(contextRelationshipSchema).max(50).default([]),
});

/** An infrastructure item: kind (column), provider, environment, monthly cost estimate, links. */
export const infrastructureDetailSchema = z.object({
  provider: text.optional(),
  environment: z.enum(INFRASTRUCTURE_ENVIRONMENTS).default('all'),
  /** Estimated monthly cost in US dollars (an estimate, not money owed; decimals allowed). */
  monthlyCostEstimate: z.number().nonnegative().max(1_000_000).optional(),
  links: z.array(z.url().max(2000)).max(20).default([]),
});

export type PageDetail = z.output<typeof pageDetailSchema>;
export type BoundedContextDetail = z.output<typeof boundedContextDetailSchema>;
export type InfrastructureDetail = z.output<typeof infrastructureDetailSchema>;

/** A context's slug from its name: "Order Management" → "order-management" (stable key across re-derivations). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}
