import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions seen by a page; every smoke test ends by expecting none. */
export interface PageProblems {
  list: string[];
}

export const isPreview = process.env.E2E_PREVIEW === '1';

/** `vite preview` serves no API, so its 404s for /api are expected there (and only there). */
function expected(url: string): boolean {
  return isPreview && new URL(url, 'http://x').pathname.startsWith('/api/');
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = { list: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (url && expected(url)) return;
    problems.list.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`));
  return problems;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(watch(page));
  },
});

export { expect };
