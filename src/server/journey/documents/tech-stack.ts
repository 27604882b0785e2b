import { defineDocumentKind, list, optionalList, text } from './document-kind.ts';

export const techStackDocument = defineDocumentKind({
  type: 'tech-stack',
  stage: 'tech-stack',
  purpose:
    'The tech stack: the technologies for the front end, back end, data and infrastructure, from MVP to the final architecture. Write it once the person’s technical preferences and constraints are known.',
  fields: [
    text('title', 'The product name followed by "Tech Stack"'),
    text('overview', 'The approach in two or three sentences'),
    list('frontend_technologies', 'Front-end technologies'),
    list('backend_technologies', 'Back-end technologies'),
    text('infrastructure', 'Where and how it runs'),
    text('mvp_architecture', 'The simplest architecture for the MVP'),
    text('final_architecture', 'Where the architecture goes as the product grows'),
    text('justification', 'Why these choices fit the person’s constraints'),
    optionalList('database_technologies', 'Databases and storage'),
  ],
  stageData: (document) => ({
    frontend: document.frontend_technologies.join(', '),
    backend: document.backend_technologies.join(', '),
    database: (document.database_technologies ?? []).join(', '),
  }),
});
