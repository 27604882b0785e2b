/**
 * One whole conversation with the built-in guide through POST /api/chat (the production path): the dog-walker
 * idea, answered turn by turn as a person would, the guide's first suggestion where the script has no answer.
 */
import { expect } from 'vitest';
import { splitSuggestions } from '../../domain/chat-suggestions.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  type ReadStream,
  readChatStream,
} from '../chat/chat-test-support.ts';

export type ChatHistory = Array<{ role: 'user' | 'assistant'; content: string }>;

const IDEA = 'An app that helps dog owners find trusted walkers nearby';
/** The person's answers by turn; the turns between take the guide's first suggestion. */
const ANSWERS: Record<number, string> = {
  1: 'Owners cannot find a trustworthy walker at short notice',
  2: 'Dog owners who work long shifts',
  3: 'Walker profiles, booking, live walk tracking',
  8: 'Owners, dogs, walkers, walks',
  9: 'Each owner has many dogs; each walker has many walks; each dog has many walks',
  10: 'My team knows TypeScript',
};
const TURNS = 12;

/** Talks the idea through to its six documents in the chat; `onTurn` sees each reply. Returns the history. */
export async function talkIdeaThroughGuide(
  t: ChatTestApp,
  caller: Caller,
  sessionId: string,
  onTurn: (stream: ReadStream) => void = () => {},
): Promise<ChatHistory> {
  const history: ChatHistory = [];
  let message = IDEA;
  for (let turn = 0; turn < TURNS; turn++) {
    history.push({ role: 'user', content: message });
    const res = await call(t.app, caller, 'POST', '/api/chat', { sessionId, messages: history });
    expect(res.status).toBe(200);
    const stream = await readChatStream(res);
    onTurn(stream);
    history.push({ role: 'assistant', content: stream.text });
    message = ANSWERS[turn + 1] ?? splitSuggestions(stream.text).suggestions[0] ?? '';
  }
  return history;
}
