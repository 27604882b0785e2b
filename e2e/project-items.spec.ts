import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { toast } from './support/auth.ts';
import { expect, isPreview, test } from './support/fixtures.ts';
import { startIdea, walkToComplete } from './support/guide.ts';

/**
 * A project's pages, bounded contexts and infrastructure, end to end against the real server and the built-in
 * guide: an idea is finished with the guide (its first suggested answer each time), the chat is saved into an
 * auto-created project, whose pages, contexts (the context map drawn as SVG) and infrastructure were derived from
 * the documents; one page is edited by hand; the MVP is changed in the chat's document panel; "Check documents
 * for changes" proposes the differences, one is accepted while the other stays proposed and the hand edit stays;
 * the project is shared, opened in a fresh browser, revoked and gone. Axe checks every screen of the feature.
 * E2E_SHOTS=1 also saves screenshots (desktop and phone, light and dark).
 */
test.skip(isPreview, 'vite preview has no API');
// A dozen streamed replies on a loaded two-core machine, then the project's screens.
test.describe.configure({ timeout: 600_000 });

const PROJECT_URL = /\/projects\/([0-9a-f-]{36})$/;
const MY_PURPOSE = 'The front door: neighbours see what tools are on their street before signing up';
const NEW_FEATURE = 'Lending reviews: borrowers and lenders rate each other after every loan';
const NEW_OVERVIEW =
  'A street-level tool library where neighbours borrow instead of buying. Starts with one block of flats.';
const shotsDir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';
const shots = process.env.E2E_SHOTS === '1';

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shotsDir, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const [size, width] of [
    ['desktop', 1440],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: size === 'phone' ? 844 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shotsDir}/items-${name}-${size}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport);
}

/** Axe on the page with the pointer parked off the controls (a hovered button's own shade is not the design's). */
async function accessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

/** Edits one section of the open document in the chat's panel and waits for the new version. */
async function editSection(view: Locator, label: RegExp, change: (current: string) => string) {
  await view.getByRole('button', { name: label }).click();
  const editor = view.getByRole('form', { name: label });
  const box = editor.getByRole('textbox');
  await box.fill(change(await box.inputValue()));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
}

