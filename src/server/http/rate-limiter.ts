/**
 * Rate limiters that count in Redis when the app has a Redis connection (so N app processes share one budget) and
 * in this process's memory otherwise. Callers consume a key and catch RateLimiterRes for the wait.
 */
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export { RateLimiterRes };
export type RateLimiter = RateLimiterAbstract;

export interface RateLimiterOptions {
  /** Namespace of the keys, e.g. "auth-ip"; also the Redis key prefix. */
  keyPrefix: string;
  /** Calls allowed per `duration`. */
  points: number;
  /** Window in seconds. */
  duration: number;
  redis?: Redis;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const base = { keyPrefix: options.keyPrefix, points: options.points, duration: options.duration };
  if (!options.redis) return new RateLimiterMemory(base);
  return new RateLimiterRedis({
    ...base,
    storeClient: options.redis,
    // Do not queue behind a reconnecting client: answer from the insurance limiter at once.
    rejectIfRedisNotReady: true,
    // While Redis is unreachable, count in memory rather than refuse everyone or let everyone through.
    insuranceLimiter: new RateLimiterMemory(base),
  });
}

/** Seconds until a refused caller may try again (at least 1). */
export function secondsUntilRetry(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}
