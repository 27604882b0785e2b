/**
 * Reads a document's Markdown back into its fields, so a person who edits the Markdown of a structured document
 * keeps its structure (and its stage data) when the text still has the shape the kind renders: `# Title`, then
 * `## Section` per field, lists as `- ` bullets. Anything that does not fit gives undefined (free Markdown).
 */
import type { DocumentFields } from '../../../domain/journey-api.ts';
import type { DocumentKind } from './document-kind.ts';

export function sectionHeading(field: string): string {
  return field
    .split('_')
    .map((word) => (word === 'mvp' ? 'MVP' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export function parseDocumentMarkdown(kind: DocumentKind, markdown: string): DocumentFields | undefined {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim();
  if (!title) return undefined;
  const byHeading = new Map(kind.fields.map((field) => [sectionHeading(field.name).toLowerCase(), field]));
  const fields: DocumentFields = { title };
  const sections = markdown.split(/^##\s+/m).slice(1);
  for (const section of sections) {
    const [heading = '', ...lines] = section.split('\n');
    const field = byHeading.get(heading.trim().toLowerCase());
    if (!field) {
      // The domain model's rendered diagram is derived, not a field; any other unknown section is free text.
      if (heading.trim().toLowerCase() === 'diagram') continue;
      return undefined;
    }
    const body = lines.join('\n').trim();
    if (body === '') continue;
    if (field.list) {
      const items = body.split('\n').map((line) => line.trim());
      if (!items.every((line) => line.startsWith('- ') || line === '')) return undefined;
      fields[field.name] = items.filter(Boolean).map((line) => line.slice(2).trim());
    } else {
      fields[field.name] = body;
    }
  }
  const parsed = kind.schema.safeParse(fields);
  return parsed.success ? (parsed.data as DocumentFields) : undefined;
}
