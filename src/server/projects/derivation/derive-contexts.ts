/**
 * Bounded contexts from the domain model. When the document names them (`bounded_contexts`, e.g. "Scheduling:
 * shifts and rotas"), each entry is a context: its name, its responsibility, the core entities it mentions; the
 * `context_map` sentences ("Scheduling → Payroll (customer-supplier)", "Payroll depends on Identity via an ACL")
 * give the upstream/downstream relationships and their patterns. When it names none (the built-in guide writes
 * only entities and relationships), each core entity becomes a candidate context of its own, related as the
 * entity relationships say (the side referring to another is downstream of it) — a starting point the user merges.
 */
import type { DomainModelDocument } from '../../../domain/artefact-documents.ts';
import { slugify } from '../../../domain/project-items.ts';
import {
  keywords,
  plural,
  shortName,
  singular,
  splitNameAndDescription,
  stripBullet,
  upperFirst,
} from './derivation-text.ts';
import type { DerivedItem, DerivedRelationship } from './derived-items.ts';

interface Named {
  name: string;
  slug: string;
  description: string | null;
  words: Set<string>;
}

const PATTERNS: Array<[RegExp, string]> = [
  [/customer[- ]supplier/i, 'customer-supplier'],
  [/anti[- ]?corruption|\bacl\b/i, 'anti-corruption layer'],
  [/shared kernel/i, 'shared kernel'],
  [/open[- ]host|\bohs\b/i, 'open host service'],
  [/published language/i, 'published language'],
  [/conformist/i, 'conformist'],
  [/partnership/i, 'partnership'],
  [/separate ways/i, 'separate ways'],
  [/\bevents?\b/i, 'domain events'],
];

/** "A depends on B", "A belongs to B": B is upstream (an arrow points from upstream to downstream). */
const FIRST_IS_DOWNSTREAM =
  /\b(depends? on|uses|consumes|calls|queries|reads from|subscribes to|downstream (?:of|from)|conforms to|listens to|belongs? to|is part of|is owned by|references)\b|←|<-/i;

function parseEntities(document: DomainModelDocument): Named[] {
  const seen = new Set<string>();
  const out: Named[] = [];
  for (const entry of document.core_entities) {
    const { name, description } = splitNameAndDescription(stripBullet(entry));
    const clean = upperFirst(singular(shortName(name, 40)));
    const slug = slugify(clean);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    out.push({ name: clean, slug, description, words: keywords(clean) });
  }
  return out;
}

/** The named things a sentence mentions, in the order it mentions them. */
function mentioned(sentence: string, named: readonly Named[]): Named[] {
  const text = sentence.toLowerCase();
  const found: Array<{ item: Named; at: number }> = [];
  for (const item of named) {
    const forms = [item.name.toLowerCase(), plural(item.name.toLowerCase()), item.slug.replace(/-/g, ' ')];
    let at = -1;
    for (const form of forms) {
      const match = new RegExp(`\\b${escapeRegExp(form)}\\b`).exec(text);
      if (match && (at === -1 || match.index < at)) at = match.index;
    }
    if (at !== -1) found.push({ item, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.item);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sentences(text: string | readonly string[]): string[] {
  const all = Array.isArray(text) ? text : [text];
  return all
    .flatMap((t) => t.split(/\r?\n|;|\.\s+/))
    .map(stripBullet)
    .filter((s) => s.length > 2);
}

/** Upstream/downstream pairs from sentences that mention two of the named things. */
function relate(
  lines: readonly string[],
  named: readonly Named[],
  withPattern: (sentence: string) => string | undefined,
): Map<string, DerivedRelationship[]> {
  const relationships = new Map<string, DerivedRelationship[]>(named.map((n) => [n.slug, []]));
  for (const sentence of lines) {
    const [a, b] = mentioned(sentence, named);
    if (!a || !b || a.slug === b.slug) continue;
    const firstDownstream = FIRST_IS_DOWNSTREAM.test(sentence) && !/→|->|=>/.test(sentence);
    // Otherwise the first named is upstream: "A → B", "A feeds B", "Owner has many Dogs", "A, B".
    const [upstream, downstream] = firstDownstream ? [b, a] : [a, b];
    const pattern = withPattern(sentence);
    const add = (owner: Named, other: Named, direction: 'upstream' | 'downstream') => {
      const list = relationships.get(owner.slug) ?? [];
      if (list.some((r) => r.context === other.slug)) return;
      list.push({ context: other.slug, direction, ...(pattern ? { pattern } : {}) });
      relationships.set(owner.slug, list);
    };
    add(downstream, upstream, 'upstream');
    add(upstream, downstream, 'downstream');
  }
  return relationships;
}

function namedPattern(sentence: string): string | undefined {
  return PATTERNS.find(([re]) => re.test(sentence))?.[1];
}

export function deriveContexts(document: DomainModelDocument): DerivedItem<'context'>[] {
  const entities = parseEntities(document);
  const declared = (document.bounded_contexts ?? []).map((entry) => stripBullet(entry)).filter(Boolean);
  if (declared.length > 0) return fromDeclared(document, declared, entities);
  return fromEntities(document, entities);
}

function fromDeclared(
  document: DomainModelDocument,
  declared: string[],
  entities: Named[],
): DerivedItem<'context'>[] {
  const contexts: Array<Named & { entry: string }> = [];
  for (const entry of declared) {
    const { name, description } = splitNameAndDescription(entry);
    const clean = upperFirst(shortName(name.replace(/\s+context$/i, ''), 80));
    const slug = slugify(clean);
    if (!slug || contexts.some((c) => c.slug === slug)) continue;
    contexts.push({ name: clean, slug, description, words: keywords(clean), entry });
  }
  const relationships = relate(sentences(document.context_map ?? ''), contexts, namedPattern);
  return contexts.map((context) => ({
    key: context.slug,
    fields: {
      name: context.name,
      purpose: context.description ? upperFirst(context.description) : null,
      entities: mentioned(context.description ?? '', entities).map((e) => e.name),
      relationships: relationships.get(context.slug) ?? [],
    },
  }));
}

function fromEntities(document: DomainModelDocument, entities: Named[]): DerivedItem<'context'>[] {
  // One sentence's own words describe how the two relate; long ones are cut.
  const relationships = relate(
    sentences(document.entity_relationships),
    entities,
    (s) => namedPattern(s) ?? shortName(upperFirst(s), 120),
  );
  return entities.map((entity) => ({
    key: entity.slug,
    fields: {
      name: plural(entity.name),
      purpose: entity.description
        ? upperFirst(entity.description)
        : `Owns the ${plural(entity.name).toLowerCase()} and the rules about them`,
      entities: [entity.name],
      relationships: relationships.get(entity.slug) ?? [],
    },
  }));
}
