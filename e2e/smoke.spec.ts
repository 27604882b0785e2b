import { severeAccessibilityViolations } from './support/accessibility.ts';
import { expect, isPreview, test } from './support/fixtures.ts';
import { routes } from './support/routes.ts';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from './tools/initial-js.ts';

test.describe('every route of the spec', () => {
  for (const [path, heading] of routes) {
    test(`${path} shows "${heading}" without console errors`, async ({ page, problems }) => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(heading);
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await expect(page.getByRole('banner').getByText('Ideaforge')).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }
});

test('an unknown path shows the not-found page with a link home', async ({ page, problems }) => {
  await page.goto(`/no-such-page-${Date.now().toString(36)}/deeper`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Forge a raw idea');
  expect(problems.list).toEqual([]);
});

test('the header navigation moves between Chat, Projects and Inbox', async ({ page, problems }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Primary' });
  for (const [link, heading] of [
    ['Chat', 'Chat'],
    ['Projects', 'Projects'],
    ['Inbox', 'Inbox'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  expect(problems.list).toEqual([]);
});

test('the idea box on the home page carries the idea into the chat', async ({ page }) => {
  await page.goto('/');
  await page
    .getByLabel('Describe your idea')
    .fill('A marketplace for renting camping gear between neighbours');
  await page.getByRole('button', { name: 'Start shaping' }).click();
  // The chat sends it at once in a new session (e2e/chat.spec.ts follows the whole conversation).
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(
    page
      .getByRole('log')
      .locator('[data-author="user"]')
      .filter({ hasText: 'A marketplace for renting camping gear between neighbours' }),
  ).toBeVisible();
});

test('a screen that is still loading shows the Loading... spinner', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold back the first page's route chunk: the shell renders and shows the spinner until it arrives.
  await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ideaforge' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Forge a raw idea');

  // The same on a client-side navigation to a screen not loaded yet.
  let releaseNext: () => void = () => {};
  const heldNext = new Promise<void>((resolve) => {
    releaseNext = resolve;
  });
  // Every script chunk requested from now on is the next screen's (whatever its file is called).
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await heldNext;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('main').getByText('Loading...')).toBeVisible();
  releaseNext();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
  await expect(page).toHaveTitle('Inbox · Ideaforge');
});

test('the account menu offers sign-in to a guest', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  expect(problems.list).toEqual([]);
});

test('the theme toggle switches to dark and the choice survives a reload', async ({ page, problems }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  expect(problems.list).toEqual([]);
});

test('a render error shows the error screen with details, Try Again and Reload Page', async ({ page }) => {
  // /what?__throw=1 exists only to prove the error boundary (see src/web/app/routes/what.tsx).
  await page.goto('/what?__throw=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('The application encountered an error and needs to be restarted.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Ideaforge')).toBeVisible();
  const details = page.getByText('Test error thrown on purpose');
  await expect(details).toBeHidden();
  await page.getByText('Error details').click();
  await expect(details).toBeVisible();
  // The cause is still there, so trying again fails again; the screen stays usable.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Ideaforge' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Forge a raw idea');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the home page has no serious or critical accessibility violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the navigation sits behind a hamburger menu', async ({ page, problems }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Projects' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
    expect(problems.list).toEqual([]);
  });
});

test('the footer reports the server status', async ({ page }) => {
  test.skip(isPreview, 'vite preview has no API');
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText('All systems normal')).toBeVisible();
});

test('the first visit to / loads at most 150 KiB of gzipped JavaScript before anything deferred', () => {
  const { shell, route, totalGzipBytes } = measureInitialJs();
  expect(shell.length).toBeGreaterThan(0);
  expect(route.length).toBeGreaterThan(0);
  expect(totalGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
});

test('the app installs a service worker from /sw.js and links its manifest and icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(new URL(scriptURL).pathname).toBe('/sw.js');

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  if (!isPreview) expect(sw.headers()['cache-control']).toContain('no-cache');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href ?? '/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Ideaforge', display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  }
});
