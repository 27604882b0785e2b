import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { headerName, PASSWORD, signIn, signUp, toast, uniqueEmail } from './support/auth.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';

// These journeys sign up (a proof of work in the page) and sign in several times: give a busy machine room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The toast sits entirely below the sticky site header. */
async function expectBelowHeader(page: Page, toastLocator: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  await expect(async () => {
    const box = await toastLocator.boundingBox();
    expect(box && header && box.y >= header.y + header.height).toBe(true);
  }).toPass();
}

test('the account page shows the profile and sign-in method and edits the full name', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('account');
  await signUp(page, email, { name: 'Grace Hopper' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('E-mail and password')).toBeVisible();

  const field = page.getByLabel('Full name');
  await field.fill('Rear Admiral Grace Hopper');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Name saved')).toBeVisible();
  await expectBelowHeader(page, toast(page, 'Name saved'));
  await expect(headerName(page)).toHaveText('Rear Admiral Grace Hopper');
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Rear Admiral Grace Hopper');

  // On a phone too, the toast leaves the header's controls (menu, account) uncovered.
  await page.setViewportSize({ width: 390, height: 844 });
  await field.fill('Grace Hopper');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Name saved')).toBeVisible();
  await expectBelowHeader(page, toast(page, 'Name saved'));
  expect(problems.list).toEqual([]);
});

test('sign out everywhere ends the sessions of every browser', async ({ page, browser }) => {
  const email = uniqueEmail('everywhere');
  await signUp(page, email);
  const other = await browser.newPage();
  await signIn(other, email);
  await expect(headerName(other)).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/');
  await expect(headerName(page)).toBeHidden();

  await other.goto('/account');
  await expect(other.getByText('You are not signed in.')).toBeVisible();
  await expect(headerName(other)).toBeHidden();
  await other.close();
});

test('deleting the account asks for DELETE, signs out, and the account can no longer sign in', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('delete');
  await signUp(page, email, { name: 'Temporary Person' });
  await page.goto('/delete-me');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();
  await expect(page.getByText('All chats and messages, with their diagrams')).toBeVisible();
  const button = page.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(button).toBeDisabled();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await button.click();

  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await expect(headerName(page)).toBeHidden();

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Invalid email or password',
  );
  expect(problems.list.filter((line) => !line.includes('/api/auth/sign-in/email'))).toEqual([]);
});

test('protected screens wait for the session with "Authentication state loading..."', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/account');
  await expect(page.getByText('Authentication state loading...')).toBeVisible();
  release();
  await expect(page.getByText('You are not signed in.')).toBeVisible();
});

test('a session endpoint that fails at start-up shows the Authentication Error screen', async ({ page }) => {
  await page.route('**/api/auth/get-session', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"X","message":"x"}}',
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByText('Please refresh the page and try again.')).toBeVisible();
});

// axe over every account and auth page, signed out, anonymous and signed in, on a desktop and a phone;
// label-content-name-mismatch is on (the header's account button must be named by what it shows).
for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`accessibility of the auth and account pages (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed out: no serious violation', async ({ page }) => {
      for (const path of ['/auth', '/auth?tab=sign-up', '/upgrade', '/privacy', '/terms']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      }
    });

    test('anonymous: no serious violation', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Describe your idea').fill('A booking board for a village hall');
      await page.getByRole('button', { name: 'Start shaping' }).click();
      await expect(
        page.getByRole('banner').getByRole('button', { name: /^Account menu for / }),
      ).toBeVisible();
      await page.goto('/upgrade');
      await expect(page.getByRole('button', { name: 'Upgrade and keep my chats' })).toBeVisible();
      await expectAccessible(page);
    });

    test('signed in: no serious violation', async ({ page }) => {
      await signUp(page, uniqueEmail('a11y'), { name: 'Alan Turing' });
      const account = page.getByRole('banner').getByRole('button', { name: 'Account menu for Alan Turing' });
      await expect(account).toBeVisible();
      for (const path of ['/', '/account', '/delete-me']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      }
    });
  });
}
