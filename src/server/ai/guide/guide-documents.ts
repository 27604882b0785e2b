/**
 * The documents the built-in guide writes, built only from what the person said (the facts of the interview). A
 * question they skipped is never filled with filler: the field says what is still open, in terms of their idea,
 * and the summary lists it among the open questions. Each function returns the input of a document tool.
 */
import { buildEntityDiagram } from '../../journey/documents/entity-diagram.ts';
import { entityNames, type Facts, splitRelationships } from './guide-script.ts';
import { proposeStack } from './guide-stack.ts';
import { joinList, paraphrase, splitList, upperFirst } from './guide-text.ts';

type Fields = Record<string, string | string[]>;

const said = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** A short name for the idea: its first words, capitalised. */
export function ideaTitle(facts: Facts): string {
  const text = paraphrase(facts.idea ?? 'New idea', 60).replace(/…$/, '');
  return upperFirst(text);
}

function audience(facts: Facts): string | undefined {
  return said(facts.audience) ? paraphrase(facts.audience, 120) : undefined;
}

function features(facts: Facts): string[] {
  const items = splitList(facts.features ?? '').map(upperFirst);
  return items.length > 0 ? items : [upperFirst(paraphrase(facts.idea ?? '', 120))];
}

function problem(facts: Facts): string {
  return said(facts.problem)
    ? upperFirst(paraphrase(facts.problem, 400))
    : `Still open: which pain of ${audience(facts) ?? 'its users'} ${ideaTitle(facts).toLowerCase()} removes first.`;
}

export function ideaDocument(facts: Facts): Fields {
  const who = audience(facts);
  const insights = [
    ...(who ? [`First users: ${who}`] : []),
    ...(said(facts.alternatives) ? [`Today they use: ${paraphrase(facts.alternatives, 160)}`] : []),
    `Day-one features: ${joinList(features(facts))}`,
  ];
  return {
    title: ideaTitle(facts),
    concept: `${upperFirst(paraphrase(facts.idea ?? '', 400))}.${who ? ` It is built first for ${who}.` : ''}`,
    problem: problem(facts),
    vision: `${who ? `The obvious choice for ${who}` : 'The obvious choice for its users'}${
      said(facts.alternatives) ? `, instead of ${paraphrase(facts.alternatives, 120)}` : ''
    }${said(facts.success) ? `; in the first three months: ${paraphrase(facts.success, 120)}` : ''}.`,
    insights,
    next_steps: [
      `Plan the MVP: the smallest version to put in front of ${who ?? 'the first users'}`,
      ...(said(facts.success) ? [`Measure from day one: ${paraphrase(facts.success, 120)}`] : []),
    ],
  };
}

export function prdDocument(facts: Facts): Fields {
  const who = audience(facts);
  return {
    title: `${ideaTitle(facts)} — PRD`,
    problem_statement: problem(facts),
    target_audience: who
      ? upperFirst(who)
      : `Still open: the first users of ${ideaTitle(facts).toLowerCase()}`,
    key_features: features(facts),
    ...(said(facts.success) ? { success_metrics: [upperFirst(paraphrase(facts.success, 160))] } : {}),
  };
}

/** The features the MVP scope names, else the first three. */
function mvpFeatures(facts: Facts): string[] {
  const all = features(facts);
  const scope = (facts.scope ?? '').toLowerCase();
  const named = all.filter((f) => scope.includes(f.toLowerCase()));
  return named.length > 0 ? named : all.slice(0, 3);
}

function userFlow(facts: Facts): string[] {
  const steps = splitList(facts.firstVisit ?? '').map(upperFirst);
  if (steps.length > 0) return steps;
  return [`Arrives at ${ideaTitle(facts)}`, ...mvpFeatures(facts).map((f) => `Uses: ${f}`)];
}

export function mvpDocument(facts: Facts): Fields {
  const core = mvpFeatures(facts);
  const excluded = features(facts).filter((f) => !core.includes(f));
  const who = audience(facts) ?? 'the first users';
  return {
    title: `${ideaTitle(facts)} — MVP`,
    mvp_overview: said(facts.scope)
      ? `The first version: ${paraphrase(facts.scope, 300)}. Small enough to ship within weeks and learn from ${who}.`
      : `The first version does only ${joinList(core)}, to learn from ${who} within weeks.`,
    core_features: core,
    user_flow: userFlow(facts)
      .map((step, i) => `${i + 1}. ${step}`)
      .join('\n'),
    technical_requirements: [
      `Sign-up and sign-in for ${who}`,
      `Storage for the data behind ${joinList(core.map((f) => f.toLowerCase()))}`,
      'Works on phones and desktops, served over HTTPS',
    ],
    success_criteria: said(facts.success)
      ? [upperFirst(paraphrase(facts.success, 160))]
      : [`${upperFirst(who)} complete the first visit without help`],
    launch_strategy: `Invite a first small group of ${who} personally${
      said(facts.alternatives) ? `, especially those using ${paraphrase(facts.alternatives, 80)}` : ''
    }; watch them use it and adjust every week.`,
    ...(excluded.length > 0 ? { excluded_features: excluded } : {}),
  };
}

