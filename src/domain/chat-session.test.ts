import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createChatSession,
  deriveFallbackTitle,
  deriveTitleFromMessages,
  displaySessionTitle,
  linkSessionToProject,
  parseChatRequest,
  renameSession,
  sessionBelongsTo,
  toggleSessionActive,
  unlinkSessionFromProject,
  updateSessionSchema,
} from './chat-session.ts';
import { catchAppError } from './test-helpers.ts';

const sessionId = '0e7d9c1a-2b3c-4d5e-8f90-112233445566';
const projectId = '7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
const now = new Date('2026-11-21T10:00:00Z');

describe('creating a chat session', () => {
  it('titles a new session New Chat, active and unlinked', () => {
    const session = createChatSession({ userId: 'u1', now });
    expect(session).toMatchObject({
      userId: 'u1',
      title: 'New Chat',
      isActive: true,
      projectId: null,
      createdAt: now,
      updatedAt: now,
      messages: [],
    });
  });

  it('requires a user id', () => {
    expect(catchAppError(() => createChatSession({ userId: ' ' })).message).toBe('User ID is required');
  });
});

describe('session titles', () => {
  it('shows a blank title as Untitled Chat', () => {
    expect(displaySessionTitle('')).toBe('Untitled Chat');
    expect(displaySessionTitle('   ')).toBe('Untitled Chat');
    expect(displaySessionTitle(null)).toBe('Untitled Chat');
    expect(displaySessionTitle('Plans')).toBe('Plans');
  });

  it('derives a title from the first message only when the user wrote it', () => {
    expect(deriveTitleFromMessages([{ content: 'Short idea', isUser: true }])).toBe('Short idea');
    expect(deriveTitleFromMessages([{ content: 'Hello, I am the assistant', isUser: false }])).toBeNull();
    expect(deriveTitleFromMessages([])).toBeNull();
  });

  it('cuts a long first message to 50 characters and adds ...', () => {
    const content = 'x'.repeat(51);
    expect(deriveTitleFromMessages([{ content, isUser: true }])).toBe(`${'x'.repeat(50)}...`);
    expect(deriveTitleFromMessages([{ content: 'y'.repeat(50), isUser: true }])).toBe('y'.repeat(50));
  });

  it('renames with a trimmed title and refuses a blank one', () => {
    const session = createChatSession({ userId: 'u1', now });
    const later = new Date(now.getTime() + 1000);
    expect(renameSession(session, '  Garden app ', later)).toMatchObject({
      title: 'Garden app',
      updatedAt: later,
    });
    expect(catchAppError(() => renameSession(session, ' ')).message).toBe('Session title cannot be empty');
  });
});

describe('fallback title from an idea', () => {
  it('uses the first plain line of 4 to 49 characters', () => {
    expect(deriveFallbackTitle('# Heading!\nhi\nA garden planner app\nSecond line')).toBe(
      'A garden planner app',
    );
  });

  it('cuts the line to 30 characters', () => {
    expect(deriveFallbackTitle('An app that helps people plan their vegetable gardens')).toBe('New Idea');
    expect(deriveFallbackTitle('An app that helps people plan their veg')).toBe(
      'An app that helps people plan',
    );
  });

  it('falls back to New Idea when no line qualifies', () => {
    expect(deriveFallbackTitle('')).toBe('New Idea');
    expect(deriveFallbackTitle('abc\n**bold**\nhttp://x.y')).toBe('New Idea');
  });

  it('always returns New Idea or a short title of letters, digits and spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (idea) => {
        const title = deriveFallbackTitle(idea);
        if (title === 'New Idea') return;
        expect(title.length).toBeLessThanOrEqual(30);
        expect(title.length).toBeGreaterThan(0);
        expect(title).toMatch(/^[\p{L}\p{N} ]+$/u);
        expect(idea).toContain(title);
      }),
    );
  });
});

describe('ownership, active flag and project link', () => {
  const session = createChatSession({ userId: 'u1', now });

  it('belongs to its user and no other', () => {
    expect(sessionBelongsTo(session, 'u1')).toBe(true);
    expect(sessionBelongsTo(session, 'u2')).toBe(false);
  });

  it('toggles the active flag back and forth', () => {
    const off = toggleSessionActive(session);
    expect(off.isActive).toBe(false);
    expect(toggleSessionActive(off).isActive).toBe(true);
  });

  it('links to a project and unlinks again, stamping the update', () => {
    const later = new Date(now.getTime() + 60_000);
    const linked = linkSessionToProject(session, projectId, later);
    expect(linked).toMatchObject({ projectId, updatedAt: later });
    expect(unlinkSessionFromProject(linked, later).projectId).toBeNull();
    expect(catchAppError(() => linkSessionToProject(session, '')).message).toBe('Project ID is required');
  });

  it('accepts null in a patch to unlink', () => {
    expect(updateSessionSchema.parse({ projectId: null })).toEqual({ projectId: null });
  });
});

describe('chat request', () => {
  const messages = [{ role: 'user', content: 'Hi' }];

  it('accepts messages and a session id', () => {
    expect(parseChatRequest({ messages, sessionId })).toEqual({ messages, sessionId });
  });

  it('requires messages', () => {
    expect(catchAppError(() => parseChatRequest({ sessionId })).message).toBe(
      'Messages are required for API call',
    );
    expect(catchAppError(() => parseChatRequest({ messages: [], sessionId })).message).toBe(
      'Messages are required for API call',
    );
  });

  it('requires a session id', () => {
    expect(catchAppError(() => parseChatRequest({ messages })).message).toBe(
      'Session ID is required for API call',
    );
    expect(catchAppError(() => parseChatRequest({ messages, sessionId: '' })).message).toBe(
      'Session ID is required for API call',
    );
    expect(catchAppError(() => parseChatRequest({ messages, sessionId: 'abc' })).message).toBe(
      'Session ID must be a valid UUID',
    );
  });

  it('rejects a role other than user or assistant', () => {
    const error = catchAppError(() =>
      parseChatRequest({ messages: [{ role: 'system', content: 'x' }], sessionId }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/^messages\.0\.role: /);
  });
});
