import { defineDocumentKind, list, optionalList, text } from './document-kind.ts';
import { splitSteps } from './document-text.ts';

export const mvpDocument = defineDocumentKind({
  type: 'mvp',
  stage: 'mvp',
  purpose:
    'The MVP plan: the smallest version to put in front of real users, its flow and how it launches. Write it once the scope and a first user’s path are known.',
  fields: [
    text('title', 'The product name followed by "MVP"'),
    text('mvp_overview', 'The smallest version worth shipping and what it should teach'),
    list('core_features', 'Only the features the MVP needs'),
    text('user_flow', 'A new user’s path, step by step (one step per line or separated by commas)'),
    list('technical_requirements', 'What the build must provide (accounts, data, hosting…)'),
    list('success_criteria', 'Measurable signs the MVP works'),
    text('launch_strategy', 'How the first users will get it'),
    optionalList('excluded_features', 'What is deliberately left out of the MVP'),
  ],
  // Each step of the user flow is a user story of the stage ("MVP stage requires at least one user story").
  stageData: (document) => ({
    mvpFeatures: document.core_features,
    userStories: splitSteps(document.user_flow),
  }),
});
