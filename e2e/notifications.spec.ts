import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, signInAsAdmin } from './support/admin.ts';
import { signUp, toast, uniqueEmail } from './support/auth.ts';

/**
 * The notifications journey in two browsers: an admin sends (by API) and the user's bell rises live, the app
 * badge follows, a failed mark-as-read rolls the count back with its toast, and mark all read drops it to 0.
 */
test.describe.configure({ timeout: 120_000 });

const shotsDir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** Records what the page asks of the Badging API (headless Chromium has no app badge to set). */
async function stubBadging(page: Page) {
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { __badgeCalls: number[] }).__badgeCalls = calls;
    Object.defineProperty(navigator, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => {
        calls.push(count ?? 0);
        return Promise.resolve();
      },
    });
    Object.defineProperty(navigator, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push(0);
        return Promise.resolve();
      },
    });
  });
}

const lastBadge = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badgeCalls: number[] }).__badgeCalls.at(-1) ?? null);

async function newUser(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await stubBadging(page);
  await signUp(page, uniqueEmail(label), { name: 'Nora Notified' });
  const me = await callApi<{ user: { id: string } }>(page, '/api/me');
  return { context, page, userId: me.body.user.id };
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { context, page };
}

function send(admin: Page, userId: string, content: Record<string, unknown>) {
  return callApi<{ count: number }>(admin, '/api/admin/notifications', {
    method: 'POST',
    body: { userIds: [userId], ...content },
  });
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');
const bellCount = (page: Page) => bell(page).getByTestId('notification-count');

test('an admin’s send raises the other browser’s bell live; badge, rollback and mark all read follow', async ({
  browser,
}) => {
  const user = await newUser(browser, 'bell');
  const admin = await adminPage(browser);
  const page = user.page;

  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText('No notifications yet.', { exact: false })).toBeVisible();
  await expect(bell(page)).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  expect(
    (await send(admin.page, user.userId, { title: 'Your PRD is ready', body: 'Take a look at it.' })).status,
  ).toBe(201);
  await expect(bellCount(page)).toHaveText('1');
  expect(
    (
      await send(admin.page, user.userId, {
        title: 'Welcome to Ideaforge',
        body: 'Start by describing your idea in a sentence or two. '.repeat(4),
        category: 'account',
        actionUrl: '/chat',
        actionLabel: 'Start a chat',
      })
    ).status,
  ).toBe(201);
  await expect(bellCount(page)).toHaveText('2');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect.poll(() => lastBadge(page)).toBe(2);

  // The list caught up without a reload, newest first, with the 100-character preview.
  const items = page.getByTestId('inbox-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Welcome to Ideaforge');
  await expect(items.first()).toContainText(
    `${'Start by describing your idea in a sentence or two. '.repeat(2).slice(0, 100)}...`,
  );
  await expect(page.getByTestId('inbox-unread-summary')).toHaveText('2 unread');

  // A failed mark-as-read puts the count back and says so.
  await page.route('**/api/notifications/*/read', (route) =>
    route.fulfill({
      status: 500,
      json: {
        error: { code: 'MARK_NOTIFICATION_READ_FAILED', message: 'Failed to mark notification as read' },
      },
    }),
  );
  await page.getByRole('button', { name: 'Mark "Your PRD is ready" as read' }).click();
  await expect(toast(page, 'Failed to mark as read')).toBeVisible();
  await expect(bellCount(page)).toHaveText('2');
  await expect(items.nth(1)).toHaveAttribute('data-unread', 'true');
  await page.unroute('**/api/notifications/*/read');

  // Mark one read for real.
  await page.getByRole('button', { name: 'Mark "Your PRD is ready" as read' }).click();
  await expect(bellCount(page)).toHaveText('1');
  await expect(items.nth(1)).toHaveAttribute('data-unread', 'false');
  await expect.poll(() => lastBadge(page)).toBe(1);

  // Mark all read: 0 everywhere, with the success toast.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toast(page, 'All notifications marked as read')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('inbox-unread-summary')).toHaveText('All caught up');
  await expect.poll(() => lastBadge(page)).toBe(0);

  // A forced failure of mark all read rolls the count back too.
  await send(admin.page, user.userId, { title: 'One more', body: 'b' });
  await expect(bellCount(page)).toHaveText('1');
  await page.route('**/api/notifications/read-all', (route) =>
    route.fulfill({
      status: 500,
      json: {
        error: {
          code: 'MARK_ALL_NOTIFICATIONS_READ_FAILED',
          message: 'Failed to mark all notifications as read',
        },
      },
    }),
  );
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toast(page, 'Failed to mark all as read')).toBeVisible();
  await expect(bellCount(page)).toHaveText('1');
  await page.unroute('**/api/notifications/read-all');

  // Opening a notification with an action follows it.
  await items
    .filter({ hasText: 'Welcome to Ideaforge' })
    .getByRole('button', { name: 'Start a chat' })
    .click();
  await expect(page).toHaveURL(/\/chat$/);

  await user.context.close();
  await admin.context.close();
});

