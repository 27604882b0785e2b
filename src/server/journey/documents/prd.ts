import { defineDocumentKind, list, optionalList, text } from './document-kind.ts';

export const prdDocument = defineDocumentKind({
  type: 'prd',
  stage: 'prd',
  purpose:
    'The product requirements document (PRD): the problem, the audience and the key features. Write it once the problem, the first users and the core features are known.',
  fields: [
    text('title', 'The product name followed by "PRD"'),
    text('problem_statement', 'The problem, specific to the people who have it'),
    text('target_audience', 'The first users: who they are and where to find them'),
    list('key_features', 'The core features, most important first'),
    optionalList('success_metrics', 'How success is measured, with numbers'),
    optionalList('technical_considerations', 'Constraints and risks that shape the build'),
  ],
  stageData: (document) => ({
    problemStatement: document.problem_statement,
    targetAudience: document.target_audience,
    coreFeatures: document.key_features,
  }),
});
