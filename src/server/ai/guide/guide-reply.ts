/**
 * The built-in guide's reply to a conversation: deterministic, so the same history always gets the same answer.
 * It reflects the person's last answer in their own words, then asks the next open question of the interview with
 * 2–4 suggested answers (the block of src/domain/chat-suggestions.ts).
 */
import { ARTEFACT_TYPE_LABELS, type ArtefactType } from '../../../domain/artefact.ts';
import { formatSuggestions } from '../../../domain/chat-suggestions.ts';
import { buildJourneyFlowchart } from '../../journey/journey-flowchart.ts';
import {
  type Amendment,
  amendmentAsked,
  amendmentRequested,
  recapRequested,
  reconcileRequested,
} from './guide-amend.ts';
import {
  domainDiagram,
  domainModelDocument,
  ideaDocument,
  mvpDocument,
  prdDocument,
  summaryDocument,
  techStackDocument,
} from './guide-documents.ts';
import {
  type Facts,
  GUIDE_QUESTIONS,
  type GuideQuestion,
  type QuestionId,
  questionById,
} from './guide-script.ts';
import { isGreeting, isSideQuestion, isSkip, paraphrase, splitList } from './guide-text.ts';

export interface GuideTurn {
  role: 'user' | 'assistant';
  text: string;
}

const GREETING =
  "Hi! I'm the Ideaforge guide. I'll help you turn a raw idea into a clear plan, one question at a time.";

/** The question an assistant reply asked, found by its marker. */
function askedIn(reply: string | undefined): GuideQuestion | undefined {
  if (reply === undefined) return undefined;
  return GUIDE_QUESTIONS.find((q) => reply.includes(q.marker));
}

type Reaction =
  | { kind: 'greeting' }
  | { kind: 'amend-request'; amendment: Amendment }
  | { kind: 'amended'; amendment: Amendment; text: string }
  | { kind: 'reconcile'; type: ArtefactType }
  | { kind: 'recap' }
  | { kind: 'answer'; question: GuideQuestion; text: string }
  | { kind: 'skip'; question: GuideQuestion }
  | { kind: 'side-question'; question: GuideQuestion }
  | { kind: 'remark'; text: string };

/** Replays the conversation: what each user message meant, and what is known so far. */
function replay(turns: readonly GuideTurn[]): { facts: Facts; last: Reaction | undefined } {
  const facts: Facts = {};
  let lastAssistant: string | undefined;
  let sawAssistant = false;
  let last: Reaction | undefined;
  for (const turn of turns) {
    if (turn.role === 'assistant') {
      lastAssistant = turn.text;
      sawAssistant = true;
      continue;
    }
    const text = turn.text.trim();
    const pending = askedIn(lastAssistant) ?? (sawAssistant || facts.idea ? undefined : questionById('idea'));
    const amending = pending ? undefined : amendmentAsked(lastAssistant);
    if (!facts.idea && isGreeting(text)) last = { kind: 'greeting' };
    else if (amending && !isSkip(text) && !isSideQuestion(text)) {
      amending.apply(facts, text);
      last = { kind: 'amended', amendment: amending, text };
    } else if (!pending) last = afterInterview(text);
    else if (isSideQuestion(text)) last = { kind: 'side-question', question: pending };
    else if (isSkip(text) && pending.id !== 'idea') {
      facts[pending.id] = '';
      last = { kind: 'skip', question: pending };
    } else {
      facts[pending.id] = text;
      last = { kind: 'answer', question: pending, text };
    }
  }
  return { facts, last };
}

/** A message outside the interview: a change, a reconcile request, a recap, or a remark. */
function afterInterview(text: string): Reaction {
  const type = reconcileRequested(text);
  if (type) return { kind: 'reconcile', type };
  const amendment = amendmentRequested(text);
  if (amendment) return { kind: 'amend-request', amendment };
  if (recapRequested(text)) return { kind: 'recap' };
  return { kind: 'remark', text };
}

