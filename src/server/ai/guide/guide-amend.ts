/**
 * What the guide understands once the interview is over: changing the first users, adding a feature, recapping the
 * plan, and the document panel's "ask the assistant to reconcile" message. An amendment is asked as a question with
 * a marker (like the interview's), so the guide stays stateless: the history alone says what was asked.
 */
import { ARTEFACT_TYPE_LABELS, ARTEFACT_TYPES, type ArtefactType } from '../../../domain/artefact.ts';
import type { Facts } from './guide-script.ts';
import { paraphrase, splitList } from './guide-text.ts';

export interface Amendment {
  id: 'audience' | 'features';
  /** A request that starts this amendment ("Change the first users"). */
  trigger: RegExp;
  marker: string;
  ask(facts: Facts): string;
  suggestions(facts: Facts): string[];
  apply(facts: Facts, answer: string): void;
  confirm(answer: string): string;
}

export const AMENDMENTS: readonly Amendment[] = [
  {
    id: 'audience',
    trigger: /^(?:change|update|edit|switch)\b.*\b(?:first users|audience|target users|users)\b/i,
    marker: 'Who should the first users be instead?',
    ask: (facts) =>
      `Who should the first users be instead?${facts.audience ? ` Until now it was ${paraphrase(facts.audience, 80)}.` : ''}`,
    suggestions: () => ['Small business owners', 'Freelancers', 'University students'],
    apply: (facts, answer) => {
      facts.audience = answer;
    },
    confirm: (answer) => `Done: the first users are now **${paraphrase(answer, 100)}**.`,
  },
  {
    id: 'features',
    trigger: /^add\b.*\bfeature/i,
    marker: 'Which feature would you like to add?',
    ask: () => 'Which feature would you like to add? Describe it in a few words.',
    suggestions: () => ['Notifications', 'Sharing with a friend', 'An admin dashboard'],
    apply: (facts, answer) => {
      const items = [...splitList(facts.features ?? ''), answer.trim()];
      facts.features = items.join(', ');
    },
    confirm: (answer) => `Added **${paraphrase(answer, 80)}** to the features.`,
  },
];

export function amendmentRequested(text: string): Amendment | undefined {
  return AMENDMENTS.find((a) => a.trigger.test(text.trim()));
}

export function amendmentAsked(reply: string | undefined): Amendment | undefined {
  return reply === undefined ? undefined : AMENDMENTS.find((a) => reply.includes(a.marker));
}

/** The kind named by the reconcile message of the document panel ("… Please update the PRD so it matches."). */
export function reconcileRequested(text: string): ArtefactType | undefined {
  const named = /\bPlease update the (.+?) so it matches\b/i.exec(text)?.[1]?.trim().toLowerCase();
  return ARTEFACT_TYPES.find((type) => ARTEFACT_TYPE_LABELS[type].toLowerCase() === named);
}

export function recapRequested(text: string): boolean {
  return /^(?:summari[sz]e|recap|show)\b.*\bplan\b/i.test(text.trim());
}
