import { ARTEFACT_TYPE_LABELS, type ArtefactType } from '../../../../domain/artefact.ts';
import { documentSchemas, renderDocumentMarkdown } from '../../../../domain/artefact-documents.ts';
import type { DocumentFields } from '../../../../domain/journey-api.ts';

/**
 * What the section editor knows of each document kind, read from the domain's schemas (so the form and the server
 * validate with the same rules, DESIGN convention 2): its fields in the spec's order, which are lists, which are
 * required, and the heading each has in the rendered Markdown.
 */
export interface FieldInfo {
  name: string;
  heading: string;
  list: boolean;
  required: boolean;
}

/** The heading renderDocumentMarkdown gives a field ("problem_statement" → "Problem Statement"). */
function headingOf(field: string): string {
  const markdown = renderDocumentMarkdown({ title: 't', [field]: 'x' });
  return /^## (.+)$/m.exec(markdown)?.[1] ?? field;
}

function describe(type: ArtefactType): FieldInfo[] {
  const shape = documentSchemas[type].shape as Record<
    string,
    { safeParse: (value: unknown) => { success: boolean } }
  >;
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    heading: name === 'title' ? 'Title' : headingOf(name),
    // A list accepts a list of texts; a text field refuses one.
    list: schema.safeParse(['x']).success,
    required: !schema.safeParse(undefined).success,
  }));
}

const cache = new Map<ArtefactType, FieldInfo[]>();

export function documentFields(type: ArtefactType): FieldInfo[] {
  let fields = cache.get(type);
  if (!fields) {
    fields = describe(type);
    cache.set(type, fields);
  }
  return fields;
}

/** What the editor shows for a value: the text, or one list item a line. */
export function fieldToText(value: string | string[] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join('\n') : value;
}

/** What the editor's text means: list fields take one item a line (a leading "- " or "* " is dropped). */
export function textToField(field: FieldInfo, text: string): string | string[] | undefined {
  if (field.list) {
    const items = text
      .split('\n')
      .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
      .filter((line) => line !== '');
    return items.length === 0 && !field.required ? undefined : items;
  }
  const trimmed = text.trim();
  return trimmed === '' && !field.required ? undefined : trimmed;
}

/**
 * Checks one edited section against the kind's schema, with the rest of the document as stored. Returns the
 * catalogue message for that field (e.g. "PRD document requires problem_statement") or null when it is valid.
 */
export function validateSection(
  type: ArtefactType,
  document: DocumentFields,
  field: FieldInfo,
  value: string | string[] | undefined,
): string | null {
  const candidate: Record<string, unknown> = { ...document };
  if (value === undefined) delete candidate[field.name];
  else candidate[field.name] = value;
  const result = documentSchemas[type].safeParse(candidate);
  if (result.success) return null;
  const issue = result.error.issues.find((item) => item.path[0] === field.name);
  return issue ? issue.message : null;
}

/** "PRD" → "prd-<title>.md" style file names for a single document's export. */
export function documentFilename(type: ArtefactType, title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const kind = ARTEFACT_TYPE_LABELS[type].toLowerCase().replace(/\s+/g, '-');
  return `${slug ? `${kind}-${slug}` : kind}.md`;
}
