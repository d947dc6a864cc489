import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { CalculatorInput } from '#engine/index';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

const SCORE_PATTERN = /^\d{1,3}% \(\d{1,3}–\d{1,3}%\)$/;

/** Presses Tab until the focused element's accessible text matches, like a keyboard user. */
const tabTo = async (page: Page, text: RegExp, maxPresses = 40) => {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    // Focus outside any control (the body, whose text is the whole page) is never a match.
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element && element !== document.body ? element.textContent : '';
    });
    if (text.test(focused)) return;
  }
  throw new Error(`No focusable element matching ${String(text)}`);
};

/**
 * Fills the current step with the keyboard: first option of each select, capital typed; the
 * capital's currency keeps its default (the location's: dollars for the first state).
 */
const fillStepWithKeyboard = async (page: Page) => {
  for (let guard = 0; guard < 12; guard += 1) {
    await page.keyboard.press('Tab');
    const [tag, id] = await page.evaluate(() => [
      document.activeElement?.tagName ?? '',
      document.activeElement?.id ?? '',
    ]);
    if (id === 'calculator-capitalCurrency') continue;
    if (tag === 'SELECT') await page.keyboard.press('ArrowDown');
    else if (tag === 'INPUT') await page.keyboard.type('80000');
    else return tag;
  }
  throw new Error('The step never reached its buttons');
};

/** Fills every step with the mouse (fast path for tests that are not about the keyboard). */
const fillCalculator = async (page: Page) => {
  const form = page.locator('form[aria-labelledby="calculator-step-heading"]');
  for (let step = 1; step <= 3; step += 1) {
    await expect(form.getByText(new RegExp(`^(Step|Adım) ${step} `))).toBeVisible();
    // The capital's currency keeps its default (the location's: dollars for the first state).
    for (const select of await form.locator('select:not(#calculator-capitalCurrency)').all())
      await select.selectOption({ index: 1 });
    for (const input of await form.locator('input[type="number"]').all()) await input.fill('80000');
    await form.locator('button[type="submit"]').click();
  }
};

type Prediction = { probability: number; interval: { low: number; high: number } };

/** The score text the page must show for an input, from the server's own prediction. */
const expectedScore = async (page: Page, input: CalculatorInput) => {
  const response = await page.request.post('/api/predict', { data: input });
  expect(response.status()).toBe(200);
  const result = (await response.json()) as Prediction;
  const percent = (value: number) => Math.round(value * 100);
  return `${percent(result.probability)}% (${percent(result.interval.low)}–${percent(result.interval.high)}%)`;
};

const lastInput = async (page: Page) =>
  JSON.parse(
    (await page.evaluate(() => localStorage.getItem('lastCalculatorInput'))) ?? 'null',
  ) as CalculatorInput;

test('a visitor goes from the home page to a result with the keyboard alone, in under a minute', async ({
  page,
}) => {
  const started = Date.now();
  // The visitor's result is computed once, in the browser: the page never asks the server again.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/predict' || path === '/api/calculator/options') apiCalls.push(path);
  });
  await page.goto('/');
  // Tabbing starts once the page is drawn: before its chunk arrives, there is only the header.
  await expect(
    page
      .getByRole('main')
      .getByText(/Calculate your success score/)
      .first(),
  ).toBeVisible();
  await tabTo(page, /Calculate your success score/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Success Calculator' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Form completion' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  // Enter without answers: the spec's message, announced, and nothing moves on.
  await tabTo(page, /Choose…/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please complete all required fields');
  await expect(page.locator('#calculator-step-heading')).toHaveText('Your business');

  await page.keyboard.press('Shift+Tab');
  for (let step = 0; step < 3; step += 1) {
    const stoppedAt = await fillStepWithKeyboard(page);
    expect(stoppedAt).toBe('BUTTON');
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (label === 'Back') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    if (step < 2) await expect(page.locator('#calculator-step-heading')).toBeFocused();
  }

  await expect(page).toHaveURL(/\/calculator\/result$/);
  const score = page.getByTestId('result-score');
  await expect(score).toHaveText(SCORE_PATTERN);
  await expect(score).toHaveText(await expectedScore(page, await lastInput(page)));
  await expect(
    page.getByText(/^Computed in your browser with model \S+, the same model the server runs\.$/),
  ).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(Date.now() - started).toBeLessThan(60_000);

  // Tabs and a chart's data table.
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Visualizations' }).click();
  const radarTable = page.getByTestId('factor-radar-table');
  await expect(radarTable.locator('tbody tr')).toHaveCount(6);
  await expect(radarTable.locator('tbody th').first()).toHaveText('Market demand');
  await page.getByRole('tab', { name: 'Financials' }).click();
  await expect(page.getByTestId('growth-projection-table').locator('tbody tr')).toHaveCount(5);
  await page.getByRole('tab', { name: 'Action Plan' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

  // The result survives a reload (session storage).
  await page.reload();
  await expect(page.getByTestId('result-score')).toHaveText(
    await expectedScore(page, await lastInput(page)),
  );
});

test('a visitor exports the result as JSON from the result page', async ({ page }) => {
  await page.goto('/calculator');
  await fillCalculator(page);
  await expect(page.getByTestId('result-score')).toHaveText(SCORE_PATTERN);
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /JSON/ }).click(),
  ]);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    input: CalculatorInput;
    result: Prediction;
  };
  expect(exported.input).toEqual(await lastInput(page));
  const percent = Math.round(exported.result.probability * 100);
  await expect(page.getByTestId('result-score')).toHaveText(new RegExp(`^${percent}% `));
});

test('a signed-in user has the calculation saved and lands on its page', async ({ page }) => {
  await signUpAndOpen(page, '/calculator');
  await expect(page.getByText('Your result will be saved to your account.')).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/calculations') && response.request().method() === 'POST',
  );
  await fillCalculator(page);
  const response = await saved;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; input: CalculatorInput };
  expect(body.input).toEqual(await lastInput(page));
  await expect(page).toHaveURL(new RegExp(`/analysis-results/${body.id}$`));
});

for (const language of ['en', 'tr'] as const) {
  test(`calculator and result pass axe in ${language}`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/calculator');
    await expect(page.locator('#calculator-step-heading')).toBeVisible();
    // With the error state showing too.
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expectNoAxeViolations(page);

    await fillCalculator(page);
    await expect(page).toHaveURL(/\/calculator\/result$/);
    await expect(page.getByTestId('result-score')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab').nth(1).click();
    await page.getByRole('tab').nth(7).click();
    await expectNoAxeViolations(page);
  });
}
