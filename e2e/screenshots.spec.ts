import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Not a check: pictures of the shell for a human to look at. Runs only with E2E_SHOTS=1
 * (e.g. `E2E_SHOTS=1 npx playwright test screenshots`), writing to /tmp/shots.
 */
const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

test.skip(process.env.E2E_SHOTS !== '1', 'screenshots only on request (E2E_SHOTS=1)');
test.beforeAll(() => mkdirSync(dir, { recursive: true }));

const shots: readonly { name: string; path: string; dark?: boolean; phone?: boolean; click?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'home-dark', path: '/', dark: true },
  { name: 'coming-soon', path: '/projects/proj-42/contexts/ctx-7' },
  { name: 'coming-soon-dark', path: '/admin/xero/cash', dark: true },
  { name: 'not-found', path: '/definitely/not/here' },
  { name: 'error', path: '/what?__throw=1', click: 'Error details' },
  { name: 'access-denied', path: '/whatsapp' },
  { name: 'what', path: '/what' },
  { name: 'privacy-dark', path: '/privacy', dark: true },
  { name: 'mobile-home', path: '/', phone: true },
  { name: 'mobile-menu', path: '/chat', phone: true, click: 'Open menu' },
  { name: 'mobile-coming-soon-dark', path: '/admin/co-browse/abc', phone: true, dark: true },
];

for (const shot of shots) {
  test(`screenshot ${shot.name}`, async ({ page }) => {
    if (shot.phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: shot.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
    await page.goto(shot.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (shot.click)
      await page
        .getByText(shot.click, { exact: true })
        .or(page.getByRole('button', { name: shot.click }))
        .first()
        .click();
    await page.waitForTimeout(400);
    await page.screenshot({
      path: `${dir}/${shot.name}.png`,
      fullPage: !shot.phone || shot.name === 'mobile-home',
    });
  });
}
