import { streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { splitSuggestions } from '../../../domain/chat-suggestions.ts';
import { createGuideModel } from './guide-model.ts';
import { composeGuideReply, type GuideTurn } from './guide-reply.ts';

function converse(answers: string[]): string[] {
  const turns: GuideTurn[] = [];
  return answers.map((text) => {
    turns.push({ role: 'user', text });
    const reply = composeGuideReply(turns);
    turns.push({ role: 'assistant', text: reply });
    return reply;
  });
}

describe('the built-in guide', () => {
  it('greets and asks for the idea, offering example ideas as suggestions', () => {
    const [reply = ''] = converse(['hello']);
    const { body, suggestions } = splitSuggestions(reply);
    expect(body).toMatch(/^Hi! I'm the Ideaforge guide/);
    expect(body).toContain('What is the idea you would like to shape?');
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(suggestions.length).toBeLessThanOrEqual(4);
  });

  it('reflects the idea in the person’s words and asks about the problem, then the audience it named', () => {
    const [first = '', second = ''] = converse([
      'I want to build an app that helps dog owners find trusted walkers nearby.',
      'Finding a walker at short notice is stressful.',
    ]);
    expect(first).toContain('So the idea is **an app that helps dog owners find trusted walkers nearby**');
    expect(first).toContain('What problem does it solve?');
    expect(splitSuggestions(first).suggestions[0]).toBe("It's hard to find someone reliable at short notice");
    expect(second).toContain('*finding a walker at short notice is stressful*');
    expect(second).toContain('Who has this problem most?');
    expect(splitSuggestions(second).suggestions[0]).toBe('Dog owners');
  });

  it('explains a question when asked what it means, and asks it again', () => {
    const replies = converse(['A budgeting tool for students', 'what do you mean?']);
    expect(replies[1]).toMatch(/^Good question\. Think of the moment someone is frustrated/);
    expect(replies[1]).toContain('What problem does it solve?');
  });

  it('lists the features it heard and suggests keeping three for day one', () => {
    const replies = converse([
      'A budgeting tool for students',
      'They overspend without noticing',
      'University students',
      'import bank data, categories, weekly summary and alerts',
    ]);
    expect(replies[3]).toContain('1. Import bank data\n2. Categories\n3. Weekly summary\n4. Alerts');
    expect(replies[3]).toContain("That's 4. For day one I would keep the first three");
  });

  it('accepts a skip and moves on, then summarises the idea stage before the MVP questions', () => {
    const replies = converse([
      'A budgeting tool for students',
      'They overspend without noticing',
      'University students',
      'import bank data, weekly summary',
      'skip',
      '500 weekly users',
    ]);
    expect(replies[4]).toContain('No problem');
    expect(replies[4]).toContain('How will you know it is working?');
    expect(replies[5]).toContain('- **First users:** university students');
    expect(replies[5]).not.toContain('**Instead of:**');
    expect(replies[5]).toContain('smallest version you could put in front of real users');
  });

  it('streams the same reply through the AI SDK in small chunks', async () => {
    const result = streamText({
      model: createGuideModel({ chunkDelayMs: 0 }),
      messages: [{ role: 'user', content: 'hi' }],
    });
    const chunks: string[] = [];
    for await (const text of result.textStream) chunks.push(text);
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.join('')).toBe(composeGuideReply([{ role: 'user', text: 'hi' }]));
  });
});
