import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { exampleInput } from './support/calculations';
import { signInWithBusiness } from './support/business';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/reflow';

type Figures = {
  monthsOperating: number;
  monthlyRevenue: number;
  monthlyCosts: number;
  customers: number;
  cash: number;
};
type Checkup = {
  result: { survival: { probability: number; interval: { low: number; high: number } } | null };
};

const FIRST: Figures = {
  monthsOperating: 14,
  monthlyRevenue: 8_000,
  monthlyCosts: 10_000,
  customers: 40,
  cash: 10_000,
};
// Two months later: revenue down, costs up, less cash.
const SECOND: Figures = {
  ...FIRST,
  monthsOperating: 16,
  monthlyRevenue: 7_000,
  monthlyCosts: 11_000,
  cash: 6_000,
};

const LABELS: Record<keyof Figures, string> = {
  monthsOperating: 'Months operating',
  monthlyRevenue: 'Monthly revenue',
  monthlyCosts: 'Monthly costs',
  customers: 'Paying customers',
  cash: 'Cash',
};

const fillFigures = async (
  page: Page,
  figures: Partial<Record<keyof Figures, string | number>>,
) => {
  for (const [name, value] of Object.entries(figures)) {
    await page.getByLabel(LABELS[name as keyof Figures], { exact: true }).fill(String(value));
  }
};

/** A new user with one business (with the calculator's example answers, or none). */
const signInWithAnswers = async (page: Page, language: 'en' | 'tr', withAnswers = true) =>
  signInWithBusiness(page, language, withAnswers ? await exampleInput(page.request) : null);

const openAnalyzer = async (page: Page, language: 'en' | 'tr', withAnswers = true) => {
  await signInWithAnswers(page, language, withAnswers);
  await page.goto('/business-analyzer');
  // Generous: six agents share two cores while these run.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toHaveCount(0, {
    timeout: 30_000,
  });
};

const businessIdOf = async (page: Page) => {
  const response = await page.request.get('/api/businesses');
  const { businesses } = (await response.json()) as { businesses: { id: string }[] };
  const [business] = businesses;
  if (!business) throw new Error('the user must have a business');
  return business.id;
};

const latestCheckup = async (page: Page) => {
  const response = await page.request.get(`/api/businesses/${await businessIdOf(page)}/checkups`);
  expect(response.status()).toBe(200);
  const { checkups } = (await response.json()) as { checkups: Checkup[] };
  const survival = checkups[0]?.result.survival;
  if (!survival) throw new Error('a business with calculator answers must get an estimate');
  return survival;
};

