/**
 * The Stop relay's protocol over a real Redis: several relays stand for several app processes, each with its own
 * replies (its `stopLocal`). The end-to-end proof with two real app processes is chat-stop-cluster.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { closeRedis, openRedis, type Redis } from '../redis/redis-connection.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { createStopRelay, type StopReplies, type StopTarget } from './stop-relay.ts';

let server: TestRedis;
let connections: Redis[] = [];
const logger = createLogger({ level: 'silent' });

beforeAll(async () => {
  server = await startTestRedis();
});
afterEach(async () => {
  await Promise.all(connections.map(closeRedis));
  connections = [];
});
afterAll(async () => {
  await server.stop();
});

/** One "process": its own connection, its own replies. */
function processWith(stopLocal: StopReplies, answerTimeoutMs?: number) {
  const redis = openRedis(server.url);
  connections.push(redis);
  const calls: StopTarget[] = [];
  const stop = createStopRelay({
    redis,
    logger,
    stopLocal: (target) => {
      calls.push(target);
      return stopLocal(target);
    },
    ...(answerTimeoutMs !== undefined ? { answerTimeoutMs } : {}),
  });
  return { redis, stop, calls };
}

/** Waits until `count` relays listen (a relay subscribes as it is created). */
async function listening(count: number) {
  const observer = openRedis(server.url);
  connections.push(observer);
  await expect
    .poll(async () => ((await observer.pubsub('NUMSUB', 'ideaforge:chat:stop')) as [string, number])[1])
    .toBe(count);
}

const target = { sessionId: 'session-1', userId: 'user-1' };
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the chat stop relay', () => {
  it('stops the reply another process runs and answers once that process has saved it', async () => {
    const asker = processWith(async () => 0);
    const runner = processWith(() => after(300, 1));
    await listening(2);
    const started = performance.now();
    expect(await asker.stop(target)).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(runner.calls).toEqual([target]);
    // The asker stops its own replies once, and does not answer its own request.
    expect(asker.calls).toEqual([target]);
  });

  it('adds up what every process stopped, its own included', async () => {
    const asker = processWith(async () => 1);
    processWith(async () => 2);
    processWith(async () => 0);
    await listening(3);
    expect(await asker.stop(target)).toBe(3);
  });

  it('answers nothing stopped at once when no process runs a reply of the session', async () => {
    const asker = processWith(async () => 0);
    processWith(async () => 0);
    const started = performance.now();
    expect(await asker.stop(target)).toBe(0);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('does not wait past its timeout for a process that never answers', async () => {
    const asker = processWith(async () => 1, 400);
    processWith(() => new Promise<number>(() => {}));
    await listening(2);
    const started = performance.now();
    expect(await asker.stop(target)).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('ignores malformed messages on its channels', async () => {
    const asker = processWith(async () => 0);
    const runner = processWith(async () => 1);
    await listening(2);
    const other = openRedis(server.url);
    connections.push(other);
    await other.publish('ideaforge:chat:stop', 'not json');
    await other.publish(
      'ideaforge:chat:stop',
      JSON.stringify({ id: 'x', from: 'y', target: { sessionId: '' } }),
    );
    await other.publish('ideaforge:chat:stopped', JSON.stringify({ id: 'x', to: 'y', stopped: -1 }));
    expect(await asker.stop(target)).toBe(1);
    expect(runner.calls).toEqual([target]);
  });

  it("stops this process's replies at once while Redis is away", async () => {
    const own = await startTestRedis();
    const redis = openRedis(own.url);
    connections.push(redis);
    const stop = createStopRelay({ redis, logger, stopLocal: async () => 1 });
    await expect.poll(() => redis.status).toBe('ready');
    await own.stop();
    await expect.poll(() => redis.status).not.toBe('ready');
    const started = performance.now();
    expect(await stop(target)).toBe(1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('closes its subscriber connection with the process connection', async () => {
    const { redis } = processWith(async () => 0);
    const observer = openRedis(server.url);
    connections.push(observer);
    const named = async () => String(await observer.client('LIST')).includes('name=ideaforge-chat-stop');
    await expect.poll(named).toBe(true);
    await closeRedis(redis);
    await expect.poll(named).toBe(false);
  });
});
