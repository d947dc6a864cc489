import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInWithBusiness } from './support/business';
import { exampleInput } from './support/calculations';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/reflow';

type Saved = { id: string; title: string; result: { probability: number } };

const businessIdOf = async (page: Page) => {
  const response = await page.request.get('/api/businesses');
  expect(response.status()).toBe(200);
  const { businesses } = (await response.json()) as { businesses: { id: string }[] };
  const id = businesses[0]?.id;
  if (!id) throw new Error('the signed-in user has no business');
  return id;
};

/** Saves a calculation of the calculator's example, linked to the user's business. */
const saveLinkedCalculation = async (
  page: Page,
  businessId: string,
  title: string,
  capitalInvestment?: number,
) => {
  const input = {
    ...(await exampleInput(page.request)),
    ...(capitalInvestment === undefined ? {} : { capitalInvestment }),
  };
  const response = await page.request.post('/api/calculations', {
    data: { input, title, businessId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Saved;
};

const requestAnalysis = async (page: Page, businessId: string) => {
  const response = await page.request.post('/api/analysis-reports', { data: { businessId } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; steps: { id: string }[] };
};

const openPage = async (page: Page, path: string, heading: string) => {
  await page.goto(path);
  // The first visit fetches the page's chunk and texts: slow on a busy machine, not a failure.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 20_000,
  });
};

const wholePercent = (share: number) => `${Math.round(share * 100)}%`;

// Each journey saves runs through the API and opens three or four pages, each a first visit that
// fetches its chunk and texts: 30 s is too short on a loaded machine, though nothing is wrong.
test.describe.configure({ timeout: 90_000 });

test('a new user sees where to start on every dashboard', async ({ page }) => {
  await signInWithBusiness(page);
  await openPage(page, '/dashboard', 'Dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText('No saved calculations yet.', { exact: false })).toBeVisible();
  // The business was created without answers: the calculator comes first.
  const next = main.getByTestId('dashboard-next-actions');
  await expect(next).toContainText('Corner bakery has no answers yet');
  await expect(next.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
    'href',
    '/calculator',
  );
  await expect(main.getByTestId('dashboard-token-balance')).toHaveText('10 tokens');
  await expect(main.getByRole('link', { name: 'Get tokens or a membership' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(main.getByRole('link', { name: 'Corner bakery' })).toHaveAttribute(
    'href',
    '/workspace',
  );
  await expect(main.getByText('Current', { exact: true })).toBeVisible();

  await openPage(page, '/progress-dashboard', 'Progress dashboard');
  await expect(main.getByText('No action plan yet.', { exact: false })).toBeVisible();
  await expect(
    main.getByText('No saved calculations yet, so there is no history to draw.'),
  ).toBeVisible();

  await openPage(page, '/analytics-dashboard', 'Analytics');
  await expect(main.getByTestId('analytics-count')).toHaveText('0 saved calculations in total.');
  await expect(
    main.getByText('a distribution needs at least 3 saved calculations', { exact: false }),
  ).toBeVisible();
  await expect(main.getByText('No saved scenarios yet.', { exact: false })).toBeVisible();

  await openPage(page, '/personalized-dashboard', 'Personalized dashboard');
  await expect(main.getByRole('heading', { name: 'Nothing to read yet' })).toBeVisible();
});

test('after a saved calculation and an analysis the dashboards show them', async ({ page }) => {
  await signInWithBusiness(page);
  const businessId = await businessIdOf(page);
  const saved = await saveLinkedCalculation(page, businessId, 'Bakery, first plan', 20_000);

  await openPage(page, '/dashboard', 'Dashboard');
  const main = page.getByRole('main');
  const link = main.getByRole('link', { name: /Bakery, first plan/ });
  await expect(link).toHaveAttribute('href', `/analysis-results/${saved.id}`);
  await expect(link).toContainText(wholePercent(saved.result.probability));
  await expect(link).toContainText('80% range');
  const next = main.getByTestId('dashboard-next-actions');
  await expect(next).toContainText('has an estimate but no comprehensive analysis');
  await expect(next.getByRole('link', { name: 'Request an analysis' })).toHaveAttribute(
    'href',
    '/analysis',
  );

  const analysis = await requestAnalysis(page, businessId);
  await saveLinkedCalculation(page, businessId, 'Bakery, second plan', 90_000);
  await page.reload();
  await expect(main.getByRole('link', { name: /Bakery, second plan/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByText('no comprehensive analysis', { exact: false })).toHaveCount(0);
  await expect(main.getByText('2 saved calculations', { exact: true })).toBeVisible();

  await openPage(page, '/progress-dashboard', 'Progress dashboard');
  const plans = main.getByTestId('progress-plans');
  await expect(plans).toContainText(`0 of ${analysis.steps.length} steps done`);
  await expect(plans.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(plans.getByRole('link').first()).toHaveAttribute('href', `/analysis/${analysis.id}`);
  // The chart is drawn and its figures are in a table behind it, oldest run first.
  await expect(main.getByRole('figure', { name: 'Corner bakery' })).toBeVisible();
  const history = main.getByTestId('score-history-0-table');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Bakery, first plan');
  await expect(history.getByRole('row').nth(1)).toContainText(
    wholePercent(saved.result.probability),
  );
  await expect(history.getByRole('row').nth(2)).toContainText('Bakery, second plan');
  // The achievements earned so far sit under the history (a business, a saved result, an analysis).
  await expect(main.getByRole('heading', { name: 'Achievements' })).toBeVisible();
  await expect(main.getByText(/^\d+ of \d+ earned$/)).toBeVisible();
  await expect(main.getByText('First saved result')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await openPage(page, '/personalized-dashboard', 'Personalized dashboard');
  await expect(main.getByRole('heading', { name: 'Weakest drivers' })).toBeVisible();
  await expect(main.getByRole('heading', { name: "The insight engine's reading" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the dashboard through the header, within the minute other answers are kept: a run
  // saved meanwhile is there, not a remembered older answer.
  await saveLinkedCalculation(page, businessId, 'Bakery, third plan');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(main.getByRole('link', { name: /Bakery, third plan/ })).toBeVisible();
});

test('analytics chart saved calculations with a table behind, in Turkish at 320 px', async ({
  page,
}) => {
  await signInWithBusiness(page, 'tr');
  const businessId = await businessIdOf(page);
  const runs = [
    await saveLinkedCalculation(page, businessId, 'A', 5_000),
    await saveLinkedCalculation(page, businessId, 'B', 60_000),
    await saveLinkedCalculation(page, businessId, 'C', 250_000),
  ];
  const scenario = await page.request.post(`/api/businesses/${businessId}/scenarios`, {
    data: {
      name: 'Temel plan',
      input: {
        startingCapital: 150_000,
        monthlyFixedCosts: 20_000,
        pricePerCustomerMonth: 50,
        unitCostPerCustomerMonth: 10,
        startingCustomers: 50,
        monthlyGrowth: { mean: 0.12, sd: 0.04 },
        monthlyChurn: 0.03,
      },
    },
  });
  expect(scenario.status(), await scenario.text()).toBe(201);
  // A business in Turkey: its scenario's amounts are written in lira (issue 34, item 7).
  const located = await page.request.patch(`/api/businesses/${businessId}`, {
    data: { inputs: { ...(await exampleInput(page.request)), location: 'TR' } },
  });
  expect(located.status(), await located.text()).toBe(200);

  await openPage(page, '/analytics-dashboard', 'Analitik');
  const main = page.getByRole('main');
  await expect(main.getByTestId('analytics-count')).toHaveText('Toplam 3 kayıtlı hesaplama.');
  const distribution = main.getByTestId('analytics-distribution-table');
  // A header row and ten 10-point bins; the counts add up to the three saved runs.
  await expect(distribution.getByRole('row')).toHaveCount(11);
  const counts = await distribution.locator('tbody tr td').allTextContents();
  expect(counts.reduce((total, cell) => total + Number(cell), 0)).toBe(runs.length);
  const months = main.getByTestId('analytics-months-table');
  // This month's row: three calculations, no analysis, no check-up.
  await expect(months.locator('tbody tr').last().locator('td')).toHaveText(['3', '0', '0']);
  // 150,000 / (20,000 − 50 × 40) = 8.3 months, written the Turkish way.
  await expect(main.getByTestId('analytics-scenarios-table')).toContainText('8,3 ay');
  // 150,000 model dollars at OECD's 2023 parity of 7,35 lira per dollar, the rate named.
  await expect(main.getByTestId('analytics-scenarios-table')).toContainText('₺1.102.500');
  await expect(main.getByTestId('conversion-note')).toContainText('1 ABD doları = ₺7,35');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The table can be shown to sighted readers too, with the keyboard alone.
  const toggle = main.getByRole('button', { name: 'Tabloyu göster' }).first();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Tabloyu gizle' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSidewaysScroll(page);
});
