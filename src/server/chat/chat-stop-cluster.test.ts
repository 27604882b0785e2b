/**
 * Stop generating behind a load balancer: two real app processes on one PostgreSQL and one Redis, a reply streaming
 * from process A, and the user's POST /api/chat/stop reaching process B. B relays the stop through Redis
 * (src/server/chat/stop-relay.ts): A aborts the provider call and saves what arrived as stopped, and B answers
 * only once that is saved. Another user's stop, through either process, stops nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppCluster, havePostgres, signUpOn, startAppCluster } from '../testing/app-cluster.ts';
import { type ChatStreamReader, readChatStream } from '../testing/chat-stream.ts';
import { type PacedProvider, startPacedProvider } from '../testing/paced-provider.ts';

const TOKENS = 300;
const PACE_MS = 10;
const tokens = Array.from({ length: TOKENS }, (_, i) => `w${i} `);
const fullReply = tokens.join('');

let cluster: AppCluster | undefined;
let provider: PacedProvider | undefined;

interface User {
  id: string;
  cookie: string;
}

describe.skipIf(!havePostgres)(
  'Stop generating across two app processes (PostgreSQL + Redis)',
  { timeout: 240_000 },
  () => {
    beforeAll(async () => {
      provider = await startPacedProvider(tokens, PACE_MS);
      cluster = await startAppCluster(2, {
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'test',
        OPENAI_BASE_URL: provider.baseUrl,
      });
    }, 240_000);

    afterAll(async () => {
      await cluster?.stop();
      await provider?.close();
    });

    const on = (base: string, user: User, path: string, body: unknown) => {
      if (!cluster) throw new Error('no cluster');
      return fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.origin, cookie: user.cookie },
        body: JSON.stringify(body),
      });
    };

    async function newSession(base: string, user: User): Promise<string> {
      const res = await on(base, user, '/api/sessions', {});
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    }

    async function openChat(base: string, user: User, sessionId: string): Promise<ChatStreamReader> {
      const res = await on(base, user, '/api/chat', {
        sessionId,
        messages: [{ role: 'user', content: 'Write a long essay' }],
      });
      expect(res.status).toBe(200);
      return readChatStream(res);
    }

    async function storedReply(base: string, user: User, sessionId: string) {
      const res = await fetch(`${base}/api/sessions/${sessionId}/messages`, {
        headers: { cookie: user.cookie },
      });
      const { items } = (await res.json()) as {
        items: Array<{ id: string; isUser: boolean; status: string; content: string }>;
      };
      return items.find((m) => !m.isUser);
    }

    it("stops a reply running in process A from process B, and only its owner's stop does", async () => {
      if (!cluster || !provider) throw new Error('no cluster');
      const [a = '', b = ''] = cluster.apps;
      const alice = await signUpOn(a, cluster.origin, `stop-alice-${Date.now()}@example.test`);
      const bob = await signUpOn(b, cluster.origin, `stop-bob-${Date.now()}@example.test`);
      const sessionId = await newSession(a, alice);
      const chat = await openChat(a, alice, sessionId);
      await chat.readUntil(() => chat.text.length >= 40);

      // Bob's stop, on either process, is a session he does not own: 404, and the reply keeps going.
      for (const base of [a, b]) {
        const res = await on(base, bob, '/api/chat/stop', { sessionId });
        expect(res.status).toBe(404);
      }
      const before = chat.text.length;
      await chat.readUntil(() => chat.text.length > before + 20);

      const endingsBefore = provider.endings.length;
      const res = await on(b, alice, '/api/chat/stop', { sessionId });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stopped: true });
      // B answered after A saved the stopped reply: it is there at once, through either process.
      const saved = await storedReply(b, alice, sessionId);
      expect(saved?.status).toBe('stopped');

      // A's stream ends with what arrived, which is what was saved; the provider call was closed early.
      await chat.readUntil(() => chat.done);
      expect(chat.done).toBe(true);
      const complete = chat.events.find((e) => e.type === 'content_complete');
      if (complete?.type !== 'content_complete') throw new Error('no content_complete');
      expect(complete.content).toBe(chat.text);
      expect(complete.content.length).toBeLessThan(fullReply.length);
      expect(fullReply.startsWith(complete.content)).toBe(true);
      expect(saved?.content).toBe(complete.content);
      await expect.poll(() => provider?.endings.slice(endingsBefore)).toEqual(['closed early']);

      // Nothing runs any more anywhere.
      const again = await on(a, alice, '/api/chat/stop', { sessionId });
      expect(await again.json()).toEqual({ stopped: false });
    });
  },
);
