/**
 * The structured content of each document kind (SPEC §3 "Document content by artefact type"), field names as the
 * spec spells them. Singular nouns are texts; plural nouns are lists of texts. A required text must not be blank;
 * a required list must be present but may be empty (an honest "no open questions" beats a failed save). A list
 * field also accepts one text as a one-item list, because models often answer that way.
 */
import { z } from 'zod';
import { ARTEFACT_TYPE_LABELS, type ArtefactType } from './artefact.ts';
import { catalogued, parseOrThrow } from './validation.ts';

function requiredText(document: string, field: string) {
  const error = catalogued('DOCUMENT_FIELD_REQUIRED', { document, field });
  return z.string(error).trim().min(1, error);
}

function textList(error: { error: string }) {
  const item = z.string(error).trim().min(1, error);
  return z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(item, error));
}

function requiredList(document: string, field: string) {
  return textList(catalogued('DOCUMENT_FIELD_REQUIRED', { document, field }));
}

function optionalText(document: string, field: string) {
  const error = catalogued('DOCUMENT_FIELD_INVALID', { document, field });
  return z.string(error).trim().min(1, error).optional();
}

function optionalList(document: string, field: string) {
  return textList(catalogued('DOCUMENT_FIELD_INVALID', { document, field })).optional();
}

const prd = ARTEFACT_TYPE_LABELS.prd;
export const prdDocumentSchema = z.object({
  title: requiredText(prd, 'title'),
  problem_statement: requiredText(prd, 'problem_statement'),
  target_audience: requiredText(prd, 'target_audience'),
  key_features: requiredList(prd, 'key_features'),
  success_metrics: optionalList(prd, 'success_metrics'),
  technical_considerations: optionalList(prd, 'technical_considerations'),
});

const mvp = ARTEFACT_TYPE_LABELS.mvp;
export const mvpDocumentSchema = z.object({
  title: requiredText(mvp, 'title'),
  mvp_overview: requiredText(mvp, 'mvp_overview'),
  core_features: requiredList(mvp, 'core_features'),
  user_flow: requiredText(mvp, 'user_flow'),
  technical_requirements: requiredList(mvp, 'technical_requirements'),
  success_criteria: requiredList(mvp, 'success_criteria'),
  launch_strategy: requiredText(mvp, 'launch_strategy'),
  excluded_features: optionalList(mvp, 'excluded_features'),
});

const domainModel = ARTEFACT_TYPE_LABELS['domain-model'];
export const domainModelDocumentSchema = z.object({
  title: requiredText(domainModel, 'title'),
  domain_overview: requiredText(domainModel, 'domain_overview'),
  core_entities: requiredList(domainModel, 'core_entities'),
  entity_relationships: requiredList(domainModel, 'entity_relationships'),
  business_rules: optionalList(domainModel, 'business_rules'),
  value_objects: optionalList(domainModel, 'value_objects'),
  domain_services: optionalList(domainModel, 'domain_services'),
  bounded_contexts: optionalList(domainModel, 'bounded_contexts'),
  context_map: optionalText(domainModel, 'context_map'),
});

const techStack = ARTEFACT_TYPE_LABELS['tech-stack'];
export const techStackDocumentSchema = z.object({
  title: requiredText(techStack, 'title'),
  overview: requiredText(techStack, 'overview'),
  frontend_technologies: requiredList(techStack, 'frontend_technologies'),
  backend_technologies: requiredList(techStack, 'backend_technologies'),
  infrastructure: requiredText(techStack, 'infrastructure'),
  mvp_architecture: requiredText(techStack, 'mvp_architecture'),
  final_architecture: requiredText(techStack, 'final_architecture'),
  justification: requiredText(techStack, 'justification'),
  database_technologies: optionalList(techStack, 'database_technologies'),
});

const idea = ARTEFACT_TYPE_LABELS.idea;
export const ideaDocumentSchema = z.object({
  title: requiredText(idea, 'title'),
  concept: requiredText(idea, 'concept'),
  problem: requiredText(idea, 'problem'),
  vision: requiredText(idea, 'vision'),
  insights: optionalList(idea, 'insights'),
  next_steps: optionalList(idea, 'next_steps'),
});

const summary = ARTEFACT_TYPE_LABELS.summary;
export const summaryDocumentSchema = z.object({
  title: requiredText(summary, 'title'),
  overview: requiredText(summary, 'overview'),
  main_features: requiredList(summary, 'main_features'),
  technical_insights: requiredList(summary, 'technical_insights'),
  action_items: requiredList(summary, 'action_items'),
  open_questions: requiredList(summary, 'open_questions'),
  resources: requiredList(summary, 'resources'),
  key_decisions: optionalList(summary, 'key_decisions'),
});

export const documentSchemas = {
  prd: prdDocumentSchema,
  mvp: mvpDocumentSchema,
  'domain-model': domainModelDocumentSchema,
  'tech-stack': techStackDocumentSchema,
  idea: ideaDocumentSchema,
  summary: summaryDocumentSchema,
} as const satisfies Record<ArtefactType, z.ZodType>;

export type DocumentContent<T extends ArtefactType> = z.output<(typeof documentSchemas)[T]>;
export type PrdDocument = DocumentContent<'prd'>;
export type MvpDocument = DocumentContent<'mvp'>;
export type DomainModelDocument = DocumentContent<'domain-model'>;
export type TechStackDocument = DocumentContent<'tech-stack'>;
export type IdeaDocument = DocumentContent<'idea'>;
export type SummaryDocument = DocumentContent<'summary'>;

export function parseDocumentContent<T extends ArtefactType>(type: T, input: unknown): DocumentContent<T> {
  return parseOrThrow(documentSchemas[type], input) as DocumentContent<T>;
}

function headingOf(field: string): string {
  return field
    .split('_')
    .map((word) => (word === 'mvp' ? 'MVP' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * The Markdown stored as an artefact's content: the title as the top heading, then each field that has a value,
 * in the order of the spec, as a section; lists become bullet lists.
 */
export function renderDocumentMarkdown(
  content: { title: string } & Record<string, string | string[] | undefined>,
): string {
  const { title, ...fields } = content;
  const sections = [`# ${title}`];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const body = Array.isArray(value) ? value.map((item) => `- ${item}`).join('\n') : value;
    sections.push(`## ${headingOf(field)}\n\n${body}`);
  }
  return `${sections.join('\n\n')}\n`;
}
