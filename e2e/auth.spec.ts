import {
  FUN_NAME,
  headerName,
  openAccountMenu,
  PASSWORD,
  signIn,
  signOutFromMenu,
  signUp,
  toast,
  uniqueEmail,
} from './support/auth.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';

// These journeys sign up (a proof of work in the page) and sign in several times: give a busy machine room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('an anonymous visitor who sends a first idea is signed in behind the scenes and gets a fun name', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await expect(headerName(page)).toBeHidden();
  await page.getByLabel('Describe your idea').fill('A shared calendar for allotment gardeners');
  await page.getByRole('button', { name: 'Start shaping' }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(headerName(page)).toHaveText(FUN_NAME, { timeout: 20_000 });

  // The name is stored: it survives a reload and the menu offers the upgrade.
  const name = await headerName(page).innerText();
  await page.reload();
  await expect(headerName(page)).toHaveText(name);
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Anonymous account')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Upgrade account' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('sign-up, sign-out and sign-in with e-mail and password', async ({ page, problems }) => {
  const email = uniqueEmail('journey');
  await signUp(page, email, { name: 'Ada Lovelace' });
  await expect(headerName(page)).toHaveText('Ada Lovelace');

  await signOutFromMenu(page);
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Not signed in')).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, email);
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await expect(headerName(page)).toHaveText('Ada Lovelace');
  // Still signed in after a reload: the session cookie is real.
  await page.reload();
  await expect(headerName(page)).toHaveText('Ada Lovelace');
  expect(problems.list).toEqual([]);
});

test('the forms check e-mail and password with the spec’s messages before sending', async ({ page }) => {
  await page.goto('/auth');
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('E-mail').fill('not-an-email');
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInForm.getByText('Please enter a valid email address')).toBeVisible();
  await expect(signInForm.getByText('Password is required')).toBeVisible();

  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUpForm = page.getByRole('form', { name: 'Sign up' });
  await signUpForm.getByLabel('E-mail').fill('someone@example.com');
  await signUpForm.getByLabel('Password').fill('short');
  await signUpForm.getByRole('button', { name: 'Create account' }).click();
  await expect(signUpForm.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?tab=sign-up/);
});

test('five wrong passwords lock the account and the minutes are shown', async ({ page, browser }) => {
  // Seven password checks (scrypt, memory-hard on purpose): a busy machine needs the extra time.
  test.slow();
  const email = uniqueEmail('lockout');
  await signUp(page, email);
  await signOutFromMenu(page);

  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, email, `wrong-password-${attempt}`);
    await expect(alert).toHaveText('Invalid email or password');
  }
  await signIn(page, email, 'wrong-password-5');
  await expect(alert).toHaveText(/^Account locked\. Try again in 1[45] minutes\.$/);

  // Locked means locked: the right password is refused too, from another browser as well (per account, not per IP).
  const other = await browser.newPage();
  await signIn(other, email, PASSWORD);
  await expect(other.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    /^Account locked\. Try again in 1[45] minutes\.$/,
  );
  await other.close();
});
