import {
  FUN_NAME,
  headerName,
  PASSWORD,
  signIn,
  signOutFromMenu,
  toast,
  uniqueEmail,
} from './support/auth.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('an anonymous user upgrades with e-mail and password and keeps the chat', async ({ page }) => {
  const idea = 'A swap shop for children’s outgrown sports kit';
  await page.goto('/');
  await page.getByLabel('Describe your idea').fill(idea);
  await page.getByRole('button', { name: 'Start shaping' }).click();
  await expect(headerName(page)).toHaveText(FUN_NAME);
  // The guide has answered, so the chat holds the idea and a reply.
  await expect(page.getByText('So the idea is').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your account' })).toBeVisible();
  const email = uniqueEmail('upgrade');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name (optional)').fill('Katherine Johnson');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Upgrade and keep my chats' }).click();

  await expect(
    toast(page, 'Account upgraded successfully! Your chat history has been preserved.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(headerName(page)).toHaveText('Katherine Johnson');
  expect(await page.evaluate(() => localStorage.getItem('ideaforge.pendingLink'))).toBeNull();

  // The chat is the new account's: still there after signing out and in again.
  await signOutFromMenu(page);
  await signIn(page, email);
  await expect(headerName(page)).toHaveText('Katherine Johnson');
  await page.goto('/chat');
  const chats = page.getByRole('navigation', { name: 'Chats' }).getByRole('link');
  await expect(chats).toHaveCount(1);
  await chats.first().click();
  await expect(page.getByText(idea).first()).toBeVisible();
  await expect(page.getByText('So the idea is').first()).toBeVisible();
});

test('/upgrade explains itself to someone with nothing to upgrade', async ({ page }) => {
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your account' })).toBeVisible();
  await expect(page.getByText('Upgrading is for people who started anonymously.')).toBeVisible();
});
