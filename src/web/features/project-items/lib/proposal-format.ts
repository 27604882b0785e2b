import type { DerivationProposal } from '../api/contract.ts';
import { formatMonthlyCost } from './cost.ts';
import { humanise } from './kinds.ts';

/** What a field of an item is called on screen. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  purpose: 'Purpose',
  route: 'Route',
  userStories: 'User stories',
  status: 'Status',
  entities: 'Entities',
  relationships: 'Relationships',
  kind: 'Kind',
  provider: 'Provider',
  environment: 'Environment',
  monthlyCostEstimate: 'Monthly cost estimate',
  links: 'Links',
};

export function fieldLabel(field: string, kind?: DerivationProposal['kind']): string {
  if (field === 'purpose' && kind === 'context') return 'Responsibility';
  return FIELD_LABELS[field] ?? humanise(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeRelationship(value: Record<string, unknown>): string {
  const other = String(value.contextName ?? value.context ?? '?');
  const side = value.direction === 'downstream' ? 'downstream' : 'upstream';
  const pattern = typeof value.pattern === 'string' && value.pattern !== '' ? ` (${value.pattern})` : '';
  return `${other} is ${side}${pattern}`;
}

/**
 * A proposed or current value as lines of text: lists one entry a line, relationships in words, a cost in dollars,
 * nothing as an empty list (the view shows "empty").
 */
export function valueLines(field: string | null, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value))
    return value.map((entry) => (isRecord(entry) ? describeRelationship(entry) : String(entry)));
  if (typeof value === 'number')
    return [field === 'monthlyCostEstimate' ? formatMonthlyCost(value) : String(value)];
  if (isRecord(value)) return [JSON.stringify(value)];
  return [String(value)];
}

/** The fields of a whole item (an add's proposed item, a remove's current one), in the order people read them. */
export function itemFields(value: unknown): { field: string; lines: string[] }[] {
  if (!isRecord(value)) return [];
  return Object.keys(FIELD_LABELS)
    .filter((field) => field !== 'name' && field in value)
    .map((field) => ({ field, lines: valueLines(field, value[field]) }))
    .filter((entry) => entry.lines.length > 0);
}
