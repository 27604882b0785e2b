/**
 * The domain model drawn as a Mermaid erDiagram from the document's own lists: each entry of core_entities
 * ("Booking: a walk reserved by an owner") becomes an entity with its description, and each relationship sentence
 * ("Owner has many Dogs", "Walk belongs to Walker", "User has one Profile") a relationship line. A sentence that
 * names two entities but no known verb still links them, so no relationship the person stated is dropped.
 */

interface Entity {
  id: string;
  description: string;
}

/** A Mermaid-safe entity name: letters, digits, underscores; PascalCase from the words. */
export function entityId(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s_-]/gu, ' ')
    .split(/[\s_-]+/)
    .filter(Boolean);
  const id = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(id) ? id : `E${id}`;
}

function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/i.test(word)) return word;
  if (/(x|ch|sh|ses)es$/i.test(word)) return word.slice(0, -2);
  return word.replace(/s$/i, '');
}

function parseEntity(entry: string): Entity | undefined {
  const [namePart = '', ...rest] = entry.split(/\s*(?::|\s[-–—]\s|\()\s*/);
  const name = namePart.trim().split(/\s+/).slice(0, 3).join(' ');
  if (!name) return undefined;
  return { id: entityId(singular(name)), description: rest.join(' ').replace(/\)$/, '').trim() };
}

function quote(text: string): string {
  return `"${text.replace(/"/g, "'").replace(/\s+/g, ' ').trim().slice(0, 80)}"`;
}

/** Entities mentioned in a sentence, in order of appearance. */
function mentioned(sentence: string, entities: readonly Entity[]): Entity[] {
  const found: Array<{ entity: Entity; at: number }> = [];
  const words = sentence.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const entity of entities) {
    const at = words.findIndex((w) => entityId(singular(w)).toLowerCase() === entity.id.toLowerCase());
    if (at !== -1) found.push({ entity, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.entity);
}

function relationshipLine(sentence: string, entities: readonly Entity[]): string | undefined {
  const [a, b] = mentioned(sentence, entities);
  if (!a || !b) return undefined;
  const s = sentence.toLowerCase();
  if (/\bbelongs? to\b|\bis part of\b|\bis owned by\b/.test(s)) return `  ${b.id} ||--o{ ${a.id} : has`;
  if (/\bmany[- ]to[- ]many\b|\bmany\b.*\bmany\b/.test(s))
    return `  ${a.id} }o--o{ ${b.id} : ${quote(sentence)}`;
  if (/\bhas (?:many|several|multiple)\b|\bone[- ]to[- ]many\b|\bcontains\b|\bhas\b.*s\b$/.test(s))
    return `  ${a.id} ||--o{ ${b.id} : ${/\bhas\b/.test(s) ? 'has' : quote(sentence)}`;
  if (/\bhas (?:one|a|an)\b|\bone[- ]to[- ]one\b/.test(s)) return `  ${a.id} ||--|| ${b.id} : has`;
  return `  ${a.id} }o--o{ ${b.id} : ${quote(sentence)}`;
}

/** The erDiagram source, or undefined when there are no entities. */
export function buildEntityDiagram(
  coreEntities: readonly string[],
  relationships: readonly string[],
): string | undefined {
  const entities: Entity[] = [];
  for (const entry of coreEntities) {
    const entity = parseEntity(entry);
    if (entity && !entities.some((e) => e.id === entity.id)) entities.push(entity);
  }
  if (entities.length === 0) return undefined;
  const lines = ['erDiagram'];
  for (const entity of entities) {
    const comment = entity.description ? ` ${quote(entity.description)}` : '';
    lines.push(`  ${entity.id} {`, `    uuid id PK${comment}`, '  }');
  }
  const seen = new Set<string>();
  for (const sentence of relationships) {
    const line = relationshipLine(sentence, entities);
    if (line && !seen.has(line)) {
      seen.add(line);
      lines.push(line);
    }
  }
  return lines.join('\n');
}
