import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openWithBusiness } from './support/business';
import { expectNoAxeViolations } from './support/axe';
import { FIELD_TEXTS } from './support/field-texts';

type CalculatorOptions = {
  fields: {
    name: string;
    type: 'select' | 'number';
    options: { value: string }[];
  }[];
  example: Record<string, string | number>;
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
    await expectNoAxeViolations(page);
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

const calculatorOptions = async (page: Page) => {
  const response = await page.request.get('/api/calculator/options');
  expect(response.status()).toBe(200);
  return (await response.json()) as CalculatorOptions;
};

const predictProbability = async (page: Page, input: Record<string, string | number>) => {
  const response = await page.request.post('/api/predict', { data: input });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { probability: number }).probability;
};

/** "Starting capital: $80,000 → $300,000" back to the field code and the new value. */
const readChange = (text: string, options: CalculatorOptions): [string, string | number] => {
  const match = /^(.+): (.+) → (.+)$/.exec(text.trim());
  expect(match, text).not.toBeNull();
  const [, fieldLabel = '', , to = ''] = match ?? [];
  const labels: Record<string, string> = FIELD_TEXTS.en.label;
  const field = options.fields.find((candidate) => labels[candidate.name] === fieldLabel);
  expect(field, fieldLabel).toBeDefined();
  if (!field) return ['', ''];
  if (field.type === 'number') return [field.name, Number(to.replace(/[^\d.]/g, ''))];
  const words: Record<string, string> =
    FIELD_TEXTS.en.option[field.name as keyof typeof FIELD_TEXTS.en.option];
  const option = field.options.find((candidate) => words[candidate.value] === to);
  expect(option, to).toBeDefined();
  return [field.name, option?.value ?? ''];
};

test.describe('goal-based simulator, success score', () => {
  test('finds plans to a higher success score that POST /api/predict confirms', async ({
    page,
  }) => {
    const options = await calculatorOptions(page);
    const current = await predictProbability(page, options.example);
    // Five points above today's score: advice changes only the founder's own choices, each worth a
    // few points (90% is out of reach for the example: see the axe test below).
    const target = Math.min(95, Math.ceil(current * 100) + 5);
    await openWithBusiness(page, '/simulator', 'en', options.example);
    await expect(page.getByLabel('Goal', { exact: true })).toHaveValue('successScoreAtLeast');
    await expect(page.getByTestId('current-score')).toHaveText(
      `Your success score today: ${Math.round(current * 1000) / 10}%.`,
    );
    await page.getByLabel('Success score at least (%)').fill(String(target));
    await page.getByRole('button', { name: 'Find plans' }).click();
    await expect(page.getByText(/^Found \d plans?, easiest first\.$/)).toBeVisible({
      timeout: 20_000,
    });
    const plans = page.getByTestId('score-plan');
    const count = await plans.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const plan = plans.nth(index);
      const input = { ...options.example };
      for (const text of await plan.getByRole('listitem').allTextContents()) {
        const [name, value] = readChange(text, options);
        input[name] = value;
      }
      const probability = await predictProbability(page, input);
      expect(probability).toBeGreaterThanOrEqual(target / 100);
      await expect(plan.getByText(/^Success score with this plan: /)).toHaveText(
        `Success score with this plan: ${Math.round(probability * 1000) / 10}%.`,
      );
      const capital = Number(input.capitalInvestment);
      const newMoney = capital - Number(options.example.capitalInvestment);
      await expect(plan).toContainText(
        newMoney > 0
          ? `New money needed$${newMoney.toLocaleString('en-US')}`
          : 'New money needednone',
      );
      expect(capital).toBeLessThanOrEqual(
        3 * Math.max(Number(options.example.capitalInvestment), 5_000),
      );
    }
  });

  for (const language of ['en', 'tr'] as const) {
    test(`axe finds no violations with success-score plans shown (${language})`, async ({
      page,
    }) => {
      const options = await calculatorOptions(page);
      await openWithBusiness(page, '/simulator', language, options.example);
      // 90% is out of reach for the example (model 2026.12-3 reaches the default 60%): the closest
      // plan and, beside it, the best plan that needs no new money.
      await page
        .getByLabel(language === 'en' ? 'Success score at least (%)' : 'En az başarı puanı (%)')
        .fill('90');
      await page
        .getByRole('button', { name: language === 'en' ? 'Find plans' : 'Plan bul' })
        .click();
      await expect(page.getByTestId('score-best')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('score-plan-without-new-money')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('links to the calculator when the business has no calculator answers', async ({ page }) => {
    await openWithBusiness(page, '/simulator');
    await expect(page.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
      'href',
      '/calculator',
    );
    await expect(page.getByRole('button', { name: 'Find plans' })).toBeDisabled();
  });
});

for (const language of ['en', 'tr'] as const) {
  for (const path of ['/business-simulator', '/simulator']) {
    test(`axe finds no violations on ${path} (${language})`, async ({ page }) => {
      await openWithBusiness(page, path, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main form').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
