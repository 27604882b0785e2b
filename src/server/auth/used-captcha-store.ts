import type { Logger } from '../logger.ts';
import type { Redis } from '../redis/redis-connection.ts';

/**
 * Remembers solved captcha payloads so each is accepted once. With Redis every app process shares the record
 * (`SET key 1 PX ttl NX`: only the first process to claim a solution gets "OK"); without it, this process's memory.
 * Should Redis fail, the claim falls back to memory (logged) rather than refusing every visitor.
 */
export interface UsedCaptchaStore {
  /** True the first time `key` is claimed within `ttlMs`, false for a replay. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

const KEY_PREFIX = 'captcha-used:';

function createMemoryUsedCaptchaStore(): UsedCaptchaStore {
  const used = new Map<string, number>();
  return {
    async claim(key, ttlMs) {
      const now = Date.now();
      for (const [k, expiresAt] of used) if (expiresAt <= now) used.delete(k);
      if (used.has(key)) return false;
      used.set(key, now + ttlMs);
      return true;
    },
  };
}

export function createUsedCaptchaStore(options: { redis?: Redis; logger: Logger }): UsedCaptchaStore {
  const memory = createMemoryUsedCaptchaStore();
  const { redis, logger } = options;
  if (!redis) return memory;
  return {
    async claim(key, ttlMs) {
      try {
        return (await redis.set(`${KEY_PREFIX}${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
      } catch (error) {
        logger.warn({ err: error }, 'captcha replay record: Redis unavailable, remembering in memory');
        return memory.claim(key, ttlMs);
      }
    },
  };
}
