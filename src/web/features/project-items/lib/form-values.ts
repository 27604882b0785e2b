import type { z } from 'zod';
import { type ProjectItem, SCHEMAS } from '../api/contract.ts';
import type { ItemKind } from './kinds.ts';

/**
 * The edit form's values: everything a person types, as text (lists one entry per line, the cost as typed), so a
 * failed save keeps exactly what was written. `toRequest` turns them into the API's body and validates it with the
 * contract's own request schema, so each broken rule shows the catalogue's message beside its field.
 */
export interface RelationshipValue {
  context: string;
  direction: 'upstream' | 'downstream';
  pattern: string;
}

export interface ItemFormValues {
  name: string;
  purpose: string;
  status: string;
  /** pages */
  route: string;
  userStories: string;
  /** contexts */
  entities: string;
  relationships: RelationshipValue[];
  /** infrastructure */
  kind: string;
  provider: string;
  environment: string;
  monthlyCostEstimate: string;
  links: string;
}

export type FormField = keyof ItemFormValues;
export type FieldErrors = Partial<Record<FormField | 'form', string>>;

export function emptyValues(): ItemFormValues {
  return {
    name: '',
    purpose: '',
    status: 'planned',
    route: '',
    userStories: '',
    entities: '',
    relationships: [],
    kind: 'other',
    provider: '',
    environment: 'all',
    monthlyCostEstimate: '',
    links: '',
  };
}

const lines = (list: readonly string[]) => list.join('\n');

export function valuesFrom(kind: ItemKind, item: ProjectItem): ItemFormValues {
  const values = { ...emptyValues(), name: item.name, purpose: item.purpose ?? '', status: item.status };
  if (kind === 'pages' && 'userStories' in item) {
    return { ...values, route: item.route ?? '', userStories: lines(item.userStories) };
  }
  if (kind === 'contexts' && 'entities' in item) {
    return {
      ...values,
      entities: lines(item.entities),
      relationships: item.relationships.map((r) => ({
        context: r.context,
        direction: r.direction,
        pattern: r.pattern ?? '',
      })),
    };
  }
  if (kind === 'infrastructure' && 'environment' in item) {
    return {
      ...values,
      kind: item.kind,
      provider: item.provider ?? '',
      environment: item.environment,
      monthlyCostEstimate: item.monthlyCostEstimate === null ? '' : String(item.monthlyCostEstimate),
      links: lines(item.links),
    };
  }
  return values;
}

export function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** "12.50" → 12.5, "" → null, "twelve" → NaN (which the schema refuses with the catalogue's message). */
function parseCost(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

/** The body a form's values stand for, field by field (the names are the contract's). */
function bodyOf(kind: ItemKind, values: ItemFormValues): Record<string, unknown> {
  const common = { name: values.name, purpose: values.purpose, status: values.status };
  if (kind === 'pages')
    return { ...common, route: values.route, userStories: splitLines(values.userStories) };
  if (kind === 'contexts')
    return {
      ...common,
      entities: splitLines(values.entities),
      relationships: values.relationships
        .filter((r) => r.context.trim() !== '' || r.pattern.trim() !== '')
        .map((r) => ({
          context: r.context,
          direction: r.direction,
          ...(r.pattern.trim() === '' ? {} : { pattern: r.pattern }),
        })),
    };
  return {
    ...common,
    kind: values.kind,
    provider: values.provider,
    environment: values.environment,
    monthlyCostEstimate: parseCost(values.monthlyCostEstimate),
    links: splitLines(values.links),
  };
}

const FIELDS = new Set<string>(Object.keys(emptyValues()));

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    const field = (FIELDS.has(key) ? key : 'form') as FormField | 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

export type RequestResult = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * A new item: every field. An edit: only the fields that differ from what the form started with, so saving one
 * field never marks the others as edited by hand.
 */
export function toRequest(kind: ItemKind, values: ItemFormValues, initial?: ItemFormValues): RequestResult {
  let body = bodyOf(kind, values);
  if (initial) {
    const before = bodyOf(kind, initial);
    body = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
    );
  }
  const schema = initial ? SCHEMAS[kind].update : SCHEMAS[kind].create;
  const result = schema.safeParse(body);
  if (!result.success) return { ok: false, errors: errorsOf(result.error) };
  return { ok: true, body };
}
