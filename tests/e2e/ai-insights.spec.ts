import type { Page } from '@playwright/test';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { createCalculation } from './support/calculations';
import { expectNoAxeViolations } from './support/axe';

type Overview = {
  groups: {
    insight: {
      current: { score: number };
      change: { fromScore: number; toScore: number; inputChanges: { input: string }[] } | null;
      lifts: { input: string; liftPoints: number }[];
    } | null;
  }[];
  narrativeAvailable: boolean;
};

const overviewOf = async (page: Page) => {
  const response = await page.request.get('/api/insights');
  expect(response.status()).toBe(200);
  return (await response.json()) as Overview;
};

// Two saved runs of the calculator's example, the second with a founder choice changed, so the
// page has a change to explain, lifts to suggest and risks to name.
const saveTwoRuns = async (page: Page) => {
  await createCalculation(page.request, { title: 'First plan' });
  await createCalculation(page.request, {
    title: 'Second plan',
    input: { competitionLevel: 'low', capitalInvestment: 120_000 },
  });
};

test('AI insights explain the change between two runs with the engine figures, by fixed rules', async ({
  page,
}) => {
  await signUpAndOpen(page, '/');
  await saveTwoRuns(page);
  const overview = await overviewOf(page);
  const insight = overview.groups[0]?.insight;
  const change = insight?.change;
  if (!insight || !change) throw new Error('two saved runs must give an insight with a change');
  expect(change.inputChanges.map((change) => change.input).sort()).toEqual([
    'capitalInvestment',
    'competitionLevel',
  ]);

  await page.goto('/ai-recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'AI insights' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expect(
    main.getByText(
      `From “First plan” to “Second plan”: score ${change.fromScore} → ${change.toScore}`,
    ),
  ).toBeVisible();
  // The summary repeats where it stands; the section below says it with the interval.
  await expect(main.getByText(`Success score ${insight.current.score}:`).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Largest single lift' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Risks that weigh most' })).toBeVisible();
  // No language model is configured for the e2e server: the text says it was written by rules.
  expect(overview.narrativeAvailable).toBe(false);
  await expect(main.getByText("Written by fixed rules from the model's figures.")).toBeVisible();
  await expect(main.getByText(/Machine-written/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a new user gets a way to the calculator, and the page reads in Turkish', async ({ page }) => {
  await signUpAndOpen(page, '/ai-recommendations');
  await expect(page.getByRole('heading', { name: 'No calculation to read yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
    'href',
    '/calculator',
  );

  await saveTwoRuns(page);
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByText('What changed')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
