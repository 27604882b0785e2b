/**
 * Redis for tests: a private redis-server on a free loopback port per call (it starts in milliseconds and keeps
 * suites from seeing each other's keys). Where the binary is absent, TEST_REDIS_URL names a server to use instead.
 * `npm test` installs redis-server when it runs as root (scripts/lib/system-packages.ts).
 */
import { existsSync } from 'node:fs';
import { redisServerBinary, startRedis } from '../../../scripts/lib/redis-server.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startTestRedis(): Promise<TestRedis> {
  const external = process.env.TEST_REDIS_URL;
  if (external && !existsSync(redisServerBinary)) return { url: external, stop: async () => {} };
  const server = await startRedis();
  return { url: server.url, stop: () => server.stop() };
}
