import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { expect, test } from './support/fixtures';
import { signInWithBusiness } from './support/business';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/reflow';

// The page draws a chart and several forms: on a loaded machine its first paint can pass 7 s.
test.describe.configure({ timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

/** A new user with one business (with calculator answers when given), on /experiments. */
const openExperiments = async (
  page: Page,
  language: 'en' | 'tr',
  inputs: Record<string, string | number> | null,
) => {
  await signInWithBusiness(page, language, inputs);
  await page.goto('/experiments');
  await slowExpect(
    page.getByRole('heading', { name: /^(How the evidence counts|Kanıt nasıl hesaba katılır)$/ }),
  ).toBeVisible();
};

type Estimate = {
  probability: number;
  interval: { low: number; high: number };
  demandFactor: number;
  shiftLogOdds: number;
  capped: boolean;
};
type Listed = {
  experiments: {
    id: string;
    kind: string;
    measure: string;
    evidence: { trials: number; chanceCriterionMet: number; sampleWeight: number };
  }[];
  validation: { prior: Estimate; current: Estimate; history: Estimate[] } | null;
  rule: { weights: Record<string, number>; capLogOdds: number; halfWeightSample: number };
};

const INPUTS = EXAMPLE_CALCULATOR_INPUT as unknown as Record<string, string | number>;

const businessIdOf = async (request: APIRequestContext) => {
  const response = await request.get('/api/businesses');
  expect(response.status()).toBe(200);
  const [business] = ((await response.json()) as { businesses: { id: string }[] }).businesses;
  if (!business) throw new Error('no business');
  return business.id;
};

const listed = async (request: APIRequestContext): Promise<Listed> => {
  const response = await request.get(`/api/businesses/${await businessIdOf(request)}/experiments`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed;
};

// The page's numbers, written as lib/format.ts writes them (one decimal, the reader's locale).
const percentOf = (share: number, locale = 'en-US') =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
const factorOf = (factor: number, locale = 'en-US') =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    factor,
  );
const estimateText = (estimate: Estimate) =>
  `${percentOf(estimate.probability)} (range ${percentOf(estimate.interval.low)}–${percentOf(estimate.interval.high)})`;

// The documented rule (docs/model-card.md), written out again from the figures the API returns.
const ruleShift = ({ experiments, rule }: Listed) => {
  const sum = experiments.reduce(
    (total, item) =>
      total +
      (item.evidence.trials === 0
        ? 0
        : (rule.weights[item.kind] ?? Number.NaN) *
          (2 * item.evidence.chanceCriterionMet - 1) *
          item.evidence.sampleWeight),
    0,
  );
  return Math.max(-rule.capLogOdds, Math.min(rule.capLogOdds, sum));
};
const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

const defineExperiment = async (
  page: Page,
  values: { kind: string; measure: string; criterion: string; planned: string },
) => {
  const form = page.getByRole('region', { name: 'Define an experiment' });
  await form.getByLabel('Kind of experiment').selectOption({ label: values.kind });
  await form.getByLabel('What you measure').fill(values.measure);
  await form.getByLabel('Success criterion (% who say yes)').fill(values.criterion);
  await form.getByLabel('Planned number of people').fill(values.planned);
  await form.getByRole('button', { name: 'Define the experiment' }).click();
  await expect(page.getByRole('article', { name: values.measure })).toBeVisible();
};

const recordResult = async (card: Locator, successes: string, trials: string) => {
  await card.getByLabel('Successes (people who said yes)').fill(successes);
  await card.getByLabel('People asked').fill(trials);
  await card.getByRole('button', { name: 'Record the result' }).click();
};

const expectPageShows = async (page: Page, estimate: Estimate) => {
  await expect(page.getByTestId('estimate-current')).toHaveText(estimateText(estimate));
  await expect(page.getByTestId('estimate-factor')).toHaveText(
    `×${factorOf(estimate.demandFactor)}`,
  );
};

test('two experiments move the estimate by the documented rule, as the API computes it', async ({
  page,
}) => {
  await openExperiments(page, 'en', INPUTS);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Validation experiments' }),
  ).toBeVisible();
  await expect(page.getByText('No experiments yet.')).toBeVisible();
  const start = await listed(page.request);
  const prior = start.validation?.prior;
  if (!prior) throw new Error('no prior');
  await expect(page.getByTestId('estimate-prior')).toHaveText(estimateText(prior));
  await expectPageShows(page, prior);
  // The page states the weights and the cap the server uses.
  await expect(page.getByTestId('experiments-weights')).toContainText('Pre-sales×1.15');
  await expect(page.getByText('at most ×1.30 either way')).toBeVisible();

  // A pre-sale that clearly beats its 5% criterion raises the estimate.
  await defineExperiment(page, {
    kind: 'Pre-sales',
    measure: 'Visitors who pay a 10 USD deposit',
    criterion: '5',
    planned: '100',
  });
  const preSales = page.getByRole('article', { name: 'Visitors who pay a 10 USD deposit' });
  await expect(
    preSales.getByText('The criterion locks when the first result is recorded.'),
  ).toBeVisible();
  await recordResult(preSales, '20', '100');
  await expect(preSales.getByText('So far: 20 of 100 (20.0%).')).toBeVisible();
  // 20 deposits in 100 against 5%: nearly certain, and said so without claiming certainty.
  await expect(preSales.getByText('Chance the criterion is met: at least 99.9%')).toBeVisible();
  await expect(preSales.getByText('Criterion locked since the first result.')).toBeVisible();
  const afterFirst = await listed(page.request);
  const first = afterFirst.validation?.current;
  if (!first) throw new Error('no estimate');
  expect(first.probability).toBeGreaterThan(prior.probability);
  expect(first.demandFactor).toBeGreaterThan(1);
  await expectPageShows(page, first);

  // Interviews that clearly miss their 50% criterion pull it back down.
  await defineExperiment(page, {
    kind: 'Customer interviews',
    measure: 'Interviewees who would pay 20 USD a month',
    criterion: '50',
    planned: '20',
  });
  const interviews = page.getByRole('article', {
    name: 'Interviewees who would pay 20 USD a month',
  });
  await recordResult(interviews, '2', '20');
  await expect(interviews.getByText('So far: 2 of 20 (10.0%).')).toBeVisible();
  const afterSecond = await listed(page.request);
  const second = afterSecond.validation?.current;
  if (!second) throw new Error('no estimate');
  expect(second.probability).toBeLessThan(first.probability);
  await expectPageShows(page, second);
  // The figure is the documented rule applied to the engine's prior.
  const shift = ruleShift(afterSecond);
  expect(second.demandFactor).toBeCloseTo(Math.exp(shift), 5);
  expect(second.probability).toBeCloseTo(logistic(logit(prior.probability) + shift), 5);

  // The history: the start and one row per result, in the table behind the chart.
  const history = page.getByTestId('experiments-history-table');
  await expect(history.locator('tbody tr')).toHaveCount(3);
  await expect(history.locator('tbody tr').last()).toContainText(percentOf(second.probability));
  await page.getByRole('button', { name: 'Show the figures as a table' }).click();
  await expect(history).toBeVisible();

  // Deleting asks first; the estimate is worked out again without the deleted results.
  await interviews.getByRole('button', { name: /^Delete the experiment/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete “Interviewees who would pay 20 USD a month”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(interviews).toBeVisible();
  await interviews.getByRole('button', { name: /^Delete the experiment/ }).click();
  await dialog.getByRole('button', { name: 'Delete the experiment' }).click();
  // Closed once the server has deleted it (while open, the modal hides the page from roles).
  await expect(dialog).toBeHidden();
  await expect(interviews).toHaveCount(0);
  await expectPageShows(page, first);
  expect((await listed(page.request)).validation?.current).toEqual(first);
});

test('the forms say what is wrong, keep what was typed, and the server checks the date', async ({
  page,
}) => {
  await openExperiments(page, 'en', INPUTS);
  const form = page.getByRole('region', { name: 'Define an experiment' });
  await form.getByRole('button', { name: 'Define the experiment' }).click();
  await expect(form.getByText('Choose a kind of experiment')).toBeVisible();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByText('Enter a number')).toHaveCount(2);
  await expect(form.getByLabel('Kind of experiment')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Kind of experiment').selectOption({ label: 'Waitlist sign-ups' });
  await form.getByLabel('What you measure').fill('Visitors who join the waitlist');
  await form.getByLabel('Success criterion (% who say yes)').fill('120');
  await form.getByLabel('Planned number of people').fill('2.5');
  await form.getByRole('button', { name: 'Define the experiment' }).click();
  await expect(form.getByText('Must be no more than 99')).toBeVisible();
  await expect(form.getByText('Enter a whole number')).toBeVisible();
  await expect(form.getByLabel('What you measure')).toHaveValue('Visitors who join the waitlist');
  await form.getByLabel('Success criterion (% who say yes)').fill('10');
  await form.getByLabel('Planned number of people').fill('200');
  await form.getByRole('button', { name: 'Define the experiment' }).click();
  const card = page.getByRole('article', { name: 'Visitors who join the waitlist' });
  await expect(card).toBeVisible();
  await expect(
    card.getByText('Success: at least 10% of people say yes; 200 planned.'),
  ).toBeVisible();

  await recordResult(card, '6', '5');
  await expect(card.getByText('Successes cannot be more than the people asked')).toBeVisible();
  await expect(card.getByLabel('Successes (people who said yes)')).toHaveValue('6');

  // The browser allows any date; the server refuses one after today and the page says why.
  await card.getByLabel('Date of the result').fill('2099-01-01');
  await recordResult(card, '3', '5');
  await expect(card.getByText('The date cannot be in the future')).toBeVisible();
  await expect(card.getByLabel('People asked')).toHaveValue('5');
  expect((await listed(page.request)).experiments[0]?.evidence.trials).toBe(0);
});

test('an experiment can be defined, given a result and deleted with the keyboard alone', async ({
  page,
}) => {
  await openExperiments(page, 'en', INPUTS);
  const form = page.getByRole('region', { name: 'Define an experiment' });
  await form.getByLabel('Kind of experiment').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('People who join the waitlist');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await page.keyboard.type('50');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Define the experiment' })).toBeFocused();
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: 'People who join the waitlist' });
  await expect(card.getByText('Customer interviews', { exact: true })).toBeVisible();

  await card.getByLabel('Successes (people who said yes)').focus();
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await expect(card.getByText('So far: 12 of 40 (30.0%).')).toBeVisible();
  // The result's toast may come up before or after the dialog opens: either way the first Escape
  // closes the dialog (dialog.test.tsx).

  const deleteButton = card.getByRole('button', { name: /^Delete the experiment/ });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  // The alert dialog starts on Cancel; Escape closes it and focus goes back to Delete.
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete the experiment' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No experiments yet.')).toBeVisible();
});

