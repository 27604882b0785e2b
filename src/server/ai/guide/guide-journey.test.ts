import { describe, expect, it } from 'vitest';
import { parseDocumentContent } from '../../../domain/artefact-documents.ts';
import { splitSuggestions } from '../../../domain/chat-suggestions.ts';
import { composeGuideTurn, type GuideToolCall, type GuideTurn } from './guide-reply.ts';

const TOOL_KINDS: Record<string, 'idea' | 'prd' | 'mvp' | 'domain-model' | 'tech-stack' | 'summary'> = {
  create_idea_document: 'idea',
  create_prd_document: 'prd',
  create_mvp_document: 'mvp',
  create_domain_model_document: 'domain-model',
  create_tech_stack_document: 'tech-stack',
  create_summary_document: 'summary',
};

/** Answers each question with `answers[i]`, or the first suggested answer when it is undefined. */
function walk(idea: string, answers: Array<string | undefined>) {
  const turns: GuideTurn[] = [];
  const calls: GuideToolCall[][] = [];
  const replies: string[] = [];
  let message = idea;
  for (let i = 0; i <= answers.length; i++) {
    turns.push({ role: 'user', text: message });
    const turn = composeGuideTurn(turns);
    turns.push({ role: 'assistant', text: turn.text });
    replies.push(turn.text);
    calls.push(turn.toolCalls);
    const next = answers[i] ?? splitSuggestions(turn.text).suggestions[0];
    if (i < answers.length && !next) throw new Error(`no suggestion after: ${turn.text}`);
    message = next ?? '';
  }
  return { replies, calls };
}

describe('the guide walks the whole journey', () => {
  it('writes all six documents from the first suggested answers in 12 messages', () => {
    const { replies, calls } = walk(
      'An app that helps dog owners find trusted walkers nearby',
      Array.from({ length: 11 }, () => undefined),
    );
    const written = calls.map((turn) => turn.map((call) => call.toolName));
    expect(written).toEqual([
      [],
      [],
      [],
      [],
      [],
      ['create_idea_document', 'create_prd_document'],
      [],
      ['create_mvp_document'],
      [],
      ['create_domain_model_document'],
      ['create_tech_stack_document'],
      ['create_summary_document'],
    ]);
    for (const call of calls.flat()) {
      const type = TOOL_KINDS[call.toolName];
      if (!type) throw new Error(call.toolName);
      expect(() => parseDocumentContent(type, call.input), call.toolName).not.toThrow();
    }
    expect(replies[9]).toContain('```mermaid\nerDiagram');
    expect(replies[11]).toContain('That completes the journey');
    expect(replies[11]).toContain('```mermaid\nflowchart LR');
  });

  it('fills the documents with the person’s own words, and lists skipped questions as open', () => {
    const { calls } = walk('A tool that helps small cafés plan staff shifts', [
      'Managers rebuild the rota by hand every week',
      'Owners of independent cafés',
      'shift calendar, swap requests, reminders',
      'skip',
      'Ten cafés use it every week',
      'Only shift calendar at first',
      'Manager signs up, adds staff, publishes the week',
      'Cafés, staff, shifts',
      'Each café has many staff; each staff member has many shifts',
      'My team knows Python, keep it cheap',
      'Whether owners will pay monthly',
    ]);
    const byTool = Object.fromEntries(calls.flat().map((c) => [c.toolName, c.input]));
    expect(byTool.create_idea_document?.problem).toBe('Managers rebuild the rota by hand every week');
    expect(byTool.create_prd_document).toMatchObject({
      target_audience: 'Owners of independent cafés',
      key_features: ['Shift calendar', 'Swap requests', 'Reminders'],
    });
    expect(byTool.create_mvp_document).toMatchObject({
      core_features: ['Shift calendar'],
      excluded_features: ['Swap requests', 'Reminders'],
      user_flow: '1. Manager signs up\n2. Adds staff\n3. Publishes the week',
    });
    expect(byTool.create_domain_model_document).toMatchObject({
      core_entities: ['Café', 'Staff', 'Shift'],
    });
    expect(byTool.create_tech_stack_document).toMatchObject({
      backend_technologies: ['Python', 'FastAPI'],
      database_technologies: ['PostgreSQL'],
    });
    const summary = byTool.create_summary_document ?? {};
    expect(summary.open_questions).toEqual(
      expect.arrayContaining([
        'Whether owners will pay monthly',
        'Not answered yet: What do people use today instead?',
      ]),
    );
    expect(summary.key_decisions).toEqual(
      expect.arrayContaining(['MVP scope: only shift calendar at first']),
    );
    expect(JSON.stringify(calls)).not.toMatch(/lorem|placeholder|TBD|TODO/i);
  });

  it('still completes the journey when every skippable question is skipped', () => {
    const { calls } = walk(
      'A budgeting tool for students',
      Array.from({ length: 11 }, () => 'skip'),
    );
    const byTool = Object.fromEntries(calls.flat().map((c) => [c.toolName, c.input]));
    expect(Object.keys(byTool)).toHaveLength(6);
    for (const call of calls.flat()) {
      const type = TOOL_KINDS[call.toolName];
      if (!type) throw new Error(call.toolName);
      expect(() => parseDocumentContent(type, call.input), call.toolName).not.toThrow();
    }
    expect(byTool.create_domain_model_document?.core_entities).toEqual(['User: one of the first users']);
    expect(byTool.create_summary_document?.open_questions).toEqual(
      expect.arrayContaining(['Not answered yet: What does the product keep track of?']),
    );
  });
});