export function domainModelDocument(facts: Facts): Fields {
  const names = entityNames(facts);
  // Skipped: every product at least knows its users; the summary lists the entities as an open question.
  const entities = names.length > 0 ? names : [`User: one of ${audience(facts) ?? 'the first users'}`];
  const relationships = splitRelationships(facts.relationships ?? '').map(upperFirst);
  return {
    title: `${ideaTitle(facts)} — Domain Model`,
    domain_overview: `${ideaTitle(facts)} keeps track of ${joinList(entities.map((e) => e.toLowerCase()))}${
      relationships.length > 0 ? `: ${relationships.map((r) => r.toLowerCase()).join('; ')}` : ''
    }.`,
    core_entities: entities,
    entity_relationships: relationships,
  };
}

/** The erDiagram of the domain model the guide writes (shown in its reply). */
export function domainDiagram(facts: Facts): string | undefined {
  const model = domainModelDocument(facts);
  return buildEntityDiagram(model.core_entities as string[], model.entity_relationships as string[]);
}

export function techStackDocument(facts: Facts): Fields {
  const stack = proposeStack(facts.constraints ?? '');
  const entities = entityNames(facts);
  const constraint = said(facts.constraints) ? paraphrase(facts.constraints, 200) : undefined;
  return {
    title: `${ideaTitle(facts)} — Tech Stack`,
    overview: `A ${stack.frontend[0]} front end talking to a ${stack.backend.join(' / ')} API, with ${stack.database[0]} for the data.`,
    frontend_technologies: stack.frontend,
    backend_technologies: stack.backend,
    infrastructure: stack.infrastructure,
    mvp_architecture: `One ${stack.backend[0]} service serving the app and its API, one ${stack.database[0]} database${
      entities.length > 0 ? ` holding ${joinList(entities.map((e) => e.toLowerCase()))}` : ''
    }; deployed from git on every change.`,
    final_architecture: `The same service scaled out behind a load balancer, background jobs for notifications and reports, ${stack.database[0]} read replicas and a cache once usage grows${
      said(facts.success) ? ` past ${paraphrase(facts.success, 80)}` : ''
    }.`,
    justification: constraint
      ? `Chosen for your constraint "${constraint}": well-known, well-documented tools that keep the MVP small and cheap.`
      : 'Well-known, well-documented tools that keep the MVP small and cheap, with no constraint to work around.',
    database_technologies: stack.database,
  };
}

const QUESTION_LABELS: Partial<Record<keyof Facts, string>> = {
  problem: 'Which problem comes first for the users?',
  audience: 'Who exactly are the first users?',
  features: 'Which features are needed on day one?',
  alternatives: 'What do people use today instead?',
  success: 'How will success be measured?',
  scope: 'What is the smallest MVP?',
  firstVisit: "What does a new user's first visit look like?",
  entities: 'What does the product keep track of?',
  relationships: 'How are the main things connected?',
  constraints: 'Which technology constraints apply?',
};

export function summaryDocument(facts: Facts): Fields {
  const stack = proposeStack(facts.constraints ?? '');
  const who = audience(facts) ?? 'the first users';
  const skipped = (Object.keys(QUESTION_LABELS) as Array<keyof Facts>)
    .filter((id) => facts[id] === '')
    .map((id) => `Not answered yet: ${QUESTION_LABELS[id]}`);
  const own = said(facts.openQuestions) ? splitRelationships(facts.openQuestions).map(upperFirst) : [];
  const core = mvpFeatures(facts);
  return {
    title: `${ideaTitle(facts)} — Summary`,
    overview: `${upperFirst(paraphrase(facts.idea ?? '', 300))}, for ${who}. The MVP: ${
      said(facts.scope) ? paraphrase(facts.scope, 200) : joinList(core)
    }.`,
    main_features: features(facts),
    technical_insights: [
      `Stack: ${stack.frontend.join(', ')} / ${stack.backend.join(', ')} / ${stack.database.join(', ')}`,
      ...(entityNames(facts).length > 0 ? [`Core entities: ${joinList(entityNames(facts))}`] : []),
      ...(said(facts.constraints) ? [`Constraint: ${paraphrase(facts.constraints, 160)}`] : []),
    ],
    action_items: [
      `Build the MVP: ${joinList(core)}`,
      `Put it in front of the first ${who} and watch their first visit`,
      said(facts.success)
        ? `Track every week: ${paraphrase(facts.success, 120)}`
        : 'Choose one number to track every week',
    ],
    open_questions: [...own, ...skipped, `Will ${who} pay for it, and how much?`],
    resources: [
      ...stack.resources,
      'The documents of this idea: Idea, PRD, MVP, Domain Model and Tech Stack',
    ],
    key_decisions: [
      `First users: ${who}`,
      `MVP scope: ${said(facts.scope) ? paraphrase(facts.scope, 160) : joinList(core)}`,
      ...(said(facts.success) ? [`Success measure: ${paraphrase(facts.success, 120)}`] : []),
      `Stack: ${stack.frontend[0]}, ${stack.backend[0]} and ${stack.database[0]}`,
    ],
  };
}
