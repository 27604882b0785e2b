import { AppError } from '../../domain/errors.ts';
import { createRateLimiter, RateLimiterRes, secondsUntilRetry } from '../http/rate-limiter.ts';
import type { Redis } from '../redis/redis-connection.ts';

export interface ChatRateLimiter {
  /** Counts one chat call; throws CHAT_RATE_LIMITED (429) with the wait when the user is over the limit. */
  consume(user: { id: string; isAnonymous: boolean }): Promise<void>;
}

/**
 * Per-user calls per minute, anonymous users with their own (lower) budget. With a Redis connection (REDIS_URL)
 * every app process counts in the same place, so a user gets one budget however many processes serve them.
 */
export function createChatRateLimiter(options: {
  perMinute: number;
  anonymousPerMinute: number;
  redis?: Redis | undefined;
}): ChatRateLimiter {
  const store = options.redis ? { redis: options.redis } : {};
  const signedIn = createRateLimiter({
    keyPrefix: 'chat',
    points: options.perMinute,
    duration: 60,
    ...store,
  });
  const anonymous = createRateLimiter({
    keyPrefix: 'chat-anon',
    points: options.anonymousPerMinute,
    duration: 60,
    ...store,
  });
  return {
    async consume(user) {
      try {
        await (user.isAnonymous ? anonymous : signedIn).consume(user.id);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('CHAT_RATE_LIMITED', { seconds: secondsUntilRetry(error) });
      }
    },
  };
}
