import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Offline use as a visitor has it: with the app's service worker, which playwright.config.ts
// blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

const SCORE_PATTERN = /^\d{1,3}% \(\d{1,3}–\d{1,3}%\)$/;

const fillCalculator = async (page: Page) => {
  const form = page.locator('form[aria-labelledby="calculator-step-heading"]');
  for (let step = 1; step <= 3; step += 1) {
    await expect(form.getByText(new RegExp(`^Step ${step} `))).toBeVisible();
    // The capital's currency keeps its default (the location's: dollars for the first state).
    for (const select of await form.locator('select:not(#calculator-capitalCurrency)').all())
      await select.selectOption({ index: 1 });
    for (const input of await form.locator('input[type="number"]').all()) await input.fill('80000');
    await form.locator('button[type="submit"]').click();
  }
};

test('offline after one online visit: the calculator reloads from the service worker and computes locally', async ({
  page,
  context,
}) => {
  await page.goto('/calculator');
  await expect(page.locator('#calculator-step-heading')).toBeVisible();
  // The worker precaches the shell and every built asset before it takes control.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active !== null && navigator.serviceWorker.controller !== null;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Success Calculator' })).toBeVisible();
  await fillCalculator(page);

  await expect(page).toHaveURL(/\/calculator\/result$/);
  await expect(page.getByTestId('result-score')).toHaveText(SCORE_PATTERN);
  await expect(
    page.getByText("You're offline: this result was computed in your browser with the same model."),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isOfflineMode'))).toBe('true');
  await page.getByRole('tab', { name: 'Visualizations' }).click();
  await expect(page.getByTestId('factor-radar-table').locator('tbody tr')).toHaveCount(6);

  // Back online, the same result stays, now said to be computed by the server's model.
  const score = await page.getByTestId('result-score').textContent();
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(/^Computed in your browser with model \S+/)).toBeVisible();
  await expect(page.getByTestId('result-score')).toHaveText(score ?? '');
});

test('the service worker never caches API answers', async ({ page }) => {
  await page.goto('/calculator');
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.evaluate(() => fetch('/api/calculator/options').then((response) => response.json()));
  const cachedApiUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.filter((path) => path.startsWith('/api'));
  });
  expect(cachedApiUrls).toEqual([]);
});
