/**
 * The guide's interview: one focused question at a time, in journey order (idea first: the idea, its problem,
 * audience, core features, today's alternatives and a success measure; then the MVP's scope, a first user's path,
 * the things the product keeps track of and technical constraints). Each question is recognised again in the
 * guide's own earlier replies by its `marker`, so the guide is stateless: the history alone says where it is.
 */
import type { JourneyStage } from '../../../domain/journey.ts';
import { audienceFromIdea, joinList, paraphrase, splitList, upperFirst } from './guide-text.ts';

export const QUESTION_IDS = [
  'idea',
  'problem',
  'audience',
  'features',
  'alternatives',
  'success',
  'scope',
  'firstVisit',
  'entities',
  'relationships',
  'constraints',
  'openQuestions',
] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

/** What the person has said so far, by question; '' means they chose to skip it. */
export type Facts = Partial<Record<QuestionId, string>>;

export interface GuideQuestion {
  id: QuestionId;
  stage: JourneyStage;
  /** A phrase that appears verbatim in the question, so a later turn knows what was asked. */
  marker: string;
  ask(facts: Facts): string;
  /** A short explanation for when the person asks what the question means. */
  help: string;
  suggestions(facts: Facts): string[];
  /** The guide's specific reflection of an answer, in the person's words. */
  reflect(answer: string, facts: Facts): string;
}

function has(text: string | undefined, pattern: RegExp): boolean {
  return text !== undefined && pattern.test(text);
}

const kind = (facts: Facts): 'marketplace' | 'tracker' | 'social' | 'general' => {
  const idea = facts.idea ?? '';
  if (has(idea, /\b(find|connect|marketplace|book|hire|match|rent|sell|buy)/i)) return 'marketplace';
  if (has(idea, /\b(track|manage|organi[sz]e|budget|log|monitor|plan|schedule|habit)/i)) return 'tracker';
  if (has(idea, /\b(share|community|social|friends|chat|group|club)/i)) return 'social';
  return 'general';
};

const idea = (facts: Facts) => paraphrase(facts.idea ?? 'your idea', 90);

