/**
 * Re-derivation never overwrites: it compares, per item and per field, the newly derived values with the item's
 * baseline (what was last derived or accepted) and its current values, and proposes only real differences:
 * - add: a derived item no existing item stands for (matched by its derivation key, else a manual item with the
 *   same route/slug);
 * - change: a field whose new derived value differs from both the current value and the baseline (the document
 *   changed it); when the current value differs from the baseline too, the user edited it (`edited`);
 * - remove: a derived item the documents no longer yield (manual items are never proposed for removal).
 * A field the user edited while the document kept the baseline value is left alone. Keys hash what they propose
 * and what is there now, so they stay the same between preview and accept unless something changed meanwhile.
 */
import { createHash } from 'node:crypto';
import type { DerivationProposal, ProjectItemKind } from '../../../domain/project-items-api.ts';
import {
  canonical,
  DERIVED_FIELDS,
  type DerivedBaseline,
  type DerivedItem,
  sameValue,
} from './derived-items.ts';

export interface ExistingItem {
  id: string;
  name: string;
  origin: 'derived' | 'manual';
  /** The route (pages) or slug (contexts, infrastructure): matches a manual item to a derived one. */
  naturalKey: string | null;
  baseline: DerivedBaseline | null;
  /** The derivable fields as they are now. */
  current: Record<string, unknown>;
}

/** A proposal with what applying it needs. */
export interface PlannedProposal extends DerivationProposal {
  derivedKey: string;
  /** add: the full derived fields. */
  fields?: Record<string, unknown>;
}

function hash(...values: unknown[]): string {
  return createHash('sha256').update(values.map(canonical).join('\u0000')).digest('base64url').slice(0, 12);
}

export function proposalKey(parts: {
  kind: ProjectItemKind;
  derivedKey: string;
  action: DerivationProposal['action'];
  field?: string | null;
  current: unknown;
  proposed: unknown;
}): string {
  const field = parts.field ? `:${parts.field}` : '';
  return `${parts.kind}:${parts.action}:${parts.derivedKey}${field}:${hash(parts.current, parts.proposed)}`;
}

/** Fields whose current value differs from the baseline (only fields the baseline knows). */
export function editedFields(
  kind: ProjectItemKind,
  item: Pick<ExistingItem, 'baseline' | 'current'>,
): string[] {
  if (!item.baseline) return [];
  const baseline = item.baseline.fields;
  return DERIVED_FIELDS[kind].filter(
    (field) => field in baseline && !sameValue(baseline[field], item.current[field]),
  );
}

/** Matches each derived item to the existing item that stands for it. */
export function matchItems(
  derived: readonly DerivedItem[],
  existing: readonly ExistingItem[],
  naturalKeyOf: (item: DerivedItem) => string | null,
): Map<string, ExistingItem | undefined> {
  const byKey = new Map(existing.filter((e) => e.baseline).map((e) => [e.baseline?.key ?? '', e]));
  const used = new Set<string>();
  const matches = new Map<string, ExistingItem | undefined>();
  for (const item of derived) {
    const match = byKey.get(item.key);
    if (match) used.add(match.id);
    matches.set(item.key, match);
  }
  for (const item of derived) {
    if (matches.get(item.key)) continue;
    const natural = naturalKeyOf(item);
    const match = natural
      ? existing.find((e) => !used.has(e.id) && !e.baseline && e.naturalKey === natural)
      : undefined;
    if (match) used.add(match.id);
    matches.set(item.key, match);
  }
  return matches;
}

export function planProposals(
  kind: ProjectItemKind,
  derived: readonly DerivedItem[],
  existing: readonly ExistingItem[],
  naturalKeyOf: (item: DerivedItem) => string | null,
): PlannedProposal[] {
  const matches = matchItems(derived, existing, naturalKeyOf);
  const proposals: PlannedProposal[] = [];
  for (const item of derived) {
    const fields = item.fields as unknown as Record<string, unknown>;
    const match = matches.get(item.key);
    if (!match) {
      proposals.push({
        key: proposalKey({ kind, derivedKey: item.key, action: 'add', current: null, proposed: fields }),
        kind,
        action: 'add',
        itemId: null,
        itemName: String(fields.name),
        field: null,
        current: null,
        proposed: fields,
        previouslyDerived: null,
        edited: false,
        derivedKey: item.key,
        fields,
      });
      continue;
    }
    for (const field of DERIVED_FIELDS[kind]) {
      const proposed = fields[field] ?? null;
      const current = match.current[field] ?? null;
      const known = match.baseline !== null && field in match.baseline.fields;
      const baseline = known ? (match.baseline?.fields[field] ?? null) : null;
      if (sameValue(proposed, current)) continue;
      // The document still says what it said: what the user wrote stands.
      if (known && sameValue(proposed, baseline)) continue;
      proposals.push({
        key: proposalKey({ kind, derivedKey: item.key, action: 'change', field, current, proposed }),
        kind,
        action: 'change',
        itemId: match.id,
        itemName: match.name,
        field,
        current,
        proposed,
        previouslyDerived: known ? baseline : null,
        edited: !known || !sameValue(current, baseline),
        derivedKey: item.key,
      });
    }
  }
  const derivedKeys = new Set(derived.map((d) => d.key));
  for (const item of existing) {
    if (item.origin !== 'derived' || !item.baseline || derivedKeys.has(item.baseline.key)) continue;
    proposals.push({
      key: proposalKey({
        kind,
        derivedKey: item.baseline.key,
        action: 'remove',
        current: item.current,
        proposed: null,
      }),
      kind,
      action: 'remove',
      itemId: item.id,
      itemName: item.name,
      field: null,
      current: item.current,
      proposed: null,
      previouslyDerived: null,
      edited: editedFields(kind, item).length > 0,
      derivedKey: item.baseline.key,
    });
  }
  return proposals;
}
