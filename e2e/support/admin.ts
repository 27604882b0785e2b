import { expect, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './auth.ts';

/** The e2e server's ADMIN_EMAILS entry (playwright.config.ts): this account holds admin from its sign-in. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

/** Signs the page in as the suite's admin, creating the account the first time (a retry finds it there). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth?tab=sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name (optional)').fill('Suite Admin');
  await form.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  const exists = form.getByRole('alert');
  await expect(page.getByRole('banner').getByTestId('header-user-name').or(exists)).toBeVisible({
    timeout: 20_000,
  });
  if (await exists.isVisible()) await signIn(page, E2E_ADMIN_EMAIL);
  await expect(page.getByRole('banner').getByTestId('header-user-name')).toHaveText('Suite Admin', {
    timeout: 20_000,
  });
}

/** A same-origin call from the page, as the app's own screens make them (cookie, CSRF headers and all). */
export async function callApi<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'include',
      });
      return { status: response.status, body: await response.json() };
    },
    { path, init },
  );
}