test('a founder checks up twice: estimate, runway, sourced ratios, red flags and the change', async ({
  page,
}) => {
  await openAnalyzer(page, 'en');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Business analyzer' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No check-up yet' })).toBeVisible();

  await fillFigures(page, FIRST);
  await main.getByRole('button', { name: 'Analyze my business' }).click();
  await expect(main.getByTestId('analyzer-result-heading')).toBeFocused();

  // The number on screen is the server's stage-adjusted estimate, with its range.
  const survival = await latestCheckup(page);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const estimate = main.getByTestId('analyzer-survival');
  await expect(estimate).toContainText(percent(survival.probability));
  await expect(estimate).toContainText(
    `80% range: ${percent(survival.interval.low)} to ${percent(survival.interval.high)}`,
  );
  await expect(
    main.getByText(/already operated for 14 months are still operating 5 years/),
  ).toBeVisible();
  await expect(
    main.getByText(/^Source: U\.S\. Census Bureau, “Business Dynamics Statistics/),
  ).toBeVisible();

  // 10,000 cash ÷ 2,000 monthly gap.
  await expect(main.getByTestId('analyzer-runway')).toHaveText('5 months of cash');
  const ratios = main.getByTestId('analyzer-ratios');
  // 10,000 ÷ (10,000 ÷ 30.4 days) ≈ 30 days against the published median of 27.
  const buffer = ratios.getByRole('row', { name: /Cash buffer/ });
  await expect(buffer).toContainText('30 days');
  await expect(buffer).toContainText('27 days: the median US small business, all industries');
  await expect(buffer).toContainText('Above that median.');
  await expect(buffer).toContainText('Source: JPMorgan Chase Institute, “Cash is King');
  await expect(buffer).toContainText('September 2016');
  await expect(ratios.getByRole('row', { name: /Operating margin/ })).toContainText('-25');
  await expect(ratios.getByRole('row', { name: /Operating margin/ })).toContainText(
    'None published for your sector',
  );
  await expect(main.getByTestId('analyzer-red-flags').getByRole('listitem')).toHaveText([
    /^Cash runs out in under 6 months/,
    /^Costs are higher than revenue/,
  ]);
  await expect(main.getByTestId('analyzer-actions').getByRole('listitem').first()).toHaveText(
    /^Extend your runway/,
  );
  await expect(
    main.getByText('This is the first check-up of this business.', { exact: false }),
  ).toBeVisible();

  // The form starts from the last figures; the second check-up shows what moved.
  await expect(page.getByLabel('Months operating')).toHaveValue('14');
  await fillFigures(page, SECOND);
  await main.getByRole('button', { name: 'Analyze my business' }).click();
  await expect(main.getByTestId('analyzer-runway')).toHaveText('1.5 months of cash');
  const change = main.getByTestId('analyzer-change');
  await expect(change.getByRole('row', { name: /Monthly revenue/ })).toHaveText(
    // In the business's currency (dollars for a business in Texas), with its sign.
    /Monthly revenue\s*\$8,000\s*\$7,000\s*−\$1,000/,
  );
  await expect(change.getByRole('row', { name: /Runway \(months\)/ })).toHaveText(
    /Runway \(months\)\s*5\s*1\.5\s*−3\.5/,
  );
  await expect(change.getByRole('row', { name: /Chance of reaching 5 years/ })).toContainText(
    'points',
  );
  await expect(main.getByTestId('analyzer-red-flags')).toContainText(
    'Revenue fell since the previous check-up',
  );
  await expect(main.getByTestId('analyzer-red-flags')).toContainText(
    'Costs are growing faster than revenue',
  );

  // The history chart has its table: one row a check-up, oldest first.
  await main.getByRole('button', { name: 'Show as a table' }).click();
  const history = main.getByTestId('analyzer-history-chart-table');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText(percent(survival.probability));
  await expect(history.getByRole('row').nth(2)).toContainText('1.5');

  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test('the form explains each invalid figure, sends nothing, and keeps the input when saving fails', async ({
  page,
}) => {
  await openAnalyzer(page, 'en');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Analyze my business' }).click();
  await expect(main.getByText('Enter a number')).toHaveCount(5);

  await fillFigures(page, { ...FIRST, customers: 2.5, cash: -5, monthsOperating: 601 });
  await main.getByRole('button', { name: 'Analyze my business' }).click();
  await expect(page.getByLabel('Paying customers')).toHaveAccessibleDescription(
    /Enter a whole number, without decimals/,
  );
  await expect(page.getByLabel('Cash', { exact: true })).toHaveAccessibleDescription(
    /Cash cannot be below zero/,
  );
  await expect(page.getByLabel('Months operating')).toHaveAccessibleDescription(
    /Enter no more than 600/,
  );
  const saved = await page.request.get(`/api/businesses/${await businessIdOf(page)}/checkups`);
  expect(((await saved.json()) as { checkups: unknown[] }).checkups).toEqual([]);

  // A server failure: the message says so and every figure is still in the form.
  await page.route('**/api/businesses/*/checkups', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'INTERNAL', message: 'Internal error' }),
        })
      : route.continue(),
  );
  await fillFigures(page, FIRST);
  await main.getByRole('button', { name: 'Analyze my business' }).click();
  await expect(main.getByRole('alert')).toContainText('Your figures are still here: try again.');
  await expect(page.getByLabel('Monthly revenue')).toHaveValue('8000');
  await expect(page.getByLabel('Cash', { exact: true })).toHaveValue('10000');
  await expect(main.getByRole('heading', { name: 'No check-up yet' })).toBeVisible();
});

test('the results read in Turkish without violations and fit 320 px', async ({ page }) => {
  await signInWithAnswers(page, 'tr');
  const id = await businessIdOf(page);
  for (const figures of [FIRST, SECOND]) {
    const response = await page.request.post(`/api/businesses/${id}/checkups`, { data: figures });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto('/business-analyzer');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'İşletme analizcisi' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(main.getByTestId('analyzer-runway')).toHaveText('1,5 aylık nakit');
  await expect(main.getByRole('heading', { name: 'Sağlık oranları' })).toBeVisible();
  await expect(main.getByText('Gelir önceki kontrolden bu yana düştü')).toBeVisible();
  await expect(
    main.getByTestId('analyzer-change').getByRole('row', { name: /Aylık gelir/ }),
  ).toHaveText(/Aylık gelir\s*8\.000\s*7\.000\s*−1\.000/);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test('a visitor is sent to sign in and a business without calculator answers gets a way to them', async ({
  page,
}) => {
  await page.goto('/business-analyzer');
  await expect(page).toHaveURL(/\/auth$/);

  await openAnalyzer(page, 'en', false);
  const main = page.getByRole('main');
  await fillFigures(page, { ...FIRST, monthlyRevenue: 12_000 });
  await main.getByRole('button', { name: 'Analyze my business' }).click();
  await expect(
    main.getByText(/^No survival estimate: this business has no calculator answers/),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
    'href',
    '/calculator',
  );
  await expect(main.getByTestId('analyzer-runway')).toHaveText('Not burning cash');
  await expect(main.getByText('No red flags in these figures.')).toBeVisible();
});