function nextQuestion(facts: Facts): GuideQuestion | undefined {
  return GUIDE_QUESTIONS.find((q) => facts[q.id] === undefined);
}

function ask(question: GuideQuestion, facts: Facts): string {
  return formatSuggestions(question.ask(facts), question.suggestions(facts));
}

/** Everything gathered, in the person's words: the closing summary once every question is answered. */
function summary(facts: Facts): string {
  const line = (label: string, value: string | undefined) =>
    value ? `- **${label}:** ${paraphrase(value, 160)}` : undefined;
  const features = splitList(facts.features ?? '');
  return [
    "Here's the plan as it stands:",
    '',
    line('Idea', facts.idea),
    line('Problem', facts.problem),
    line('First users', facts.audience),
    features.length > 0 ? `- **Day-one features:** ${features.join('; ')}` : undefined,
    line('Instead of', facts.alternatives),
    line('Success measure', facts.success),
    line('MVP', facts.scope),
    line('First visit', facts.firstVisit),
    line('Main entities', facts.entities),
    line('How they connect', facts.relationships),
    line('Technical constraints', facts.constraints),
    line('Still open', facts.openQuestions),
  ]
    .filter((l) => l !== undefined)
    .join('\n');
}

/** A document tool call of the guide: the same tools a real model is given (src/server/journey/document-tools.ts). */
export interface GuideToolCall {
  toolName: string;
  input: Record<string, string | string[]>;
}

export interface GuideTurnResult {
  text: string;
  toolCalls: GuideToolCall[];
}

/**
 * The documents due once the last question of a stage is answered (or skipped): idea and PRD after the success
 * measure, the MVP after the first visit, the domain model after the relationships, the tech stack after the
 * constraints (the journey reaches complete), and the summary after the open questions.
 */
const DOCUMENTS_AFTER: Partial<
  Record<QuestionId, ReadonlyArray<[string, (facts: Facts) => GuideToolCall['input']]>>
> = {
  success: [
    ['create_idea_document', ideaDocument],
    ['create_prd_document', prdDocument],
  ],
  firstVisit: [['create_mvp_document', mvpDocument]],
  relationships: [['create_domain_model_document', domainModelDocument]],
  constraints: [['create_tech_stack_document', techStackDocument]],
  openQuestions: [['create_summary_document', summaryDocument]],
};

const WRITTEN_NOTE: Partial<Record<QuestionId, string>> = {
  success: "I've written the **Idea** and the **PRD** from your answers; they are in the documents panel.",
  firstVisit:
    "I've written the **MVP** plan: its features, the first visit step by step, and how it launches.",
  relationships: "I've written the **Domain Model**. Here it is as a diagram:",
  constraints: "I've written the **Tech Stack** from your constraints:",
  openQuestions:
    "I've written the **Summary** with the decisions we took and the questions still open. That completes the journey.",
};

function documentsWritten(
  question: GuideQuestion,
  facts: Facts,
): { note: string[]; toolCalls: GuideToolCall[] } {
  const due = DOCUMENTS_AFTER[question.id];
  if (!due) return { note: [], toolCalls: [] };
  const toolCalls = due.map(([toolName, build]) => ({ toolName, input: build(facts) }));
  const note = [WRITTEN_NOTE[question.id] ?? ''];
  if (question.id === 'relationships') {
    const diagram = domainDiagram(facts);
    if (diagram) note.push(`\`\`\`mermaid\n${diagram}\n\`\`\``);
  }
  if (question.id === 'openQuestions') {
    note.push(
      `The journey you took, from idea to complete:\n\n\`\`\`mermaid\n${buildJourneyFlowchart('complete')}\n\`\`\``,
    );
  }
  if (question.id === 'constraints') {
    const stack = techStackDocument(facts);
    note.push(
      [
        `- **Front end:** ${(stack.frontend_technologies as string[]).join(', ')}`,
        `- **Back end:** ${(stack.backend_technologies as string[]).join(', ')}`,
        `- **Database:** ${(stack.database_technologies as string[]).join(', ')}`,
        `- **Hosting:** ${stack.infrastructure}`,
      ].join('\n'),
    );
  }
  return { note, toolCalls };
}

