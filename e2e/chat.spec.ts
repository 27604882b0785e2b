import type { Locator, Page } from '@playwright/test';
import { severeAccessibilityViolations } from './support/accessibility.ts';
import { expect, isPreview, test } from './support/fixtures.ts';

/**
 * The chat journey against the real server and the built-in guide (the default provider without keys): from the
 * home page's idea box to a streamed reply, a suggested answer, the session's title, a reload, rename and delete.
 */
// A loaded CI machine can take a while to build a page and stream a reply.
test.describe.configure({ timeout: 60_000 });

test.skip(isPreview, 'vite preview has no API');

const IDEA = 'A tool library app where neighbours lend each other drills, ladders and tents, with reminders';
const SESSION_URL = /\/chat\/([0-9a-f-]{36})$/;

/** A message the user wrote (the guide often quotes it back, so the text alone is ambiguous). */
function userMessage(log: Locator, text: string): Locator {
  return log.locator('[data-author="user"]').filter({ hasText: text });
}

async function startFromHome(page: Page) {
  await page.goto('/');
  await page.getByLabel('Describe your idea').fill(IDEA);
  await page.getByRole('button', { name: 'Start shaping' }).click();
  await expect(page).toHaveURL(SESSION_URL, { timeout: 20_000 });
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(userMessage(log, IDEA)).toBeVisible();
  // The guide's reply streams in and settles with its suggested answers.
  const suggestions = log.getByRole('list', { name: 'Suggested answers' });
  await expect(suggestions).toBeVisible({ timeout: 20_000 });
  return { log, suggestions };
}

test('an idea from the home page becomes a conversation that survives a reload', async ({
  page,
  problems,
}) => {
  const { log, suggestions } = await startFromHome(page);
  const heading = page.getByRole('heading', { level: 1 });

  // The title leaves "New Chat": first the message's start, then the generated title; the sidebar agrees.
  await expect(heading).not.toHaveText(/^(New Chat|Chat session|Chat)$/);
  const chats = page.getByRole('navigation', { name: 'Chats' });
  const current = chats.locator('a[aria-current="page"]');
  await expect(current).toBeVisible();
  await expect(async () => {
    expect(await current.locator('span').first().textContent()).toBe(await heading.textContent());
  }).toPass();

  // A suggested answer is sent as the user's next message and answered in turn.
  const firstChip = suggestions.getByRole('button').first();
  const answer = (await firstChip.textContent())?.trim() ?? '';
  expect(answer).not.toBe('');
  await firstChip.click();
  await expect(userMessage(log, answer)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
  await expect(log.locator('[data-author="guide"]')).toHaveCount(2);

  // Everything is still there after a reload.
  const url = page.url();
  const title = await heading.textContent();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(heading).toHaveText(title ?? '');
  await expect(userMessage(log, IDEA)).toBeVisible();
  await expect(userMessage(log, answer)).toBeVisible();
  await expect(log.locator('[data-author="guide"]')).toHaveCount(2);
  expect(problems.list).toEqual([]);
});

test('regenerating the last reply replaces it, also after a reload', async ({ page, problems }) => {
  const { log } = await startFromHome(page);
  const replies = log.locator('[data-author="guide"]');
  await expect(replies).toHaveCount(1);
  await page.getByRole('button', { name: 'Regenerate reply' }).click();
  await expect(log.getByRole('list', { name: 'Suggested answers' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
  await expect(replies).toHaveCount(1);
  // The server stored the new reply in place of the old one: one user message, one reply.
  await page.reload();
  await expect(userMessage(log, IDEA)).toHaveCount(1);
  await expect(replies).toHaveCount(1);
  expect(problems.list).toEqual([]);
});

test('a chat can be renamed, archived and deleted from the sidebar', async ({ page, problems }) => {
  await startFromHome(page);
  const chats = page.getByRole('navigation', { name: 'Chats' });
  const row = chats.getByRole('listitem').first();

  await row.hover();
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const input = chats.getByRole('textbox', { name: 'Chat title' });
  await input.fill('Tool library, renamed');
  await input.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool library, renamed');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool library, renamed');

  // Archive moves it to the Archived tab; restore brings it back.
  await chats.getByRole('listitem').first().hover();
  await page.getByRole('button', { name: 'Actions for Tool library, renamed' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(chats.getByText('Tool library, renamed')).toBeHidden();
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(chats.getByText('Tool library, renamed')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Tool library, renamed' }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(chats.getByText('Tool library, renamed')).toBeVisible();

  // Delete asks first, then leaves for a new chat.
  await page.getByRole('button', { name: 'Actions for Tool library, renamed' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete this chat?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(chats.getByText('Tool library, renamed')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat');
  expect(problems.list).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a conversation has no serious or critical accessibility violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await startFromHome(page);
    // The chat page itself; the header is the shell's and has its own checks.
    expect(await severeAccessibilityViolations(page, 'main')).toEqual([]);
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the conversation fills the screen and the chats open in a sheet', async ({ page, problems }) => {
    const { suggestions } = await startFromHome(page);
    await expect(page.getByRole('navigation', { name: 'Chats' })).toBeHidden();
    await expect(suggestions.getByRole('button').first()).toBeInViewport();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect(composer).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Show chats' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your chats' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'New chat' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 2, name: 'What are we building?' })).toBeVisible();
    expect(problems.list).toEqual([]);
  });
});
