import { callApi, signInAsAdmin } from './support/admin.ts';
import { signUp, uniqueEmail } from './support/auth.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/*
 * SPEC §2/§6: a user holding whatsapp_admin is replaced from / to /whatsapp; anyone else opening /whatsapp or
 * /whatsapp-calls sees "Access Denied". The role is granted for real: the suite's admin (ADMIN_EMAILS) calls
 * POST /api/admin/users/:userId/roles from their browser.
 */
test('an admin grants whatsapp_admin; that user is sent from / to /whatsapp, others see Access Denied', async ({
  browser,
  page,
  problems,
}) => {
  const email = uniqueEmail('whatsapp');
  await signUp(page, email, { name: 'Messaging Lead' });
  const me = await callApi<{ user: { id: string }; roles: string[] }>(page, '/api/me');
  expect(me.body.roles).toEqual([]);

  // Without the role: the guard screen on both messaging pages, and the home page stays.
  for (const path of ['/whatsapp', '/whatsapp-calls']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need WhatsApp admin privileges to access this page.')).toBeVisible();
  }
  await page.goto('/');
  await expect(page).toHaveURL('/');

  // A plain user cannot grant it to themselves.
  const selfGrant = await callApi(page, `/api/admin/users/${me.body.user.id}/roles`, {
    method: 'POST',
    body: { role: 'whatsapp_admin' },
  });
  expect(selfGrant.status).toBe(403);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    const granted = await callApi<{ roles: string[] }>(admin, `/api/admin/users/${me.body.user.id}/roles`, {
      method: 'POST',
      body: { role: 'whatsapp_admin' },
    });
    expect(granted).toEqual({ status: 200, body: { userId: me.body.user.id, roles: ['whatsapp_admin'] } });
    // The admin is not a WhatsApp admin: Access Denied for them too.
    await admin.goto('/whatsapp');
    await expect(admin.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();

    // The messaging lead, on their next visit to /, is replaced to /whatsapp (Back skips the home page).
    await page.goto('/privacy');
    await page.goto('/');
    await expect(page).toHaveURL('/whatsapp');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Access Denied');
    await page.goto('/whatsapp-calls');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Access Denied');
    await page.goBack();
    await expect(page).toHaveURL('/whatsapp');
    await page.goBack();
    await expect(page).toHaveURL('/privacy');

    // Removing the role takes it away again.
    const removed = await callApi(admin, `/api/admin/users/${me.body.user.id}/roles/whatsapp_admin`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await page.goto('/whatsapp');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  } finally {
    await adminContext.close();
  }
  expect(problems.list.filter((line) => !line.includes('status of 403'))).toEqual([]);
});
