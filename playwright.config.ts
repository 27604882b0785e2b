import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './e2e/support/admin.ts';
import { oauthEnv, oauthProviderUrl } from './e2e/support/oauth-provider.ts';

/**
 * End-to-end suite: Debian's Chromium against the production build served by `node scripts/start.ts` (which
 * builds dist/web first when it is missing or stale) on port 4173 with a fresh data directory.
 * E2E_PREVIEW=1 serves the SPA alone with `vite preview` instead (front-end work without the server).
 */
// scripts/test.ts picks a free port so a stray server on 4173 cannot fail the run.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ideaforge-e2e-'));
const preview = process.env.E2E_PREVIEW === '1';
// The local Google/GitHub stand-in the app server signs in with (e2e/support/oauth-provider.ts).
const oauthUrl = oauthProviderUrl(PORT);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: preview
        ? `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`
        : 'node scripts/start.ts',
      url: preview ? baseURL : `${baseURL}/api/health`,
      // PUBLIC_URL is the address the browser uses (better-auth trusts only that origin); every test browser shares
      // 127.0.0.1, so the per-IP auth rate limit is raised for the suite.
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        ...oauthEnv(oauthUrl),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/support/oauth-provider.ts',
      url: `${oauthUrl}/avatars/1.svg`,
      env: { PORT: new URL(oauthUrl).port },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
