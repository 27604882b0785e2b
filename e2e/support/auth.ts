import { expect as baseExpect, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Helpers for the account journeys (e2e/auth*.spec.ts, e2e/account*.spec.ts). */

export const FUN_NAME =
  /^(Curious Otter|Brave Badger|Clever Fox|Gentle Panda|Happy Hedgehog|Jolly Penguin|Lucky Rabbit|Mighty Moose|Nimble Squirrel|Playful Dolphin|Quiet Owl|Sunny Koala|Swift Falcon|Witty Raccoon|Zesty Lemur)#[A-Z]{4}$/;

export const PASSWORD = 'correct horse battery';

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export function headerName(page: Page) {
  return page.getByRole('banner').getByTestId('header-user-name');
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Signs up on /auth (the ALTCHA proof of work runs in the page) and waits for the redirect home. */
export async function signUp(page: Page, email: string, options: { name?: string; password?: string } = {}) {
  await page.goto('/auth?tab=sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  if (options.name) await form.getByLabel('Name (optional)').fill(options.name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(options.password ?? PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function openAccountMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function signOutFromMenu(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(headerName(page)).toBeHidden();
}
