/**
 * Retry schedules. Both the chat call and presence start wait 1 s, then double, never more than 5 s; the spec's
 * "1 s, 2 s, then capped at 5 s" is that doubling series with its cap.
 */
import {
  CHAT_RETRY_BASE_DELAY_MS,
  CHAT_RETRY_MAX_DELAY_MS,
  PRESENCE_RETRY_BASE_DELAY_MS,
  PRESENCE_RETRY_MAX_DELAY_MS,
} from './constants.ts';

/** Wait before retry number `attempt` (1 = the wait after the first failure): base·2^(attempt−1), capped. */
export function backoffDelay(attempt: number, baseMs: number, capMs: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) return 0;
  // Past 2^32 the cap has long been reached; clamping the exponent keeps the arithmetic finite.
  return Math.min(baseMs * 2 ** Math.min(attempt - 1, 32), capMs);
}

/** The chat call's wait before retry `attempt`: 1000, 2000, 4000, then 5000 ms. */
export function retryDelay(attempt: number): number {
  return backoffDelay(attempt, CHAT_RETRY_BASE_DELAY_MS, CHAT_RETRY_MAX_DELAY_MS);
}

/** Presence start's wait before retry `attempt`. */
export function presenceRetryDelay(attempt: number): number {
  return backoffDelay(attempt, PRESENCE_RETRY_BASE_DELAY_MS, PRESENCE_RETRY_MAX_DELAY_MS);
}
