import { defineDocumentKind, optionalList, text } from './document-kind.ts';

export const ideaDocument = defineDocumentKind({
  type: 'idea',
  stage: 'idea',
  purpose:
    'The idea document: what the product is, the problem it solves and where it is heading. Write it once the person has described the idea and its problem.',
  fields: [
    text('title', 'A short, specific name for the idea'),
    text('concept', 'What the product is and who it helps, in the person’s words'),
    text('problem', 'The problem it solves: what is painful, slow or expensive today'),
    text('vision', 'Where it is heading: what success looks like'),
    optionalList('insights', 'What was learned: audience, alternatives used today, the edge'),
    optionalList('next_steps', 'The next concrete steps'),
  ],
  stageData: (document) => ({
    description: `${document.concept} ${document.problem}`.trim(),
    ideaTitle: document.title,
  }),
});
