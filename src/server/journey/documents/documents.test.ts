import { describe, expect, it } from 'vitest';
import { parseDocumentContent } from '../../../domain/artefact-documents.ts';
import type { AppError } from '../../../domain/errors.ts';
import { isStageReady } from '../../../domain/journey-stage-data.ts';
import { modelInputSchema } from './document-kind.ts';
import { parseDocumentMarkdown } from './document-markdown.ts';
import { splitSteps } from './document-text.ts';
import { buildEntityDiagram } from './entity-diagram.ts';
import { DOCUMENT_KINDS, documentKind } from './registry.ts';

const examples = {
  idea: {
    title: 'Walks',
    concept: 'Dog walkers on demand',
    problem: 'No walker at short notice',
    vision: 'Every dog walked',
    insights: ['Owners trust reviews'],
  },
  prd: {
    title: 'Walks PRD',
    problem_statement: 'No walker at short notice',
    target_audience: 'Busy dog owners',
    key_features: ['Search', 'Book'],
    success_metrics: ['100 walks a week'],
  },
  mvp: {
    title: 'Walks MVP',
    mvp_overview: 'Booking only',
    core_features: ['Book a walk'],
    user_flow: '1. Signs up\n2. Adds a dog\n3. Books a walk',
    technical_requirements: ['Accounts'],
    success_criteria: ['10 bookings a week'],
    launch_strategy: 'Invite neighbours',
    excluded_features: ['Payments'],
  },
  'domain-model': {
    title: 'Walks Domain Model',
    domain_overview: 'Owners book walks with walkers',
    core_entities: ['Owner: a person with dogs', 'Walker', 'Walk'],
    entity_relationships: ['An owner has many walks', 'A walk belongs to a walker'],
    context_map: 'One context',
  },
  'tech-stack': {
    title: 'Walks Tech Stack',
    overview: 'A web app',
    frontend_technologies: ['React'],
    backend_technologies: ['Node.js'],
    infrastructure: 'Fly.io',
    mvp_architecture: 'One service',
    final_architecture: 'Scaled service',
    justification: 'Known tools',
    database_technologies: ['PostgreSQL'],
  },
  summary: {
    title: 'Walks Summary',
    overview: 'Walkers on demand',
    main_features: ['Book a walk'],
    technical_insights: ['One service'],
    action_items: ['Build it'],
    open_questions: ['Pricing?'],
    resources: ['https://react.dev'],
    key_decisions: ['Web first'],
  },
} as const;

describe('the document kinds', () => {
  it('are six, in journey order, each tied to its stage', () => {
    expect(DOCUMENT_KINDS.map((k) => [k.type, k.stage, k.label])).toEqual([
      ['idea', 'idea', 'Idea'],
      ['prd', 'prd', 'PRD'],
      ['mvp', 'mvp', 'MVP'],
      ['domain-model', 'domain-model', 'Domain Model'],
      ['tech-stack', 'tech-stack', 'Tech Stack'],
      ['summary', 'complete', 'Summary'],
    ]);
  });

  for (const kind of DOCUMENT_KINDS) {
    describe(kind.type, () => {
      const example = examples[kind.type];

      it('declares to the model exactly the fields of the spec, required ones required', () => {
        const schemaFields = Object.keys(kind.schema.shape).sort();
        expect(kind.fields.map((f) => f.name).sort()).toEqual(schemaFields);
        const required = kind.fields.filter((f) => f.required).map((f) => f.name);
        for (const name of required) {
          const { [name]: _, ...rest } = example as Record<string, unknown>;
          expect(() => parseDocumentContent(kind.type, rest), name).toThrow(
            `${kind.label} document requires ${name}`,
          );
        }
        const input = modelInputSchema(kind, { partial: false });
        expect(input.safeParse(example).success).toBe(true);
        expect(input.safeParse({}).success).toBe(false);
        expect(modelInputSchema(kind, { partial: true }).safeParse({}).success).toBe(true);
      });

      it('renders the title and every given section as Markdown', () => {
        const parsed = parseDocumentContent(kind.type, example);
        const markdown = kind.render(parsed as never);
        expect(markdown.startsWith(`# ${example.title}\n`)).toBe(true);
        for (const [field, value] of Object.entries(example)) {
          if (field === 'title') continue;
          for (const item of Array.isArray(value) ? value : [value]) expect(markdown).toContain(item);
        }
      });

      it('reads its own Markdown back into the same fields, and refuses text of another shape', () => {
        const parsed = parseDocumentContent(kind.type, example);
        const markdown = kind.render(parsed as never);
        expect(parseDocumentMarkdown(kind, markdown)).toEqual(parsed);
        expect(
          parseDocumentMarkdown(kind, markdown.replace(/^## /m, '## Something else\n\nx\n\n## ')),
        ).toBeUndefined();
        expect(parseDocumentMarkdown(kind, 'No heading at all')).toBeUndefined();
      });

      it('gives its stage the data the journey needs', () => {
        const data = kind.stageData(parseDocumentContent(kind.type, example) as never);
        expect(isStageReady(kind.stage, data)).toBe(true);
      });
    });
  }

  it('renders list fields as bullets and adds the domain model’s diagram', () => {
    const markdown = documentKind('domain-model').render(
      parseDocumentContent('domain-model', examples['domain-model']) as never,
    );
    expect(markdown).toContain('## Core Entities\n\n- Owner: a person with dogs\n- Walker\n- Walk');
    expect(markdown).toContain('## Context Map\n\nOne context');
    expect(markdown).toContain('## Diagram\n\n```mermaid\nerDiagram');
  });

  it('fails with the catalogue message for a wrongly typed field', () => {
    let error: AppError | undefined;
    try {
      parseDocumentContent('tech-stack', { ...examples['tech-stack'], database_technologies: [1] });
    } catch (caught) {
      error = caught as AppError;
    }
    expect(error?.message).toBe('Tech Stack document has an invalid database_technologies');
  });
});

describe('the entity diagram', () => {
  it('draws entities with their descriptions and each stated relationship', () => {
    expect(
      buildEntityDiagram(
        ['Owner: a person with dogs', 'Dogs', 'Walker', 'Walk'],
        [
          'Each owner has many dogs',
          'A walk belongs to a walker',
          'A dog has one collar',
          'Walkers and dogs meet',
        ],
      ),
    ).toBe(
      [
        'erDiagram',
        '  Owner {',
        '    uuid id PK "a person with dogs"',
        '  }',
        '  Dog {',
        '    uuid id PK',
        '  }',
        '  Walker {',
        '    uuid id PK',
        '  }',
        '  Walk {',
        '    uuid id PK',
        '  }',
        '  Owner ||--o{ Dog : has',
        '  Walker ||--o{ Walk : has',
        '  Walker }o--o{ Dog : "Walkers and dogs meet"',
      ].join('\n'),
    );
  });

  it('draws nothing without entities', () => {
    expect(buildEntityDiagram([], ['A has many B'])).toBeUndefined();
  });

  it('splits a user flow into steps', () => {
    expect(splitSteps('1. Signs up\n2. Books')).toEqual(['Signs up', 'Books']);
    expect(splitSteps('signs up, adds a dog then books a walk')).toEqual([
      'signs up',
      'adds a dog',
      'books a walk',
    ]);
  });
});
