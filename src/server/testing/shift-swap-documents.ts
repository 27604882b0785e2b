/** Structured documents of a small idea (a cafe's shift swaps), for the suites that save documents directly. */

/** Derives four pages: Home, Sign up, Rota and Swap requests. */
export const SHIFT_SWAP_MVP = {
  title: 'Shift swap — MVP',
  mvp_overview: 'Only the rota and swaps.',
  core_features: ['Rota: the week of shifts', 'Swap requests'],
  user_flow: '1. Manager signs up\n2. Publishes the rota\n3. Staff request swaps',
  technical_requirements: ['Phones'],
  success_criteria: ['Managers publish weekly'],
  launch_strategy: 'Three cafes',
};

/** Derives two contexts: Shifts and Employees. */
export const SHIFT_SWAP_DOMAIN_MODEL = {
  title: 'Shift swap — Domain Model',
  domain_overview: 'Shifts',
  core_entities: ['Shift', 'Employee'],
  entity_relationships: ['Employee has many shifts'],
};
