import type { Page } from '@playwright/test';
import { expect, logOutFromHeader, PASSWORD, test, uniqueName } from './support/fixtures';
import { fillUsername } from './support/sign-in';

const header = (page: Page) => page.getByRole('banner');

/** Presses Tab until the element matching `selector` has focus (keyboard-only navigation). */
const tabTo = async (page: Page, selector: string, maxPresses = 40) => {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await page.locator(selector).evaluate((element) => element === document.activeElement))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} was not reachable with Tab`);
};

test('a new user registers, signs out, signs in and sees their name', async ({ page }) => {
  const username = uniqueName();
  await page.goto('/auth?tab=sign-up');
  await fillUsername(page, username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
  await expect(header(page).getByText(username)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(username);

  await logOutFromHeader(page);
  await expect(
    page.getByText('You have been logged out successfully.', { exact: true }),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  // Signed out: the server answers null for a visitor.
  expect(await (await page.request.get('/api/user')).json()).toBeNull();

  await page.goto('/auth');
  await fillUsername(page, username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page.getByText(`Welcome back, ${username}!`, { exact: true })).toBeVisible();
  await expect(header(page).getByText(username)).toBeVisible();

  await page.reload();
  await expect(header(page).getByText(username)).toBeVisible();
});

test('a wrong password shows the failure toast and keeps the user signed out', async ({
  page,
  request,
}) => {
  const username = uniqueName();
  expect(
    (await request.post('/api/register', { data: { username, password: PASSWORD } })).status(),
  ).toBe(201);
  await page.goto('/auth');
  await fillUsername(page, username);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Invalid username or password', { exact: true }).first(),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('sign-up shows the validation messages before calling the server', async ({ page }) => {
  await page.goto('/auth?tab=sign-up');
  await fillUsername(page, 'ab');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
});

test('the whole sign-in works with the keyboard alone', async ({ page, request }) => {
  const username = uniqueName();
  await request.post('/api/register', { data: { username, password: PASSWORD } });
  // E-mail is the default method; the address can open the username form.
  await page.goto('/auth?method=username');
  await tabTo(page, 'input[name="username"]');
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(header(page).getByText(username)).toBeVisible();
});

test('switching to Turkish translates the page, is remembered, and switches back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await header(page).locator('button[lang="tr"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(header(page).getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await header(page).locator('button[lang="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a Turkish browser starts in Turkish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await context.close();
});