test('items derived from the documents are listed, edited, re-derived by proposal, and shared', async ({
  page,
  browser,
  problems,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { log, panel } = await startIdea(page);
  const chatUrl = page.url();

  await test.step('finish the idea with the built-in guide', () => walkToComplete(page, log, panel));

  const projectId = await test.step('save the chat into an auto-created project', async () => {
    await page.getByRole('button', { name: 'Save to project', exact: true }).click();
    const chip = page.getByRole('button', { name: /^Project: Project / });
    await expect(chip).toBeVisible({ timeout: 20_000 });
    const saved = toast(page, /Saved to a new project/);
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Open project' }).click();
    await expect(page).toHaveURL(PROJECT_URL);
    return PROJECT_URL.exec(page.url())?.[1] ?? '';
  });

  await test.step('the project shows its structure; the pages were derived from the MVP', async () => {
    const structure = page.getByRole('region', { name: 'Structure' });
    await expect(structure.getByTestId('overview-count-pages')).toHaveText(/^[1-9]\d* items?/);
    await structure.getByRole('link', { name: /Pages/ }).click();
    await expect(page).toHaveURL(`/projects/${projectId}/pages`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    const pages = page.getByRole('list', { name: 'Pages' });
    await expect(pages.getByRole('listitem').first()).toBeVisible();
    await expect(pages.getByRole('link', { name: /^Home \/ / })).toBeVisible();
    await expect(pages.locator('[data-origin="derived"]').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }),
    ).toBeVisible();
    await accessible(page);
    await shot(page, 'pages');
  });

  await test.step('edit the home page by hand: a bad route is refused with the catalogue message', async () => {
    await page
      .getByRole('list', { name: 'Pages' })
      .getByRole('link', { name: /^Home \/ / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'User stories' })).toBeVisible();
    await accessible(page);
    await shot(page, 'page-detail');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Home' });
    await form.getByLabel('Purpose').fill(MY_PURPOSE);
    await form.getByLabel('Route').fill('home page');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Route must start with / and contain no spaces')).toBeVisible();
    // Nothing typed is lost on a refusal.
    await expect(form.getByLabel('Purpose')).toHaveValue(MY_PURPOSE);
    await accessible(page);
    await form.getByLabel('Route').fill('/');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('region', { name: 'Purpose' })).toContainText(MY_PURPOSE);
    await expect(page.locator('[data-origin="edited"]')).toBeVisible();
    await expect(page.getByText(/You edited purpose by hand/)).toBeVisible();
  });

  await test.step('the bounded contexts come with the context map drawn as SVG', async () => {
    await page.goto(`/projects/${projectId}/contexts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bounded contexts' })).toBeVisible();
    const contexts = page.getByRole('list', { name: 'Bounded contexts' });
    await expect(contexts.getByRole('listitem').first()).toBeVisible();
    const map = page.getByTestId('context-map');
    await expect(map.getByTestId('diagram-drawing').locator('svg')).toBeVisible({ timeout: 30_000 });
    await accessible(page);
    await shot(page, 'contexts');
    await contexts.getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Responsibility' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Relationships' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bounded contexts' }),
    ).toBeVisible();
    await accessible(page);
    await shot(page, 'context-detail');
  });

  await test.step('the infrastructure is grouped by kind with its monthly estimate', async () => {
    await page.goto(`/projects/${projectId}/infrastructure`);
    await expect(page.getByRole('heading', { level: 1, name: 'Infrastructure' })).toBeVisible();
    const groups = page.locator('main section[aria-labelledby^="infra-"]');
    await expect(groups.first()).toBeVisible();
    await expect(page.getByTestId('infrastructure-total')).toContainText('Estimated monthly cost');
    await accessible(page);
    await shot(page, 'infrastructure');
    await groups.first().getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Links' })).toBeVisible();
    await expect(page.getByText('Environment', { exact: true })).toBeVisible();
    await accessible(page);
    await shot(page, 'infrastructure-detail');
  });

  await test.step('the MVP changes in the chat: a new feature and a new overview', async () => {
    await page.goto(chatUrl);
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await panel
      .getByRole('button')
      .filter({ hasText: /MVP · v\d+/ })
      .click();
    const view = panel.getByTestId('document-view');
    await expect(view.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await editSection(view, /^Edit Core Features$/i, (current) => `${current}\n${NEW_FEATURE}`);
    await editSection(view, /^Edit M[Vv][Pp] Overview$/i, () => NEW_OVERVIEW);
    await expect(view).toContainText('Lending reviews');
  });

  await test.step('check for changes; accept one proposal, the other stays and the hand edit survives', async () => {
    await page.goto(`/projects/${projectId}/pages`);
    await expect(page.getByTestId('proposals-banner')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Check documents for changes' }).click();
    const review = page.getByRole('dialog', { name: 'Changes from the documents' });
    const addReviews = review
      .locator('[data-testid="proposal"][data-action="add"]')
      .filter({ hasText: 'Lending reviews' });
    const homePurpose = review
      .locator('[data-testid="proposal"][data-action="change"][data-field="purpose"]')
      .filter({ hasText: 'Purpose of Home' });
    await expect(addReviews).toBeVisible();
    await expect(homePurpose).toBeVisible();
    // The edited field is proposed with both values, and warns that accepting would replace the edit.
    await expect(homePurpose).toContainText(MY_PURPOSE);
    await expect(homePurpose).toContainText(
      'A street-level tool library where neighbours borrow instead of buying.',
    );
    await expect(homePurpose).toContainText('You edited this by hand');
    await accessible(page);
    await shot(page, 'review');

    await addReviews.getByRole('button', { name: /^Accept: / }).click();
    await expect(toast(page, 'Change accepted')).toBeVisible();
    await expect(addReviews).toHaveCount(0);
    await expect(homePurpose).toBeVisible();
    await review.getByRole('button', { name: 'Close' }).first().click();
    await expect(review).toBeHidden();

    const pages = page.getByRole('list', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: /^Lending reviews/ })).toBeVisible();
    await expect(page.getByTestId('proposals-banner')).toBeVisible();
    await pages.getByRole('link', { name: /^Home \/ / }).click();
    await expect(page.getByRole('region', { name: 'Purpose' })).toContainText(MY_PURPOSE);
  });

  await test.step('a page is added by hand, then deleted after confirming', async () => {
    await page.goto(`/projects/${projectId}/pages`);
    await page.getByRole('button', { name: 'Add page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Route').fill('/history');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill('Lending history');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await expect(dialog).toBeHidden();
    const manual = page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: /^Lending history/ });
    await expect(manual.locator('[data-origin="manual"]')).toBeVisible();
    await manual.click();
    await page.getByRole('button', { name: 'Delete Lending history' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this page?' });
    await accessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`/projects/${projectId}/pages`);
    await expect(
      page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: /^Lending history/ }),
    ).toHaveCount(0);
  });

  await test.step('share the project, open the link in a fresh browser, revoke it and see it gone', async () => {
    await page.goto(`/projects/${projectId}/settings/visibility`);
    await page.getByRole('radio', { name: /Shared by link/ }).check();
    const linkField = page.getByLabel('Share link');
    await expect(linkField).toHaveValue(/\/shared\/projects\/[A-Za-z0-9_-]{20,}$/);
    const link = await linkField.inputValue();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await context.newPage();
    await visitor.goto(link);
    await expect(visitor.getByText('Shared project · read-only')).toBeVisible();
    await expect(visitor.getByText('Lending reviews').first()).toBeVisible();

    await page.getByRole('button', { name: 'Revoke link' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke the share link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await expect(toast(page, 'Link revoked: the project is private again')).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'This link doesn’t work any more' })).toBeVisible();
    await expect(visitor.getByText('Lending reviews')).toHaveCount(0);
    await context.close();
  });

  // Expected in the console: the chat rate limit's 429 while the guide is answered at machine speed, and the
  // revoked link's 404. Nothing else.
  expect(
    problems.list.filter(
      (line) =>
        !/status of 429 .*\/api\/chat\)/.test(line) &&
        !/status of 404 .*\/api\/shared\/projects\//.test(line),
    ),
  ).toEqual([]);
});
