import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, registerByApi, test } from './support/fixtures';

/** Registers through the API, creates a business directly, and opens `path` signed in. */
const openWithBusiness = async (page: Page, path: string, language: 'en' | 'tr' = 'en') => {
  const user = await registerByApi(page.request);
  const created = await page.request.post('/api/businesses', {
    data: { name: 'Corner bakery', description: 'Bread and coffee' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.addInitScript(
    ({ id, username, lng }) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('username', username);
      localStorage.setItem('language', lng);
    },
    { id: user.id, username: user.username, lng: language },
  );
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
};

const run = (page: Page) => page.getByRole('button', { name: 'Run simulation' });

test.describe('business simulator', () => {
  test('runs in the worker with progress, then shows figures, charts and the comparison', async ({
    page,
  }) => {
    // 150,000 simulated paths and an axe pass over 60-row tables on a shared 2-core machine.
    test.setTimeout(60_000);
    await openWithBusiness(page, '/business-simulator');
    await expect(page.locator('main h1')).toHaveText('Business simulator');
    await page.getByLabel('Simulated paths').selectOption('50000');
    await run(page).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByText('Simulation finished.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('50,000 paths over 60 months, seed 1.')).toBeVisible();
    const comparison = page.getByRole('table', { name: 'Scenarios side by side' });
    await expect(comparison.getByRole('columnheader')).toHaveText([
      'Figure',
      'Your plan',
      'Best case',
      'Worst case',
    ]);
    await expect(page.getByTestId('cash-fan-table').locator('tbody tr')).toHaveCount(60);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('cancels a long run with the keyboard alone', async ({ page }) => {
    await openWithBusiness(page, '/business-simulator');
    await page.getByLabel('Simulated paths').focus();
    await page.keyboard.press('End'); // the last choice: 100,000 paths
    await expect(page.getByLabel('Simulated paths')).toHaveValue('100000');
    await page.getByLabel('Seed').focus();
    await page.keyboard.press('Enter'); // Enter in a field submits the form
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeVisible();
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Simulation cancelled.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Results' })).toHaveCount(0);
  });

  test('saves a scenario with the keyboard, sees it after a reload and compares it', async ({
    page,
  }) => {
    await openWithBusiness(page, '/business-simulator');
    const capital = page.getByLabel('Starting capital (USD)');
    await capital.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('400000');
    await page.getByLabel('Scenario name').focus();
    await page.keyboard.type('Well funded');
    await page.keyboard.press('Enter');
    const saved = page.getByRole('list').filter({ hasText: 'Well funded' });
    await expect(saved).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saved scenarios (1 of 10)' })).toBeVisible();
    await expect(page.getByText('Well funded', { exact: true })).toBeVisible();
    await page.getByLabel('Simulated paths').selectOption('1000');
    await run(page).focus();
    await page.keyboard.press('Enter');
    const comparison = page.getByRole('table', { name: 'Scenarios side by side' });
    await expect(comparison.getByRole('columnheader').last()).toHaveText('Well funded');
  });
});

test.describe('goal-based simulator', () => {
  test('finds a plan that reaches a break-even goal', async ({ page }) => {
    await openWithBusiness(page, '/simulator');
    await expect(page.locator('main h1')).toHaveText('Goal-based simulator');
    await page.getByLabel('Goal', { exact: true }).selectOption('breakEvenWithinMonths');
    await page.getByLabel('Within months').fill('18');
    await page.getByRole('button', { name: 'Find plans' }).click();
    await expect(page.getByText(/^Found \d plans?, easiest first\.$/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/^Plan 1 \(effort [\d.]+\)$/)).toBeVisible();
    await expect(
      page.getByText(/^Re-run result: .* of paths break even in time\.$/).first(),
    ).toBeVisible();
  });
});

for (const language of ['en', 'tr'] as const) {
  for (const path of ['/business-simulator', '/simulator']) {
    test(`axe finds no violations on ${path} (${language})`, async ({ page }) => {
      await openWithBusiness(page, path, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main form').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
}
