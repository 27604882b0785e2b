import { defineDocumentKind, list, optionalList, text } from './document-kind.ts';

export const summaryDocument = defineDocumentKind({
  type: 'summary',
  stage: 'complete',
  purpose:
    'The closing summary of the whole journey: the plan, the decisions taken and the questions still open. Write it last, after the tech stack.',
  fields: [
    text('title', 'The product name followed by "Summary"'),
    text('overview', 'The product and its plan in a short paragraph'),
    list('main_features', 'The main features'),
    list('technical_insights', 'What matters technically'),
    list('action_items', 'Concrete next actions, in order'),
    list('open_questions', 'Questions still open (unanswered or skipped during the conversation)'),
    list('resources', 'Useful resources for the next steps'),
    optionalList('key_decisions', 'Decisions taken during the conversation'),
  ],
  stageData: () => ({}),
});