test('a business without calculator answers keeps its experiments but has no estimate to move', async ({
  page,
}) => {
  await openExperiments(page, 'en', null);
  await expect(page.getByRole('heading', { name: 'No estimate to update yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
    'href',
    '/calculator',
  );
  await expectNoAxeViolations(page);
});

for (const language of ['en', 'tr'] as const) {
  test(`with experiments and results the page passes axe and fits 320 px (${language})`, async ({
    page,
  }) => {
    await openExperiments(page, language, INPUTS);
    const businessId = await businessIdOf(page.request);
    const created = await page.request.post(`/api/businesses/${businessId}/experiments`, {
      data: {
        kind: 'pilot_revenue',
        measure: 'Cafés that pay for a one-month pilot of the weekly bread delivery service',
        criterionPercent: 25,
        plannedSampleSize: 12,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const today = new Date().toISOString().slice(0, 10);
    const recorded = await page.request.post(`/api/experiments/${id}/entries`, {
      data: { date: today, successes: 5, trials: 12, note: 'Three asked for a second month' },
    });
    expect(recorded.status()).toBe(201);
    await page.reload();
    await slowExpect(page.getByTestId('experiments-history-table')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const current = (await listed(page.request)).validation?.current;
    if (!current) throw new Error('no estimate');
    const locale = language === 'tr' ? 'tr-TR' : 'en-US';
    await expect(page.getByTestId('estimate-current')).toContainText(
      percentOf(current.probability, locale),
    );
    await expect(page.getByTestId('estimate-factor')).toHaveText(
      `×${factorOf(current.demandFactor, locale)}`,
    );
    if (language === 'tr') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doğrulama deneyleri');
      await expect(page.getByText('Validation experiments')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
