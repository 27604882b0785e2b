import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSuggestions, splitSuggestions } from './chat-suggestions.ts';

describe('suggested answers', () => {
  it('splits a trailing suggestions block from the reply', () => {
    const reply = 'Who is it for?\n\n```suggestions\n- Freelancers\n- Small agencies\n* Students\n```\n';
    expect(splitSuggestions(reply)).toEqual({
      body: 'Who is it for?',
      suggestions: ['Freelancers', 'Small agencies', 'Students'],
    });
  });

  it('round-trips what formatSuggestions writes, keeping at most four answers', () => {
    const text = formatSuggestions('Question?', ['a', ' b ', '', 'c', 'd', 'e']);
    expect(splitSuggestions(text)).toEqual({ body: 'Question?', suggestions: ['a', 'b', 'c', 'd'] });
  });

  it('hides a block that is still streaming, and the first characters of its fence', () => {
    expect(splitSuggestions('Hi\n\n```suggestions\n- Fre')).toEqual({ body: 'Hi', suggestions: [] });
    expect(splitSuggestions('Hi\n\n```sugg')).toEqual({ body: 'Hi', suggestions: [] });
    expect(splitSuggestions('Hi\n\n``')).toEqual({ body: 'Hi', suggestions: [] });
  });

  it('leaves ordinary code blocks and a block followed by prose alone', () => {
    const code = 'Try:\n\n```ts\nconst x = 1;\n```';
    expect(splitSuggestions(code)).toEqual({ body: code, suggestions: [] });
    const middle = 'A\n```suggestions\n- x\n```\nmore prose';
    expect(splitSuggestions(middle)).toEqual({ body: middle, suggestions: [] });
  });

  it('never loses the body of any reply without a block', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const body = s.replaceAll('`', '');
        expect(splitSuggestions(body).body).toBe(body.trimEnd());
      }),
    );
  });
});
