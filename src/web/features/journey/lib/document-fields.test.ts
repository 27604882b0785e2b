import { describe, expect, it } from 'vitest';
import {
  documentFields,
  documentFilename,
  fieldToText,
  textToField,
  validateSection,
} from './document-fields.ts';

describe('document fields for the section editor', () => {
  it('lists a kind’s fields in the spec’s order with their headings, lists and required ones', () => {
    const prd = documentFields('prd');
    expect(prd.map((field) => field.name)).toEqual([
      'title',
      'problem_statement',
      'target_audience',
      'key_features',
      'success_metrics',
      'technical_considerations',
    ]);
    expect(prd.find((field) => field.name === 'problem_statement')).toEqual({
      name: 'problem_statement',
      heading: 'Problem Statement',
      list: false,
      required: true,
    });
    expect(prd.find((field) => field.name === 'key_features')).toMatchObject({ list: true, required: true });
    expect(prd.find((field) => field.name === 'success_metrics')).toMatchObject({
      list: true,
      required: false,
    });
    expect(documentFields('mvp').find((field) => field.name === 'mvp_overview')?.heading).toBe(
      'MVP Overview',
    );
  });

  it('edits a list one item a line, dropping bullets and blank lines', () => {
    const features = documentFields('prd').find((field) => field.name === 'key_features');
    if (!features) throw new Error('key_features missing');
    expect(textToField(features, '- Lend a drill\n\n* Reminders\n3. Ratings  ')).toEqual([
      'Lend a drill',
      'Reminders',
      'Ratings',
    ]);
    expect(fieldToText(['a', 'b'])).toBe('a\nb');
  });

  it('leaves an emptied optional field out instead of saving a blank', () => {
    const metrics = documentFields('prd').find((field) => field.name === 'success_metrics');
    if (!metrics) throw new Error('success_metrics missing');
    expect(textToField(metrics, '  \n ')).toBeUndefined();
  });

  it('answers a blank required section with the domain’s message', () => {
    const document = {
      title: 'Tool library',
      problem_statement: 'Neighbours buy tools they use once',
      target_audience: 'Neighbours',
      key_features: ['Lending'],
    };
    const problem = documentFields('prd').find((field) => field.name === 'problem_statement');
    if (!problem) throw new Error('problem_statement missing');
    expect(validateSection('prd', document, problem, '')).toMatch(/problem_statement/);
    expect(validateSection('prd', document, problem, 'A real problem')).toBeNull();
  });

  it('names an exported document after its kind and title', () => {
    expect(documentFilename('domain-model', 'Tool Library: the domain!')).toBe(
      'domain-model-tool-library-the-domain.md',
    );
    expect(documentFilename('prd', '')).toBe('prd.md');
  });
});
