import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../domain/errors.ts';

export interface ChatRateLimiter {
  /** Counts one chat call; throws CHAT_RATE_LIMITED (429) with the wait when the user is over the limit. */
  consume(user: { id: string; isAnonymous: boolean }): Promise<void>;
}

/** Per-user calls per minute, anonymous users with their own (lower) budget; counted in this process's memory. */
export function createChatRateLimiter(options: {
  perMinute: number;
  anonymousPerMinute: number;
}): ChatRateLimiter {
  const signedIn = new RateLimiterMemory({ keyPrefix: 'chat', points: options.perMinute, duration: 60 });
  const anonymous = new RateLimiterMemory({
    keyPrefix: 'chat-anon',
    points: options.anonymousPerMinute,
    duration: 60,
  });
  return {
    async consume(user) {
      try {
        await (user.isAnonymous ? anonymous : signedIn).consume(user.id);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('CHAT_RATE_LIMITED', {
          seconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
    },
  };
}
