/**
 * Stop generating across app processes. A reply runs in the process that received its POST /api/chat
 * (src/server/chat/replies-in-flight.ts); behind a load balancer the user's POST /api/chat/stop can land on
 * another one. With Redis, a stop is therefore also published to every process: each stops its own replies of that
 * session and user (never another user's) and answers, once they are saved, how many it stopped. The asking process
 * counts its own and waits for every other process that heard the request (PUBLISH says how many), at most
 * `answerTimeoutMs`: a process that does not answer by then counts as having stopped nothing. While Redis is not
 * connected, a stop reaches this process's replies only.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { Redis } from '../redis/redis-connection.ts';
import { stopReplies } from './replies-in-flight.ts';

export interface StopTarget {
  sessionId: string;
  userId: string;
}

/** Stops the replies of a user's session; resolves with how many were stopped, once they are saved. */
export type StopReplies = (target: StopTarget) => Promise<number>;

const REQUESTS = 'ideaforge:chat:stop';
const ANSWERS = 'ideaforge:chat:stopped';
/** Stopping includes saving the reply, which waits its turn in a batched write (src/server/chat/chat-writes.ts). */
const ANSWER_TIMEOUT_MS = 5_000;

const targetSchema = z.object({ sessionId: z.string().min(1), userId: z.string().min(1) });
const requestSchema = z.object({ id: z.string(), from: z.string(), target: targetSchema });
const answerSchema = z.object({ id: z.string(), to: z.string(), stopped: z.number().int().nonnegative() });

function parse<T>(schema: z.ZodType<T>, raw: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

interface Waiting {
  /** Answers to wait for: unknown (Infinity) until PUBLISH has said how many others heard the request. */
  expected: number;
  received: number;
  stopped: number;
  done(): void;
}

export interface StopRelayOptions {
  redis: Redis;
  logger: Logger;
  /** This process's own stop (the replies it runs); tests give each relay its own. */
  stopLocal?: StopReplies;
  answerTimeoutMs?: number;
}

/** The stop the routes use when REDIS_URL is set. Its subscriber connection ends with `redis`. */
export function createStopRelay(options: StopRelayOptions): StopReplies {
  const { redis, logger } = options;
  const stopLocal = options.stopLocal ?? stopReplies;
  const answerTimeoutMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const self = randomUUID();
  const waiting = new Map<string, Waiting>();
  const subscriber = redis.duplicate({ connectionName: 'ideaforge-chat-stop' });
  subscriber.on('error', () => {}); // the main connection logs Redis trouble; stop then stays in this process
  redis.once('end', () => subscriber.disconnect());
  const subscribed = subscriber.subscribe(REQUESTS, ANSWERS).catch((error: unknown) => {
    logger.error({ err: error }, 'chat stop relay could not subscribe; Stop reaches this process only');
  });

  const answer = async (request: z.output<typeof requestSchema>) => {
    let stopped = 0;
    try {
      stopped = await stopLocal(request.target);
    } catch (error) {
      logger.error(
        { err: error, sessionId: request.target.sessionId },
        'stopping a reply for another process failed',
      );
    }
    await redis.publish(ANSWERS, JSON.stringify({ id: request.id, to: request.from, stopped }));
  };

  subscriber.on('message', (channel: string, raw: string) => {
    if (channel === REQUESTS) {
      const request = parse(requestSchema, raw);
      if (!request || request.from === self) return;
      answer(request).catch((error: unknown) =>
        logger.error({ err: error }, 'could not answer a chat stop request'),
      );
      return;
    }
    const reply = parse(answerSchema, raw);
    if (!reply || reply.to !== self) return;
    const wait = waiting.get(reply.id);
    if (!wait) return;
    wait.received += 1;
    wait.stopped += reply.stopped;
    if (wait.received >= wait.expected) wait.done();
  });

  return async (target) => {
    // Redis away (restarting, unreachable): the stop reaches this process's replies at once rather than waiting
    // in ioredis's offline queue.
    if (redis.status !== 'ready' || subscriber.status !== 'ready') {
      logger.warn({ sessionId: target.sessionId }, 'Redis is not connected: Stop reaches this process only');
      return stopLocal(target);
    }
    await subscribed;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const wait: Waiting = { expected: Number.POSITIVE_INFINITY, received: 0, stopped: 0, done: () => {} };
    const answered = new Promise<void>((resolve) => {
      wait.done = resolve;
      timer = setTimeout(resolve, answerTimeoutMs);
    });
    waiting.set(id, wait);
    try {
      const [heard, local] = await Promise.all([
        redis.publish(REQUESTS, JSON.stringify({ id, from: self, target })).catch((error: unknown) => {
          logger.error({ err: error }, 'could not publish a chat stop; Stop reaches this process only');
          return 0;
        }),
        stopLocal(target),
      ]);
      // This process heard its own request too (and ignored it).
      wait.expected = Math.max(0, heard - 1);
      if (wait.received >= wait.expected) wait.done();
      await answered;
      return local + wait.stopped;
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  };
}
