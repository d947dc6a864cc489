import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PASSWORD, signUpAndOpen, test, uniqueName } from './support/fixtures';
import { signInThroughProviderPopup } from './support/provider-popup';

const NEW_PASSWORD = 'lighthouse keeper 1887';

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** A second device: the same account signed in through another client with its own cookie. */
const signInElsewhere = async (request: APIRequestContext, username: string) => {
  const response = await request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
};

test('a user edits the profile, and the page follows the language they choose', async ({
  page,
}) => {
  await signUpAndOpen(page, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const profile = section(page, 'Profile');
  await expect(profile.getByLabel('Username')).toHaveAttribute('readonly');

  await profile.getByLabel('Display name').fill('Ada Lovelace');
  await profile.getByLabel('Photo address').fill('http://example.com/ada.png');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  const photo = profile.getByLabel('Photo address');
  await expect(photo).toHaveAccessibleDescription(/Must be an https:\/\/ address/);

  await photo.fill('https://example.com/ada.png');
  await profile.getByLabel('Language').selectOption('tr');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
  await expect(page.getByText('Profil kaydedildi', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');

  const account = (await (await page.request.get('/api/account')).json()) as Record<
    string,
    unknown
  >;
  expect(account).toMatchObject({
    displayName: 'Ada Lovelace',
    photoURL: 'https://example.com/ada.png',
    language: 'tr',
  });
});

test('changing the password ends the other device’s session', async ({ page, request }) => {
  const username = uniqueName();
  await signUpAndOpen(page, '/account', username);
  await signInElsewhere(request, username);
  const password = section(page, 'Password');

  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'Passwords must match',
  );

  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is incorrect.',
  );

  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');
  // Signed out: the server answers null for a visitor.
  expect(await (await request.get('/api/user')).json()).toBeNull();
  expect(await (await page.request.get('/api/user')).json()).not.toBeNull();
  const login = await request.post('/api/login', { data: { username, password: NEW_PASSWORD } });
  expect(login.status()).toBe(200);
});

test('a user lists their sessions, signs one out, then signs out everywhere', async ({
  page,
  request,
}) => {
  const username = uniqueName();
  await signUpAndOpen(page, '/account', username);
  await signInElsewhere(request, username);
  await page.reload();
  const sessions = section(page, 'Active sessions');
  const rows = sessions.getByRole('table', { name: 'Active sessions' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const current = rows.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Chrome');

  const other = rows.filter({ hasNotText: 'This device' });
  await other.getByRole('button', { name: /^Sign out / }).click();
  await expect(rows).toHaveCount(1);
  // Signed out: the server answers null for a visitor.
  expect(await (await request.get('/api/user')).json()).toBeNull();

  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You were signed out everywhere', { exact: true })).toBeVisible();
  // Signed out: the server answers null for a visitor.
  expect(await (await page.request.get('/api/user')).json()).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
});

test('a user exports their data as one JSON file', async ({ page }) => {
  const user = await signUpAndOpen(page, '/account');
  const business = await page.request.post('/api/businesses', {
    data: { name: 'Harbour Café', description: 'Coffee by the sea' },
  });
  expect(business.status()).toBe(201);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section(page, 'Your data').getByRole('button', { name: 'Export as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^foresight-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as {
    account: { username: string };
    businesses: { name: string }[];
    sessions: { isCurrent: boolean }[];
  };
  expect(data.account.username).toBe(user.username);
  expect(data.businesses.map((item) => item.name)).toEqual(['Harbour Café']);
  expect(data.sessions).toEqual([expect.objectContaining({ isCurrent: true })]);
  expect(text).not.toMatch(/argon2|tokenHash|passwordHash/i);
  await expect(page.getByText('Your data was downloaded', { exact: true })).toBeVisible();
});

test('a user deletes the account and cannot sign in again', async ({ page }) => {
  const username = uniqueName();
  await signUpAndOpen(page, '/account', username);
  await section(page, 'Delete account').getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirmation = dialog.getByLabel(`Type your username (${username}) to confirm`);
  await confirmation.fill(`${username}x`);
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirmation).toHaveAccessibleDescription('Type your username exactly as shown');

  await confirmation.fill(username);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Your account was deleted', { exact: true })).toBeVisible();
  // The browser forgets the user once home has replaced /account on screen.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  // Signed out: the server answers null for a visitor.
  expect(await (await page.request.get('/api/user')).json()).toBeNull();
  const login = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('a user connects the sign-in provider, sees it listed and disconnects it', async ({
  page,
  context,
}) => {
  await signUpAndOpen(page, '/account');
  const methods = section(page, 'Sign-in methods');
  await expect(methods.getByText('No sign-in provider is connected.')).toBeVisible();
  const login = `link${Date.now().toString(36)}`;
  await signInThroughProviderPopup(
    context,
    methods.getByRole('button', { name: 'Connect Google' }),
    login,
  );

  await expect(methods.getByText(`${login}@example.test`, { exact: false })).toBeVisible();
  await methods.getByRole('button', { name: 'Disconnect Google' }).click();
  await expect(methods.getByText('No sign-in provider is connected.')).toBeVisible();
  expect(await (await page.request.get('/api/account/identities')).json()).toEqual([]);
});

test('a user adds an e-mail address and confirms it from the mailed link', async ({ page }) => {
  await signUpAndOpen(page, '/account');
  const email = section(page, 'E-mail');
  await expect(email.getByText('No e-mail address is linked to your account yet.')).toBeVisible();
  const address = `acct.${Date.now().toString(36)}@example.test`;
  await email.getByLabel('E-mail address to add').fill('not an address');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByLabel('E-mail address to add')).toHaveAccessibleDescription(
    /Please enter a valid email address/,
  );
  await email.getByLabel('E-mail address to add').fill(address);
  // A new address could take the account over by a reset: the password is asked again.
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByLabel('Current password')).toHaveAccessibleDescription(
    /This field is required/,
  );
  await email.getByLabel('Current password').fill('not my password');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByLabel('Current password')).toHaveAccessibleDescription(
    /current password is incorrect/,
  );
  await email.getByLabel('Current password').fill(PASSWORD);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();

  // The e2e server keeps its mail in the outbox page (no SMTP server).
  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('article', { name: 'Confirm your new e-mail address for Foresight' })
    .filter({ hasText: `To: ${address}` })
    .first();
  const href = await mail.getByRole('link').first().getAttribute('href');
  const link = new URL(href ?? '');
  await page.goto(`${link.pathname}${link.hash}`);
  const readAccount = async (): Promise<unknown> => (await page.request.get('/api/account')).json();
  await expect.poll(readAccount).toMatchObject({ email: address, emailVerified: true });
  await page.goto('/account');
  await expect(section(page, 'E-mail').getByText('Verified', { exact: true })).toBeVisible();
});
