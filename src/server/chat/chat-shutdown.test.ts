/**
 * The real server process's shutdown (startServer().close(), what SIGTERM runs) with the built-in guide on an
 * on-disk database: a reply whose client already left is finished and saved before the database closes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeGuideReply } from '../ai/guide/guide-reply.ts';
import { openDatabase } from '../db/client.ts';
import { listMessages } from '../db/repositories/chat-repository.ts';
import { startServer } from '../main.ts';
import { call, createSessionFor, readChatStream, signUp } from './chat-test-support.ts';

const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

describe('shutting the server down', { timeout: 180_000 }, () => {
  it('finishes and saves a reply whose client left before the database closes', async () => {
    const dataDir = tempDir('ideaforge-chat-shutdown-');
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        CAPTCHA_PROVIDER: 'off',
        AI_PROVIDER: 'guide',
      },
      webRoot: tempDir('ideaforge-noweb-'),
    });
    const http = { request: (input: string, init?: RequestInit) => fetch(`${server.url}${input}`, init) };
    const user = await signUp(http);
    const sessionId = await createSessionFor(http, user);
    const idea = 'A marketplace where neighbours lend each other garden tools';
    const res = await call(http, user, 'POST', '/api/chat', {
      sessionId,
      messages: [{ role: 'user', content: idea }],
    });
    const seen = await readChatStream(res, { stopAfter: 2 });
    expect(seen.done).toBe(false);

    await server.close();

    const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
    try {
      const stored = await listMessages({ db: database.db, sessionId });
      expect(stored.map((m) => [m.isUser, m.status])).toEqual([
        [true, 'complete'],
        [false, 'complete'],
      ]);
      expect(stored[1]?.content).toBe(composeGuideReply([{ role: 'user', text: idea }]));
    } finally {
      await database.close();
    }
  });
});
