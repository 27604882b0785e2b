import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The idea the guided specs shape. */
export const IDEA = 'An app where neighbours lend each other tools like drills and ladders';

/**
 * Types the idea on the home page and starts shaping it: the chat opens with its conversation log and document
 * panel, returned for the steps that follow.
 */
export async function startIdea(page: Page, idea = IDEA): Promise<{ log: Locator; panel: Locator }> {
  await page.goto('/');
  await page.getByLabel('Describe your idea').fill(idea);
  await page.getByRole('button', { name: 'Start shaping' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const log = page.getByRole('log', { name: 'Conversation' });
  const panel = page.getByTestId('document-panel');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  return { log, panel };
}

/**
 * Answers the guide until the panel holds all six documents; returns the number of replies it took. The list is
 * virtualised (only what is on screen is mounted), so a reply counts as finished when the newest one says "Saved".
 * Clicking answers at machine speed meets the anonymous chat rate limit: like a person, the test waits the seconds
 * the message names and presses Retry. Each answer is the guide's first suggestion, else a plain "carry on".
 */
export async function walkToComplete(page: Page, log: Locator, panel: Locator): Promise<number> {
  const saved = log.getByText('Saved', { exact: true });
  const limited = log.getByRole('alert').filter({ hasText: 'You are sending messages too quickly' });
  const users = log.locator('[data-author="user"]');
  const chips = log.getByRole('list', { name: 'Suggested answers' }).getByRole('button');
  // Complete comes with the tech stack; the summary follows the guide's last question.
  const complete = panel.getByText('6 of 6');
  let replies = 1;
  for (let attempt = 1; attempt <= 40; attempt += 1) {
    await expect(saved.or(limited)).toBeVisible({ timeout: 90_000 });
    if (await limited.isVisible()) {
      const seconds = Number(/wait (\d+) seconds?/.exec((await limited.textContent()) ?? '')?.[1] ?? 10);
      await page.waitForTimeout((seconds + 1) * 1000);
      await limited.getByRole('button', { name: 'Retry' }).click();
      continue;
    }
    // The journey is read again once the reply is saved: either it is complete or the guide asks on.
    await expect(complete.or(chips.first()))
      .toBeVisible({ timeout: 20_000 })
      .catch(() => undefined);
    if (await complete.isVisible()) return replies;
    let answer = 'Yes, that is right — carry on.';
    if (await chips.first().isVisible()) {
      answer = ((await chips.first().textContent()) ?? '').trim();
      await chips.first().click();
    } else {
      await page.getByPlaceholder('Message the guide…').fill(answer);
      await page.getByRole('button', { name: 'Send message' }).click();
    }
    await expect(users.last()).toContainText(answer);
    replies += 1;
  }
  throw new Error('The guide did not reach the complete stage');
}
