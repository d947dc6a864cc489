import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The app routes declaratively (docs/decisions/014), so scrolling is its own code: a new page
// starts at the top, Back returns to where the reader was, a fragment scrolls to its target.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        timestamp: '2026-01-01T00:00:00.000Z',
      }),
    );
  });
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at the top and Back restores the position', async ({ page }) => {
  await page.goto('/success-score');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const before = await scrollY(page);

  // The sticky header's link: clicking it scrolls nothing, so the position left is `before`.
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/success-score$/);
  await expect.poll(() => scrollY(page)).toBe(before);
});

test('a link to a #fragment of a lazily loaded page scrolls to it', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A client-side navigation, as a link in the app makes it: the page's chunk is not loaded yet.
  await page.evaluate(() => {
    history.pushState(null, '', '/success-score#calibration-title');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('#calibration-title')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(300);
});
