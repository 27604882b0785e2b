import { describe, expect, it } from 'vitest';
import { documentSchemas, parseDocumentContent, renderDocumentMarkdown } from './artefact-documents.ts';
import { catchAppError } from './test-helpers.ts';

const prd = {
  title: 'Garden planner',
  problem_statement: 'Gardeners forget what to plant when',
  target_audience: 'Home gardeners',
  key_features: ['Planting calendar', 'Reminders'],
};

describe('document content', () => {
  it('accepts a PRD with its required fields and leaves optional ones out', () => {
    expect(parseDocumentContent('prd', prd)).toEqual(prd);
  });

  it('names the document and the missing field', () => {
    const { target_audience: _, ...missing } = prd;
    const error = catchAppError(() => parseDocumentContent('prd', missing));
    expect(error.code).toBe('DOCUMENT_FIELD_REQUIRED');
    expect(error.message).toBe('PRD document requires target_audience');
  });

  it('treats a blank required text as missing', () => {
    expect(catchAppError(() => parseDocumentContent('idea', { title: ' ' })).message).toBe(
      'Idea document requires title',
    );
  });

  it('accepts one text where a list is expected', () => {
    expect(parseDocumentContent('prd', { ...prd, key_features: 'Reminders' }).key_features).toEqual([
      'Reminders',
    ]);
  });

  it('rejects a badly typed optional field', () => {
    const error = catchAppError(() => parseDocumentContent('prd', { ...prd, success_metrics: [42] }));
    expect(error.message).toBe('PRD document has an invalid success_metrics');
  });

  it('drops fields the spec does not list', () => {
    expect(parseDocumentContent('prd', { ...prd, extra: 'x' })).not.toHaveProperty('extra');
  });

  it('declares exactly the spec fields for every document kind', () => {
    const fields = Object.fromEntries(
      Object.entries(documentSchemas).map(([type, schema]) => [type, Object.keys(schema.shape).sort()]),
    );
    expect(fields).toEqual({
      prd: [
        'key_features',
        'problem_statement',
        'success_metrics',
        'target_audience',
        'technical_considerations',
        'title',
      ],
      mvp: [
        'core_features',
        'excluded_features',
        'launch_strategy',
        'mvp_overview',
        'success_criteria',
        'technical_requirements',
        'title',
        'user_flow',
      ],
      'domain-model': [
        'bounded_contexts',
        'business_rules',
        'context_map',
        'core_entities',
        'domain_overview',
        'domain_services',
        'entity_relationships',
        'title',
        'value_objects',
      ],
      'tech-stack': [
        'backend_technologies',
        'database_technologies',
        'final_architecture',
        'frontend_technologies',
        'infrastructure',
        'justification',
        'mvp_architecture',
        'overview',
        'title',
      ],
      idea: ['concept', 'insights', 'next_steps', 'problem', 'title', 'vision'],
      summary: [
        'action_items',
        'key_decisions',
        'main_features',
        'open_questions',
        'overview',
        'resources',
        'technical_insights',
        'title',
      ],
    });
  });

  it('marks only the spec optional fields as optional', () => {
    const optional = (type: keyof typeof documentSchemas) =>
      Object.entries(documentSchemas[type].shape)
        .filter(([, schema]) => schema.safeParse(undefined).success)
        .map(([field]) => field)
        .sort();
    expect(optional('prd')).toEqual(['success_metrics', 'technical_considerations']);
    expect(optional('mvp')).toEqual(['excluded_features']);
    expect(optional('domain-model')).toEqual([
      'bounded_contexts',
      'business_rules',
      'context_map',
      'domain_services',
      'value_objects',
    ]);
    expect(optional('tech-stack')).toEqual(['database_technologies']);
    expect(optional('idea')).toEqual(['insights', 'next_steps']);
    expect(optional('summary')).toEqual(['key_decisions']);
  });
});

describe('renderDocumentMarkdown', () => {
  it('writes the title as the heading and each field as a section in spec order', () => {
    expect(renderDocumentMarkdown(parseDocumentContent('prd', prd))).toBe(
      `${[
        '# Garden planner',
        '## Problem Statement\n\nGardeners forget what to plant when',
        '## Target Audience\n\nHome gardeners',
        '## Key Features\n\n- Planting calendar\n- Reminders',
      ].join('\n\n')}\n`,
    );
  });

  it('skips empty lists and spells MVP in capitals', () => {
    const markdown = renderDocumentMarkdown({ title: 'T', mvp_overview: 'O', excluded_features: [] });
    expect(markdown).toContain('## MVP Overview');
    expect(markdown).not.toContain('Excluded');
  });
});
