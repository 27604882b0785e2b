/**
 * The one Redis connection of an app process (REDIS_URL): shared rate limits, single-use captcha records and
 * socket.io's adapter (which takes `duplicate()`s of it for pub/sub). Without REDIS_URL there is none and every
 * user of it falls back to this process's memory.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

export type { Redis } from 'ioredis';

export function openRedis(url: string, options: { logger?: Logger; name?: string } = {}): Redis {
  const client = new Redis(url, {
    connectionName: options.name ?? 'ideaforge',
    // Commands wait for a reconnect instead of failing at once; rate limiters fall back on errors.
    maxRetriesPerRequest: 3,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  const log = options.logger;
  let lastError = '';
  client.on('error', (error: Error) => {
    // ioredis repeats the same connection error on every retry: log each distinct one once.
    if (error.message === lastError) return;
    lastError = error.message;
    log?.error({ err: error }, 'redis connection error');
  });
  client.on('ready', () => {
    lastError = '';
    log?.debug('redis connection ready');
  });
  return client;
}

/** Waits until the connection answers, so start-up fails clearly when REDIS_URL points nowhere. */
export async function waitForRedis(client: Redis, timeoutMs = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
