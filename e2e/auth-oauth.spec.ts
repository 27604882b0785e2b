import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { FUN_NAME, headerName, openAccountMenu, signOutFromMenu, toast } from './support/auth.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { oauthProviderUrl } from './support/oauth-provider.ts';

/*
 * Google and GitHub sign-in end to end in Chromium: the app server (GOOGLE_/GITHUB_OAUTH_BASE_URL) talks to the
 * local provider server Playwright started (e2e/support/oauth-provider.ts) over real HTTP, and the browser clicks
 * through the provider's consent page like a user.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const LABEL = { google: 'Google', github: 'GitHub' } as const;

let counter = 0;
function uniquePerson(first: string) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  return { name: `${first} ${tag.toUpperCase()}`, email: `${first.toLowerCase()}.${tag}@example.com` };
}

/** Every page the browser navigated to, in order (redirects included). */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

function providerOrigin(baseURL: string | undefined): string {
  return oauthProviderUrl(Number(new URL(baseURL ?? 'http://127.0.0.1:4173').port));
}

/** On the provider's page: say who you are and allow (or cancel). */
async function consent(
  page: Page,
  provider: 'google' | 'github',
  who: { name: string; email: string } | null,
) {
  await expect(
    page.getByRole('heading', { level: 1, name: `Sign in with ${LABEL[provider]}` }),
  ).toBeVisible();
  if (!who) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('button', { name: 'Allow' }).click();
}

for (const provider of ['google', 'github'] as const) {
  test(`signs in with ${LABEL[provider]}: provider consent → callback → signed in`, async ({
    page,
    baseURL,
    problems,
  }) => {
    const navigations = recordNavigations(page);
    const who = uniquePerson(provider === 'google' ? 'Grace' : 'Linus');
    await page.goto('/auth');
    await page.getByRole('button', { name: `Continue with ${LABEL[provider]}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${providerOrigin(baseURL)}/${provider}/`));
    await consent(page, provider, who);

    await expect(toast(page, 'Signed in successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(headerName(page)).toHaveText(who.name);
    // The provider's picture is the avatar.
    await expect(page.getByRole('banner').locator('[data-slot="avatar"] img')).toHaveAttribute(
      'src',
      new RegExp(`^${providerOrigin(baseURL)}/avatars/\\d+\\.svg$`),
    );

    const paths = navigations.map((url) => new URL(url));
    const at = (test: (url: URL) => boolean) => paths.findIndex(test);
    const atProvider = at((url) => url.origin === providerOrigin(baseURL));
    const atApiCallback = at(
      (url) =>
        url.pathname === `/api/auth/callback/${provider}` &&
        url.searchParams.has('code') &&
        url.searchParams.has('state'),
    );
    const atCallback = at((url) => url.pathname === '/auth/callback');
    expect(atProvider).toBeGreaterThanOrEqual(0);
    expect(atApiCallback).toBeGreaterThan(atProvider);
    expect(atCallback).toBeGreaterThan(atApiCallback);

    // The account is real: the menu shows the e-mail and the session survives a reload.
    await page.reload();
    await expect(headerName(page)).toHaveText(who.name);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText(who.email)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/account');
    await expect(page.getByText(LABEL[provider], { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    expect(problems.list).toEqual([]);

    // Signing in again with the same provider identity returns to the same account.
    await signOutFromMenu(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: `Continue with ${LABEL[provider]}` }).click();
    await consent(page, provider, who);
    await expect(toast(page, 'Signed in successfully!')).toBeVisible();
    await expect(headerName(page)).toHaveText(who.name);
  });
}

test('cancelling at Google says "Failed to sign in with Google" and stays signed out', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, 'google', null);
  await expect(toast(page, 'Failed to sign in with Google')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  await expect(headerName(page)).toBeHidden();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test('a stale provider link says "An error occurred during sign in"', async ({ page }) => {
  // What a user meets opening an old OAuth return from their history: no sign-in is waiting for it.
  await page.goto('/api/auth/callback/github?code=stale-code');
  await expect(toast(page, 'An error occurred during sign in')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  await expect(headerName(page)).toBeHidden();
});

/** The app origin's pending-link marker, read from outside the page (the browser may be on the provider). */
async function pendingLinkMarker(page: Page, baseURL: string | undefined): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const app = origins.find((entry) => entry.origin === new URL(baseURL ?? '').origin);
  return app?.localStorage.find((item) => item.name === 'ideaforge.pendingLink')?.value ?? null;
}

test('an anonymous user upgrades with GitHub and keeps the chat', async ({ page, baseURL }) => {
  const idea = 'A tool library for a street of neighbours';
  await page.goto('/');
  await page.getByLabel('Describe your idea').fill(idea);
  await page.getByRole('button', { name: 'Start shaping' }).click();
  await expect(headerName(page)).toHaveText(FUN_NAME);
  await expect(page.getByText('So the idea is').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with GitHub' })).toBeVisible();
  // The pending-link marker was stored before the browser left for the provider.
  expect(await pendingLinkMarker(page, baseURL)).toContain('anonymousUserId');
  const who = uniquePerson('Margaret');
  await consent(page, 'github', who);

  await expect(
    toast(page, 'Account upgraded successfully! Your chat history has been preserved.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(headerName(page)).toHaveText(who.name);
  expect(await pendingLinkMarker(page, baseURL)).toBeNull();

  // The chat belongs to the GitHub account: still there, complete, after signing out and in with GitHub again.
  await signOutFromMenu(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await consent(page, 'github', who);
  await expect(headerName(page)).toHaveText(who.name);
  await page.goto('/chat');
  const chats = page.getByRole('navigation', { name: 'Chats' }).getByRole('link');
  await expect(chats).toHaveCount(1);
  await chats.first().click();
  await expect(page.getByText(idea).first()).toBeVisible();
  await expect(page.getByText('So the idea is').first()).toBeVisible();
});

test('an upgrade whose link step fails says so, and the account is still signed in', async ({
  page,
  baseURL,
}) => {
  // The pending-link proof runs out while the user is away at the provider (it lives an hour): the server
  // refuses the link call, and the user is told the transfer had an issue.
  await page.addInitScript(() => {
    if (window.location.pathname !== '/auth/callback') return;
    const raw = localStorage.getItem('ideaforge.pendingLink');
    if (!raw) return;
    localStorage.setItem('ideaforge.pendingLink', JSON.stringify({ ...JSON.parse(raw), token: '1.expired' }));
  });
  await page.goto('/');
  await page.getByLabel('Describe your idea').fill('A lost-and-found board for a train line');
  await page.getByRole('button', { name: 'Start shaping' }).click();
  await expect(headerName(page)).toHaveText(FUN_NAME);

  await page.goto('/upgrade');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const who = uniquePerson('Ada');
  await consent(page, 'google', who);
  await expect(
    toast(page, 'Account upgrade completed, but there was an issue transferring your data.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(headerName(page)).toHaveText(who.name);
  expect(await pendingLinkMarker(page, baseURL)).toBeNull();
});
