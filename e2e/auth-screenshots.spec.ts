import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openAccountMenu, signUp, uniqueEmail } from './support/auth.ts';

/**
 * Not a check: pictures of the account screens for a human to look at, like e2e/screenshots.spec.ts. Runs only
 * with E2E_SHOTS=1, writing /tmp/shots/auth-*.png at 1440×900 and 390×844.
 */
const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

test.skip(process.env.E2E_SHOTS !== '1', 'screenshots only on request (E2E_SHOTS=1)');
test.beforeAll(() => mkdirSync(dir, { recursive: true }));
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/auth-${name}.png`, fullPage: true });
}

for (const phone of [false, true]) {
  const size = phone ? 'phone' : 'desktop';
  test.describe(size, () => {
    test.use(phone ? { viewport: { width: 390, height: 844 } } : { viewport: { width: 1440, height: 900 } });

    test(`signed-out screens (${size})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      await shot(page, `sign-in-${size}`);
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await shot(page, `sign-in-errors-${size}`);
      await page.goto('/auth?tab=sign-up');
      await expect(page.getByTestId('captcha-altcha')).toHaveAttribute('data-state', 'verified', {
        timeout: 30_000,
      });
      await shot(page, `sign-up-${size}`);
      await page.goto('/upgrade');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `upgrade-signed-out-${size}`);
      await page.route('**/api/auth/get-session', (route) => route.fulfill({ json: null }));
      await page.goto('/auth/callback');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finishing sign-in');
      await shot(page, `callback-${size}`);
    });

    test(`anonymous screens (${size})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await page.getByLabel('Describe your idea').fill('A tool library for neighbours');
      await page.getByRole('button', { name: 'Start shaping' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: /Account menu for/ })).toBeVisible({
        timeout: 30_000,
      });
      await openAccountMenu(page);
      await shot(page, `menu-anonymous-${size}`);
      await page.keyboard.press('Escape');
      await page.goto('/upgrade');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrade your account');
      await shot(page, `upgrade-${size}`);
      await page.goto('/account');
      await expect(page.getByTestId('profile-name')).toBeVisible();
      await shot(page, `account-anonymous-${size}`);
    });

    test(`signed-in screens (${size})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signUp(page, uniqueEmail('shots'), { name: 'Ada Lovelace' });
      await openAccountMenu(page);
      await shot(page, `menu-signed-in-${size}`);
      await page.keyboard.press('Escape');
      await page.goto('/account');
      await expect(page.getByTestId('profile-name')).toBeVisible();
      await shot(page, `account-${size}`);
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await shot(page, `account-dark-${size}`);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto('/delete-me');
      await page.getByLabel('Type DELETE to confirm').fill('DELETE');
      await shot(page, `delete-me-${size}`);
      await page.goto('/auth');
      await shot(page, `auth-signed-in-${size}`);
    });
  });
}