test('the inbox pages 10 at a time on scroll, filters, archives, and the bell survives a reconnect', async ({
  browser,
}) => {
  const user = await newUser(browser, 'inbox');
  const admin = await adminPage(browser);
  const page = user.page;
  for (let i = 1; i <= 12; i++) {
    await send(admin.page, user.userId, {
      title: `Update ${i}`,
      body: `Details of update ${i}.`,
      category: i % 3 === 0 ? 'product' : 'general',
      type: i % 2 === 0 ? 'release' : 'info',
    });
  }
  await page.goto('/inbox');
  const items = page.getByTestId('inbox-item');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Update 12');
  await items.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(items).toHaveCount(12);

  await page.getByLabel('Category').selectOption('product');
  await expect(items).toHaveCount(4);
  await page.getByLabel('Category').selectOption('');
  await page.getByLabel('Type').selectOption('release');
  await expect(items).toHaveCount(6);
  await page.getByLabel('Type').selectOption('');

  await page.getByRole('button', { name: 'Archive "Update 12"' }).click();
  await expect(toast(page, 'Notification archived')).toBeVisible();
  await expect(bellCount(page)).toHaveText('11');
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: 'Unarchive "Update 12"' }).click();
  await expect(items).toHaveCount(0);
  await expect(bellCount(page)).toHaveText('12');

  // Offline while a notification arrives: the count is right again once the connection is back.
  await expect(bell(page)).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  await user.context.setOffline(true);
  await expect(bell(page)).toHaveAttribute('data-live', 'false', { timeout: 60_000 });
  await send(admin.page, user.userId, { title: 'While you were away', body: 'b' });
  await user.context.setOffline(false);
  await expect(bellCount(page)).toHaveText('13', { timeout: 60_000 });

  if (process.env.E2E_SHOTS === '1') {
    mkdirSync(shotsDir, { recursive: true });
    await page.getByRole('tab', { name: 'All' }).click();
    await page.screenshot({ path: `${shotsDir}/inbox-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir}/inbox-phone.png`, fullPage: true });
    await page.goto('/account/notifications');
    await expect(page.getByTestId('preference-general')).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/notification-settings-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${shotsDir}/notification-settings-desktop.png`, fullPage: true });
  }
  await user.context.close();
  await admin.context.close();
});

test('notification settings save per category and send a test notification', async ({ browser }) => {
  const user = await newUser(browser, 'settings');
  const page = user.page;
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const push = page.getByRole('switch', { name: 'Push for Product updates' });
  await expect(push).toHaveAttribute('aria-checked', 'true');
  await push.click();
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Push for Product updates' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await page.getByRole('switch', { name: 'Push for General' }).press('Space');
  await expect(page.getByRole('switch', { name: 'Push for General' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(toast(page, 'Test notification sent')).toBeVisible();
  await expect(toast(page, 'In-app: sent')).toBeVisible();
  await expect(bellCount(page)).toHaveText('1');
  await user.context.close();
});

test('a push message reaches the service worker, which shows the notification with its link', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('push'), { name: 'Paula Pushed' });
  const me = await callApi<{ user: { id: string } }>(page, '/api/me');
  // The production build registers /sw.js (which imports public/push-sw.js); wait until it controls nothing
  // less than an active registration.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  const worker =
    context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ??
    (await context.waitForEvent('serviceworker'));

  // A real notification, and the payload the push channel sends for it (id, title, body, icon, url, unreadCount).
  const sent = await send(admin.page, me.body.user.id, {
    title: 'Your PRD is ready',
    body: 'Open it to review the requirements.',
    actionUrl: '/inbox',
  });
  expect(sent.status).toBe(201);
  const [item] = (sent.body as unknown as { items: { id: string }[] }).items;
  const count = await callApi<{ count: number }>(page, '/api/notifications/unread-count');
  const payload = {
    id: item?.id,
    title: 'Your PRD is ready',
    body: 'Open it to review the requirements.',
    icon: null,
    url: '/inbox',
    unreadCount: count.body.count,
  };

  // Deliver it as the push service would: DevTools' ServiceWorker domain hands the data to the worker's push event.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(scope).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  const shown = async () =>
    worker.evaluate(async () => {
      const sw = self as unknown as {
        registration: {
          getNotifications(): Promise<{ title: string; body: string; tag: string; data: unknown }[]>;
        };
      };
      return (await sw.registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: 'Your PRD is ready',
      body: 'Open it to review the requirements.',
      tag: item?.id,
      data: { url: '/inbox' },
    },
  ]);
  await cdp.detach();
  await context.close();
  await admin.context.close();
});