export const GUIDE_QUESTIONS: readonly GuideQuestion[] = [
  {
    id: 'idea',
    stage: 'idea',
    marker: 'What is the idea you would like to shape?',
    ask: () =>
      'What is the idea you would like to shape? A sentence or two is plenty: what it is and who it helps.',
    help: 'Just describe the product in plain words, as you would to a friend: what it does and for whom.',
    suggestions: () => [
      'An app that helps dog owners find trusted walkers nearby',
      'A tool that helps small cafés plan staff shifts',
      'A website where neighbours lend each other tools',
    ],
    reflect: (answer) => `So the idea is **${paraphrase(answer, 160)}**. Let's shape it together.`,
  },
  {
    id: 'problem',
    stage: 'idea',
    marker: 'What problem does it solve',
    ask: (facts) =>
      `What problem does it solve? What is painful, slow or expensive today for the people who would use ${idea(facts)}?`,
    help: 'Think of the moment someone is frustrated: what are they trying to do, and what gets in the way?',
    suggestions: (facts) => {
      const specific = {
        marketplace: "It's hard to find someone reliable at short notice",
        tracker: 'Keeping track by hand is slow and error-prone',
        social: 'People lose touch because there is no simple place to share',
        general: 'People do not know where to start',
      }[kind(facts)];
      return [
        specific,
        'It takes too much time today',
        'It costs too much',
        'Existing tools are too complicated',
      ];
    },
    reflect: (answer) =>
      `That's a real pain point: *${paraphrase(answer)}*. Good products start from exactly that.`,
  },
  {
    id: 'audience',
    stage: 'idea',
    marker: 'Who has this problem most?',
    ask: () => 'Who has this problem most? Describe the first people you would build it for.',
    help: 'Picture the very first ten users: their job, situation or age, and where you would find them.',
    suggestions: (facts) => {
      const named = audienceFromIdea(facts.idea ?? '');
      const generic = ['Small business owners', 'Busy parents', 'University students', 'Freelancers'];
      return [...(named ? [named] : []), ...generic.filter((g) => g !== named)].slice(0, 4);
    },
    reflect: (answer, facts) =>
      `So the first users are **${paraphrase(answer, 100)}**${
        facts.problem ? `: people for whom ${paraphrase(facts.problem, 90)}` : ''
      }. Knowing exactly who they are keeps every later decision simple.`,
  },
  {
    id: 'features',
    stage: 'idea',
    marker: 'What are the three things it must do on day one',
    ask: (facts) =>
      `What are the three things it must do on day one${
        facts.audience ? ` for ${paraphrase(facts.audience, 60)}` : ''
      }? Everything else can wait.`,
    help: 'Name the few actions without which the product would be useless, e.g. "search, book, pay".',
    suggestions: (facts) =>
      ({
        marketplace: ['Search nearby, see reviews, book', 'Profiles, messaging, payments'],
        tracker: ['Quick logging, a weekly summary, reminders', 'Import data, categories, a dashboard'],
        social: ['Create a group, post updates, get notified', 'Profiles, invitations, a shared feed'],
        general: ['Sign up, the core action, a simple dashboard', 'Create, share and get notified'],
      })[kind(facts)],
    reflect: (answer) => {
      const items = splitList(answer);
      if (items.length === 0) return 'Noted.';
      const list = items.map((item, i) => `${i + 1}. ${upperFirst(item)}`).join('\n');
      const note =
        items.length > 3
          ? `\n\nThat's ${items.length}. For day one I would keep the first three and park the rest.`
          : items.length === 1
            ? '\n\nOne feature is a sharp focus — that is a strength for a first version.'
            : '';
      return `Here is the day-one feature list as I understand it:\n\n${list}${note}`;
    },
  },
  {
    id: 'alternatives',
    stage: 'idea',
    marker: 'What do people use today instead',
    ask: () => "What do people use today instead, and why isn't that good enough?",
    help: 'Every problem already has a workaround: a competitor, a spreadsheet, a phone call, or just putting up with it.',
    suggestions: () => [
      'Spreadsheets and email',
      'A big competitor that is too complex',
      'Word of mouth and group chats',
      'Nothing, they just put up with it',
    ],
    reflect: (answer, facts) => {
      const first = splitList(facts.features ?? '')[0];
      return `So today it's *${paraphrase(answer)}*. Your edge has to be obvious next to that${
        first ? ` — "${first}" is where it should shine` : ''
      }.`;
    },
  },
  {
    id: 'success',
    stage: 'idea',
    marker: 'How will you know it is working?',
    ask: () => 'How will you know it is working? What would you measure in the first three months?',
    help: 'One number you could check every week: sign-ups, people coming back, paying customers, time saved.',
    suggestions: () => [
      '100 weekly active users',
      'Half of new users come back the next week',
      '10 paying customers',
      'Each user saves an hour a week',
    ],
    reflect: (answer) =>
      `A clear target: **${paraphrase(answer, 100)}**. We will use it to decide what to cut.`,
  },
  {
    id: 'scope',
    stage: 'mvp',
    marker: 'smallest version you could put in front of real users',
    ask: (facts) => {
      const items = splitList(facts.features ?? '');
      return `Let's plan the MVP: what is the smallest version you could put in front of real users within a few weeks${
        items.length > 0 ? ` — would ${joinList(items.slice(0, 3))} all need to be in it` : ''
      }?`;
    },
    help: 'An MVP is the least you can build to learn whether people want it. Anything you can fake or do by hand can wait.',
    suggestions: (facts) => {
      const first = splitList(facts.features ?? '')[0];
      return [
        ...(first ? [`Only ${first} at first`] : []),
        'All of them, but each very simple',
        'A landing page and a manual service first',
      ];
    },
    reflect: (answer) => `Good — the MVP is: *${paraphrase(answer)}*. Small enough to ship and learn from.`,
  },
  {
    id: 'firstVisit',
    stage: 'mvp',
    marker: "Walk me through a new user's first visit",
    ask: (facts) =>
      `Walk me through a new user's first visit${
        facts.audience ? ` — one of ${paraphrase(facts.audience, 60)}` : ''
      }: what do they do, step by step?`,
    help: 'Three to five steps from arriving to getting value, e.g. "signs up, adds a dog, books a walk".',
    suggestions: () => [
      'Signs up, sets preferences, does the core action',
      'Lands from a link, tries it without an account, then signs up',
    ],
    reflect: (answer) => {
      const steps = splitList(answer);
      return steps.length > 1
        ? `That gives us the main user story:\n\n${steps.map((s, i) => `${i + 1}. ${upperFirst(s)}`).join('\n')}`
        : `That gives us the main user story: *${paraphrase(answer)}*.`;
    },
  },
  {
    id: 'entities',
    stage: 'domain-model',
    marker: 'What are the main things the product keeps track of',
    ask: () => 'What are the main things the product keeps track of (for example users, orders, bookings)?',
    help: 'The nouns of your product: what would have its own page or its own row in a spreadsheet?',
    suggestions: (facts) =>
      ({
        marketplace: ['Users, listings, bookings, reviews', 'Customers, providers, payments'],
        tracker: ['Users, entries, categories, goals', 'Accounts, records, reminders'],
        social: ['Members, groups, posts, invitations', 'Users, events, messages'],
        general: ['Users, projects, items', 'Accounts, documents, comments'],
      })[kind(facts)],
    reflect: (answer) => {
      const items = splitList(answer);
      return `The core of the domain model: **${joinList(items.map(upperFirst))}**.`;
    },
  },
  {
    id: 'relationships',
    stage: 'domain-model',
    marker: 'How are they connected',
    ask: (facts) => {
      const names = entityNames(facts);
      return `How are they connected${names.length > 1 ? ` — for example, does each ${names[0]?.toLowerCase()} have many ${plural(names[1] ?? '').toLowerCase()}` : ''}? One relationship per line or separated by semicolons is perfect.`;
    },
    help: 'Say how the things relate, like "a user has many bookings" or "a booking belongs to one walker". I draw the diagram from it.',
    suggestions: (facts) => {
      const names = entityNames(facts).map((n) => n.toLowerCase());
      if (names.length < 2) return ['It stands on its own for now'];
      const chain = names
        .slice(1)
        .map((name, i) => `each ${names[i]} has many ${plural(name)}`)
        .join('; ');
      const star = `each ${names[0]} has many ${joinList(names.slice(1).map(plural))}`;
      return [upperFirst(chain), upperFirst(star)];
    },
    reflect: (answer) => {
      const items = splitRelationships(answer);
      return items.length > 1
        ? `So the model is:\n\n${items.map((item) => `- ${upperFirst(item)}`).join('\n')}`
        : `So the model is: *${paraphrase(answer)}*.`;
    },
  },
  {
    id: 'constraints',
    stage: 'tech-stack',
    marker: 'Any technology preferences or constraints',
    ask: () =>
      'Any technology preferences or constraints: web or mobile, languages your team knows, a budget, where it must run?',
    help: 'If you have none, say so: I will suggest a simple, well-supported stack.',
    suggestions: () => [
      'A web app first, mobile later',
      'Mobile app on iOS and Android',
      'No preference, keep it simple and cheap',
      'My team knows TypeScript',
    ],
    reflect: (answer) => `Noted for the tech stack: *${paraphrase(answer)}*.`,
  },
  {
    id: 'openQuestions',
    stage: 'complete',
    marker: 'what is still unclear or risky',
    ask: () =>
      'Last question before I write the summary: what is still unclear or risky for you — anything you would want to find out first?',
    help: 'Anything you are unsure about: whether people will pay, how to reach them, a technical risk. "Nothing" is a fine answer too.',
    suggestions: (facts) => [
      facts.audience
        ? `How to reach the first ${paraphrase(facts.audience, 40)}`
        : 'How to find the first users',
      'Whether people will pay for it',
      'How to price it',
      'Nothing else for now',
    ],
    reflect: (answer) => `Good to name it: *${paraphrase(answer)}*. I've put it in the open questions.`,
  },
];

/** The entities the person named, singular and capitalised ("users, bookings" → User, Booking). */
export function entityNames(facts: Facts): string[] {
  const names = splitList(facts.entities ?? '').map((item) => upperFirst(singular(item)));
  return names.filter((name, i) => names.indexOf(name) === i);
}

function singular(word: string): string {
  const w = word.trim();
  if (/ies$/i.test(w)) return `${w.slice(0, -3)}y`;
  if (/(ss|us)$/i.test(w)) return w;
  if (/(x|ch|sh|ss)es$/i.test(w)) return w.slice(0, -2);
  return w.replace(/s$/i, '');
}

function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** "each user has many bookings; each booking has one review" → its relationships. */
export function splitRelationships(text: string): string[] {
  return text
    .split(/\r?\n|;|\.\s+|,\s*(?=(?:each|every|a|an|one|the)\b)/i)
    .map((item) =>
      item
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
        .replace(/[.;,\s]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 2);
}

export function questionById(id: QuestionId): GuideQuestion {
  const question = GUIDE_QUESTIONS.find((q) => q.id === id);
  if (!question) throw new Error(`Unknown guide question ${id}`);
  return question;
}
