import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChatEvent,
  dedupeToolUses,
  encodeChatEvent,
  encodeDoneMarker,
  parseChatEventLine,
  toolUseKey,
} from './chat-events.ts';

const events: ChatEvent[] = [
  { type: 'content_block_delta', delta: { text: 'Hello\nworld "quoted"' } },
  { type: 'tool_use_started', tool: { id: 't1', name: 'update_prd', input: { title: 'X' } } },
  { type: 'tool_use_completed', tool: { id: 't1', name: 'update_prd' }, success: false, error: 'boom' },
  { type: 'tool_processing_started' },
  { type: 'tool_processing_completed', tools: ['update_prd'], count: 1 },
  { type: 'content_complete', content: 'Hello', sessionId: 's1', messageId: 'm1' },
  { type: 'completion_confirmed', messageId: 'm1' },
  { type: 'save_error', error: 'Failed to save' },
  { type: 'error', error: 'AI response failed: overloaded' },
];

describe('chat stream encoding', () => {
  it('frames each event as one data line followed by a blank line', () => {
    for (const event of events) {
      const frame = encodeChatEvent(event);
      expect(frame.startsWith('data: ')).toBe(true);
      expect(frame.endsWith('\n\n')).toBe(true);
      expect(frame.slice(0, -2)).not.toContain('\n');
    }
  });

  it('reads back every event it writes', () => {
    for (const event of events) {
      expect(parseChatEventLine(encodeChatEvent(event).trim())).toEqual({ kind: 'event', event });
    }
  });

  it('reads back any streamed text unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const event: ChatEvent = { type: 'content_block_delta', delta: { text } };
        expect(parseChatEventLine(encodeChatEvent(event).split('\n')[0] ?? '')).toEqual({
          kind: 'event',
          event,
        });
      }),
    );
  });

  it('recognises the done marker', () => {
    expect(parseChatEventLine(encodeDoneMarker().trim())).toEqual({ kind: 'done' });
    expect(parseChatEventLine('data:[DONE]')).toEqual({ kind: 'done' });
  });

  it('ignores blank lines, comments, malformed json and unknown event types', () => {
    for (const line of ['', ': keep-alive', 'event: ping', 'data: {oops', 'data: {"type":"mystery"}']) {
      expect(parseChatEventLine(line).kind).toBe('ignored');
    }
  });
});

describe('tool use dedupe', () => {
  it('gives the same key to the same name and input whatever the key order', () => {
    expect(toolUseKey({ name: 'save', input: { a: 1, b: { c: [1, 2], d: 'x' } } })).toBe(
      toolUseKey({ name: 'save', input: { b: { d: 'x', c: [1, 2] }, a: 1 } }),
    );
  });

  it('tells apart different names, inputs and array orders', () => {
    const base = toolUseKey({ name: 'save', input: { a: [1, 2] } });
    expect(toolUseKey({ name: 'other', input: { a: [1, 2] } })).not.toBe(base);
    expect(toolUseKey({ name: 'save', input: { a: [2, 1] } })).not.toBe(base);
    expect(toolUseKey({ name: 'save', input: { a: '[1,2]' } })).not.toBe(base);
  });

  it('keys a shuffled copy of any input the same as the original', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (input) => {
        const reversed = Object.fromEntries(Object.entries(input).reverse());
        expect(toolUseKey({ name: 't', input: reversed })).toBe(toolUseKey({ name: 't', input }));
      }),
    );
  });

  it('keeps the first of identical tool uses in order', () => {
    const tools = [
      { id: '1', name: 'a', input: { x: 1, y: 2 } },
      { id: '2', name: 'b', input: {} },
      { id: '3', name: 'a', input: { y: 2, x: 1 } },
    ];
    expect(dedupeToolUses(tools).map((t) => t.id)).toEqual(['1', '2']);
  });
});
