/**
 * One document kind of the journey (DESIGN convention 6): its schema (the domain's, exactly the spec's fields), its
 * Markdown rendering, the journey stage it belongs to, the stage data it provides, and what the model is told about
 * each field. The create/update tools of document-tools.ts are derived from these modules.
 */
import { z } from 'zod';
import { ARTEFACT_TYPE_LABELS, type ArtefactType } from '../../../domain/artefact.ts';
import {
  type DocumentContent,
  documentSchemas,
  renderDocumentMarkdown,
} from '../../../domain/artefact-documents.ts';
import type { JourneyStage, StageData } from '../../../domain/journey.ts';

export interface DocumentField {
  name: string;
  required: boolean;
  /** A list of short items rather than one text. */
  list: boolean;
  /** What the model is told to put there. */
  hint: string;
}

export interface DocumentKind<T extends ArtefactType = ArtefactType> {
  type: T;
  label: string;
  stage: JourneyStage;
  /** When the model should write this document (the tool descriptions start with it). */
  purpose: string;
  fields: readonly DocumentField[];
  schema: (typeof documentSchemas)[T];
  render(document: DocumentContent<T>): string;
  /** The journey stage data this document gives its stage (SPEC §5 "Stage data" names). */
  stageData(document: DocumentContent<T>): StageData;
}

export const text = (name: string, hint: string): DocumentField => ({
  name,
  required: true,
  list: false,
  hint,
});
export const list = (name: string, hint: string): DocumentField => ({
  name,
  required: true,
  list: true,
  hint,
});
export const optionalText = (name: string, hint: string): DocumentField => ({
  name,
  required: false,
  list: false,
  hint,
});
export const optionalList = (name: string, hint: string): DocumentField => ({
  name,
  required: false,
  list: true,
  hint,
});

export function defineDocumentKind<T extends ArtefactType>(
  definition: Omit<DocumentKind<T>, 'label' | 'schema' | 'render'> & {
    render?: (document: DocumentContent<T>) => string;
  },
): DocumentKind<T> {
  return {
    ...definition,
    label: ARTEFACT_TYPE_LABELS[definition.type],
    schema: documentSchemas[definition.type],
    render: definition.render ?? ((document) => renderDocumentMarkdown(document as RenderableDocument)),
  };
}

export type RenderableDocument = { title: string } & Record<string, string | string[] | undefined>;

/**
 * What the model sees as a tool's input. Lenient where the domain schema is (a list also accepts one text), so a
 * model answering with a string is not refused before the domain schema, which gives the catalogue message, runs.
 * `partial`: every field optional (the update tools change only what they are given).
 */
export function modelInputSchema(kind: DocumentKind, options: { partial: boolean }): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const field of kind.fields) {
    const base = field.list
      ? z.union([z.array(z.string()), z.string()]).describe(`${field.hint} (a list of short items)`)
      : z.string().describe(field.hint);
    shape[field.name] = options.partial || !field.required ? base.optional() : base;
  }
  return z.object(shape);
}

/** Lists of the document as plain lists (for stage data), tolerating absent optional ones. */
export function items(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
