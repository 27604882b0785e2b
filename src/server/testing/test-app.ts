import { createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createLogger } from '../logger.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  config: Config;
  cleanup(): Promise<void>;
}

const TEST_SECRET = 'test-auth-secret-0123456789abcdef0123456789';

/**
 * The real HTTP app over a fresh migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), with
 * the captcha off and a silent logger unless `env` says otherwise.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://unused',
    AUTH_SECRET: TEST_SECRET,
    PUBLIC_URL: 'http://localhost:8080',
    CAPTCHA_PROVIDER: 'off',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AI_PROVIDER: 'guide',
    ...env,
  });
  const database = await createTestDatabase();
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: false });
  const app = createApp({ config, database, logger, version: '0.0.0-test' });
  return { app, database, config, cleanup: () => database.cleanup() };
}
