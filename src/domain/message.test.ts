import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendToReply,
  createUserMessage,
  isUuid,
  isValidDate,
  parseMessage,
  parseSendMessage,
  previewMessage,
  startAssistantReply,
  validateMessageContent,
} from './message.ts';
import { catchAppError } from './test-helpers.ts';

const id = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';

describe('message content', () => {
  it('trims the text before keeping it', () => {
    expect(validateMessageContent('  hello \n')).toBe('hello');
  });

  it('rejects whitespace-only text with the current length after trimming', () => {
    const error = catchAppError(() => validateMessageContent('   '));
    expect(error.code).toBe('MESSAGE_CONTENT_LENGTH');
    expect(error.message).toBe('Message content must be between 1 and 10000 characters. Current length: 0');
  });

  it('accepts exactly 10000 characters and rejects 10001', () => {
    expect(validateMessageContent('a'.repeat(10_000))).toHaveLength(10_000);
    expect(catchAppError(() => validateMessageContent('a'.repeat(10_001))).message).toMatch(
      /Current length: 10001$/,
    );
  });

  it('rejects content that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['x']]) {
      const error = catchAppError(() => validateMessageContent(value));
      expect(error.message).toBe('Message content must be a string');
    }
  });

  it('accepts any text whose trimmed length is within 1 to 10000', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (text) => {
        const trimmed = text.trim();
        if (trimmed.length === 0) {
          expect(catchAppError(() => validateMessageContent(text)).code).toBe('MESSAGE_CONTENT_LENGTH');
        } else {
          expect(validateMessageContent(text)).toBe(trimmed);
        }
      }),
    );
  });
});

describe('send request', () => {
  it('requires content that is not blank', () => {
    expect(catchAppError(() => parseSendMessage({ content: '  ', userId: 'u1' })).message).toBe(
      'Message content is required',
    );
  });

  it('requires a user id', () => {
    expect(catchAppError(() => parseSendMessage({ content: 'hi', userId: ' ' })).message).toBe(
      'User ID is required',
    );
  });

  it('still applies the length rule to long content', () => {
    expect(catchAppError(() => parseSendMessage({ content: 'x'.repeat(10_001), userId: 'u' })).code).toBe(
      'MESSAGE_CONTENT_LENGTH',
    );
  });

  it('keeps the trimmed content and an optional session id', () => {
    expect(parseSendMessage({ content: ' hi ', userId: 'u1', sessionId: id })).toEqual({
      content: 'hi',
      userId: 'u1',
      sessionId: id,
    });
  });
});

describe('message shape', () => {
  it('accepts a stored message with an ISO timestamp and turns it into a Date', () => {
    const message = parseMessage({ id, content: '', isUser: false, timestamp: '2026-01-02T03:04:05Z' });
    expect(message.timestamp).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(message.content).toBe('');
  });

  it('rejects a malformed id, a bad date and a non-boolean isUser with their own messages', () => {
    const valid = { id, content: 'x', isUser: true, timestamp: new Date() };
    expect(catchAppError(() => parseMessage({ ...valid, id: 'nope' })).message).toBe(
      'Message ID must be a valid UUID',
    );
    expect(catchAppError(() => parseMessage({ ...valid, timestamp: 'yesterday' })).message).toBe(
      'Message timestamp must be a valid date',
    );
    expect(catchAppError(() => parseMessage({ ...valid, isUser: 'yes' })).message).toBe(
      'Message isUser must be a boolean',
    );
  });

  it('tells uuids and valid dates apart from look-alikes', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(`${id}0`)).toBe(false);
    expect(isValidDate(new Date('x'))).toBe(false);
    expect(isValidDate(new Date(0))).toBe(true);
  });
});

describe('messages in a chat', () => {
  it('creates a user message from validated text', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const message = createUserMessage(' idea ', { now });
    expect(message).toMatchObject({ content: 'idea', isUser: true, timestamp: now });
    expect(isUuid(message.id)).toBe(true);
  });

  it('grows an empty assistant reply chunk by chunk', () => {
    const reply = ['Hel', 'lo', '!'].reduce(appendToReply, startAssistantReply());
    expect(reply.isUser).toBe(false);
    expect(reply.content).toBe('Hello!');
  });
});

describe('previewMessage', () => {
  it('shows the first 100 characters then ...', () => {
    expect(previewMessage('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(previewMessage('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('is the content itself when it fits, otherwise a prefix of it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 250 }), fc.integer({ min: 1, max: 200 }), (content, max) => {
        const preview = previewMessage(content, max);
        if (content.length <= max) expect(preview).toBe(content);
        else expect(content.startsWith(preview.slice(0, -3))).toBe(true);
        expect(preview.length).toBeLessThanOrEqual(max + 3);
      }),
    );
  });
});
