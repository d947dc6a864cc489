import type { Page } from '@playwright/test';
import { expect, PASSWORD, registerByApi, test } from './support/fixtures';
import { fillUsername } from './support/sign-in';

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => toastRegion(page).locator('li');
const toastTitled = (page: Page, title: string) =>
  toasts(page).filter({ has: page.getByText(title, { exact: true }) });

test.beforeEach(async ({ page }) => {
  // A saved cookie choice keeps the banner away from the toasts' corner.
  await page.addInitScript(() =>
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        timestamp: '2026-01-01T00:00:00.000Z',
      }),
    ),
  );
});

/** Signs in with the wrong password on /auth: the destructive "Login failed" toast appears. */
const failLogin = async (page: Page, username: string) => {
  await page.goto('/auth');
  await fillUsername(page, username);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(toastTitled(page, 'Login failed')).toBeVisible();
  // Keep the pointer away from the toasts: hovering pauses their timer.
  await page.mouse.move(10, 10);
};

test('one toast at a time: a newer toast replaces the one on screen', async ({ page, request }) => {
  const { username } = await registerByApi(request);
  await failLogin(page, username);
  await expect(toasts(page)).toHaveCount(1);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(toastTitled(page, 'Login successful')).toBeVisible();
  await expect(toastTitled(page, 'Login failed')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
});

test('the destructive variant is styled apart from the default one', async ({ page, request }) => {
  const { username } = await registerByApi(request);
  await failLogin(page, username);
  const failed = toastTitled(page, 'Login failed');
  expect(await failed.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(180, 35, 24)',
  );
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  const success = toastTitled(page, 'Login successful');
  await expect(success).toBeVisible();
  expect(await success.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});

test('a toast disappears by itself after the 5 s default, not before', async ({
  page,
  request,
}) => {
  const { username } = await registerByApi(request);
  await failLogin(page, username);
  const shownAt = Date.now();
  const failed = toastTitled(page, 'Login failed');
  await page.waitForTimeout(4000);
  await expect(failed).toBeVisible();
  await expect(failed).toHaveCount(0, { timeout: 3000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThanOrEqual(4000);
  expect(elapsed).toBeLessThan(7000);
});

test('a swipe right of 50 px or more dismisses a toast; a shorter one does not', async ({
  page,
  request,
}) => {
  const { username } = await registerByApi(request);
  await failLogin(page, username);
  const failed = toastTitled(page, 'Login failed');
  const box = await failed.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const startX = box.x + 40;
  const y = box.y + box.height / 2;

  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + 30, y, { steps: 6 });
  await page.mouse.up();
  await expect(failed).toBeVisible();

  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + 80, y, { steps: 8 });
  await page.mouse.up();
  await expect(failed).toHaveCount(0, { timeout: 1500 });
});

test('F8 moves keyboard focus to the notifications viewport', async ({ page, request }) => {
  const { username } = await registerByApi(request);
  await failLogin(page, username);
  expect(
    await toastRegion(page).evaluate((region) => region.contains(document.activeElement)),
  ).toBe(false);
  await page.keyboard.press('F8');
  await expect
    .poll(() => toastRegion(page).evaluate((region) => region.contains(document.activeElement)))
    .toBe(true);
  // From the viewport, Tab reaches the toast's close button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(toastRegion(page).getByRole('button', { name: 'Close notification' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastTitled(page, 'Login failed')).toHaveCount(0);
});