const CREATE_TOOL: Record<ArtefactType, string> = {
  idea: 'create_idea_document',
  prd: 'create_prd_document',
  mvp: 'create_mvp_document',
  'domain-model': 'create_domain_model_document',
  'tech-stack': 'create_tech_stack_document',
  summary: 'create_summary_document',
};

/** Every document already due (its stage's questions are behind us), rebuilt from the facts, in journey order. */
function writtenDocuments(facts: Facts): GuideToolCall[] {
  return (Object.keys(DOCUMENTS_AFTER) as QuestionId[])
    .filter((id) => facts[id] !== undefined)
    .flatMap((id) =>
      (DOCUMENTS_AFTER[id] ?? []).map(([toolName, build]) => ({ toolName, input: build(facts) })),
    );
}

/**
 * The guide's whole turn: its reply and the document tools it calls. From a one-line idea, answering every question
 * (e.g. clicking the first suggested answer each time) takes 12 messages including the idea: the journey reaches
 * `complete` with the 11th (the technical constraints) and the summary is written with the 12th.
 */
export function composeGuideTurn(turns: readonly GuideTurn[]): GuideTurnResult {
  const { facts, last } = replay(turns);
  const next = nextQuestion(facts);
  const parts: string[] = [];
  let toolCalls: GuideToolCall[] = [];
  switch (last?.kind) {
    case undefined:
    case 'greeting':
      parts.push(GREETING);
      break;
    case 'answer':
      parts.push(last.question.reflect(last.text, facts));
      break;
    case 'skip':
      parts.push("No problem, we can come back to that later. Let's keep going.");
      break;
    case 'side-question':
      parts.push(`Good question. ${last.question.help}`);
      return { text: [...parts, ask(last.question, facts)].join('\n\n'), toolCalls };
    case 'amend-request':
      return {
        text: formatSuggestions(last.amendment.ask(facts), last.amendment.suggestions(facts)),
        toolCalls,
      };
    case 'amended':
      parts.push(last.amendment.confirm(last.text));
      toolCalls = writtenDocuments(facts);
      if (toolCalls.length > 0)
        parts.push("I've updated the documents to match; each change is a new version you can compare.");
      break;
    case 'reconcile': {
      const call = writtenDocuments(facts).find((c) => c.toolName === CREATE_TOOL[last.type]);
      toolCalls = call ? [call] : [];
      parts.push(
        call
          ? `I've checked the **${ARTEFACT_TYPE_LABELS[last.type]}** against the earlier documents and rewritten it from everything we agreed.`
          : `There is no ${ARTEFACT_TYPE_LABELS[last.type]} yet; we will write it when we reach that stage.`,
      );
      break;
    }
    case 'recap':
      break;
    case 'remark':
      parts.push(`Thanks, I've noted: *${paraphrase(last.text)}*.`);
      break;
  }
  if (last?.kind === 'answer' || last?.kind === 'skip') {
    const written = documentsWritten(last.question, facts);
    parts.push(...written.note.filter(Boolean));
    toolCalls = written.toolCalls;
  }
  if (next) {
    if (next.id === 'scope' && last?.kind !== 'remark') {
      parts.push(`That completes the idea stage.\n\n${summary(facts)}`);
    }
    parts.push(ask(next, facts));
  } else {
    if (last?.kind !== 'remark' && last?.kind !== 'reconcile') parts.push(summary(facts));
    parts.push(
      formatSuggestions(
        'That covers every stage of the journey. Tell me anything you would like to change or add, and I will fold it in.',
        ['Summarise the plan again', 'Change the first users', 'Add a feature'],
      ),
    );
  }
  return { text: parts.join('\n\n'), toolCalls };
}

export function composeGuideReply(turns: readonly GuideTurn[]): string {
  return composeGuideTurn(turns).text;
}
