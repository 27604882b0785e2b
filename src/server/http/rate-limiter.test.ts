import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, openRedis, type Redis, waitForRedis } from '../redis/redis-connection.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { createRateLimiter, RateLimiterRes, secondsUntilRetry } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  const connect = async () => {
    const client = openRedis(redis.url, { name: 'rate-limiter-test' });
    clients.push(client);
    await waitForRedis(client);
    return client;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map(closeRedis));
    await redis.stop();
  });

  it('shares one budget between two processes’ limiters through Redis', async () => {
    // Two app processes = two connections and two limiter objects on the same keys.
    const first = createRateLimiter({
      keyPrefix: 'shared-test',
      points: 3,
      duration: 60,
      redis: await connect(),
    });
    const second = createRateLimiter({
      keyPrefix: 'shared-test',
      points: 3,
      duration: 60,
      redis: await connect(),
    });
    await first.consume('1.2.3.4');
    await second.consume('1.2.3.4');
    await first.consume('1.2.3.4');
    const refusal = await second.consume('1.2.3.4').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimiterRes);
    expect(secondsUntilRetry(refusal as RateLimiterRes)).toBeGreaterThanOrEqual(1);
    expect(secondsUntilRetry(refusal as RateLimiterRes)).toBeLessThanOrEqual(60);
    // Another key has its own budget.
    await expect(second.consume('5.6.7.8')).resolves.toBeDefined();
  });

  it('counts in memory, per limiter, without Redis', async () => {
    const first = createRateLimiter({ keyPrefix: 'memory-test', points: 1, duration: 60 });
    const second = createRateLimiter({ keyPrefix: 'memory-test', points: 1, duration: 60 });
    await first.consume('k');
    await expect(first.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(second.consume('k')).resolves.toBeDefined();
  });

  it('keeps limiting in memory while Redis is unreachable', async () => {
    const client = openRedis('redis://127.0.0.1:1', { name: 'unreachable' });
    clients.push(client);
    const limiter = createRateLimiter({
      keyPrefix: 'insurance-test',
      points: 1,
      duration: 60,
      redis: client,
    });
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
  });
});
