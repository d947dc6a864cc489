import type { Page } from '@playwright/test';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { expectNoAxeViolations } from './support/axe';
import { expect, registerByApi, test } from './support/fixtures';
import { bytesOf, pdfText } from './support/pdf-text';
import { expectNoSidewaysScroll } from './support/reflow';

type Language = 'en' | 'tr';

/**
 * A new user as the app makes one: an account, a business created with the calculator's answers,
 * and a saved calculation of that business with one choice changed since (low competition).
 */
const newUserWithBusiness = async (
  page: Page,
  options: { language?: Language; inputs?: object | null; calculation?: boolean } = {},
) => {
  const user = await registerByApi(page.request);
  const created = await page.request.post('/api/businesses', {
    data: {
      name: 'Harbour Café',
      inputs: options.inputs === undefined ? EXAMPLE_CALCULATOR_INPUT : options.inputs,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const business = (await created.json()) as { id: string };
  if (options.calculation ?? true) {
    const saved = await page.request.post('/api/calculations', {
      data: {
        input: { ...EXAMPLE_CALCULATOR_INPUT, competitionLevel: 'low' },
        businessId: business.id,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  await page.context().addInitScript(
    ({ id, username, language }) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('username', username);
      localStorage.setItem('language', language);
    },
    { id: user.id, username: user.username, language: options.language ?? 'en' },
  );
  return business;
};

/** Runs a new analysis from /analysis and returns the report's path. */
const runAnalysis = async (page: Page) => {
  await page.goto('/analysis');
  await page.getByRole('button', { name: /Run analysis|Analizi çalıştır/ }).click();
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Café' })).toBeVisible();
  return new URL(page.url()).pathname;
};

/** No axe violation, and nothing scrolls sideways at 320 px, once the page has loaded. */
const scan = async (page: Page, language: Language) => {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
};

const actionPlan = (page: Page) => page.getByRole('region', { name: 'Action plan', exact: true });

test('a new user runs the analysis, sees every section, ticks two steps that stay ticked, and downloads the PDF', async ({
  page,
}) => {
  // Many saves, reloads and a PDF on a shared machine: more than the default 30 s.
  test.slow();
  await newUserWithBusiness(page);
  await page.goto('/analysis');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprehensive analysis' }),
  ).toBeVisible();
  await expect(page.getByText('No analyses yet. Run your first one above.')).toBeVisible();
  const path = await runAnalysis(page);
  const main = page.getByRole('main');

  for (const heading of [
    'Overview',
    'SWOT',
    'Strengths',
    'Weaknesses',
    'Opportunities',
    'Threats',
    'Competition',
    'Market insights',
    'AI insights',
    'Action plan',
    'Timeline',
    'Resources',
    'Next steps',
  ]) {
    await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // Built from the latest saved calculation (low competition), not the business's first answers.
  await expect(main.getByText('Competition you described: Low')).toBeVisible();
  await expect(main.getByText('80% range')).toBeVisible();
  await expect(main.getByText('Model version', { exact: true })).toBeVisible();
  // Market figures name their source and years, and link to the publisher.
  const market = page.getByRole('region', { name: 'Market insights' });
  await expect(market.getByRole('table', { name: /Market figures/ })).toBeVisible();
  await expect(market.getByText(/founded 2010–2014/).first()).toBeVisible();
  await expect(market.getByRole('link', { name: /Source: US Census Bureau/ })).toHaveAttribute(
    'href',
    'https://www.census.gov/programs-surveys/bds.html',
  );
  await expect(
    page
      .getByRole('region', { name: 'Threats' })
      .getByText(/Source:/)
      .first(),
  ).toBeVisible();

  const boxes = actionPlan(page).getByRole('checkbox');
  const total = await boxes.count();
  expect(total).toBeGreaterThan(3);
  await expect(actionPlan(page).getByText(`0 of ${total} steps done`)).toBeVisible();
  const first = boxes.nth(0);
  const second = boxes.nth(1);
  const firstName = (await first.getAttribute('id')) ?? '';
  const firstLabel = await page.locator(`label[for="${firstName}"]`).innerText();
  for (const box of [first, second]) {
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 200,
    );
    await box.check();
    await saved;
  }
  await expect(actionPlan(page).getByText(`2 of ${total} steps done`)).toBeVisible();

  await page.reload();
  await expect(actionPlan(page).getByRole('checkbox').nth(0)).toBeChecked();
  await expect(actionPlan(page).getByRole('checkbox').nth(1)).toBeChecked();
  await expect(actionPlan(page).getByRole('checkbox').nth(2)).not.toBeChecked();
  await expect(
    actionPlan(page)
      .getByText(/^Done /)
      .first(),
  ).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('Harbour-Café.pdf');
  const text = (await pdfText(await bytesOf(file))).replace(/\s+/g, ' ');
  for (const expected of [
    'Harbour Café',
    'Overview',
    'SWOT: Threats',
    'Competition you described: Low',
    'Market insights',
    'Timeline',
    'Next steps',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).toContain(firstLabel.replace(/\s+/g, ' ').slice(0, 40));
  expect(text).toMatch(/done, due/);

  // The list shows it with its steps done; the action plans show the same ticks.
  await page.goto('/analysis');
  await expect(page.getByText(`2 of ${total} steps done`)).toBeVisible();
  await page.goto('/action-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Action plans' })).toBeVisible();
  const plan = page.getByRole('region', { name: /Harbour Café/ });
  await expect(plan.getByRole('checkbox', { name: firstLabel })).toBeChecked();
  await expect(plan.getByRole('checkbox', { checked: true })).toHaveCount(2);
  // Unticking here unticks it in the report too.
  await plan.getByRole('checkbox', { name: firstLabel }).uncheck();
  await expect(plan.getByText(`1 of ${total} steps done`)).toBeVisible();
  await page.goto(path);
  await expect(actionPlan(page).getByRole('checkbox', { name: firstLabel })).not.toBeChecked();
});

test('a Turkish founder’s report writes its amounts in lira, names the rate, and the PDF says the same', async ({
  page,
}) => {
  test.slow();
  await newUserWithBusiness(page, {
    language: 'tr',
    inputs: { ...EXAMPLE_CALCULATOR_INPUT, location: 'TR' },
  });
  await runAnalysis(page);
  const main = page.getByRole('main');
  // Issue 34, item 7: the business is in Turkey, so the engine's dollars are written in lira.
  await expect(main.getByTestId('conversion-note').first()).toContainText('OECD');
  const strengthsAndWeaknesses = `${await main.getByRole('region', { name: 'Güçlü yönler' }).innerText()} ${await main.getByRole('region', { name: 'Zayıf yönler' }).innerText()}`;
  expect(strengthsAndWeaknesses).toContain('₺');
  expect(strengthsAndWeaknesses).not.toContain('$');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /PDF/ }).click(),
  ]);
  const text = (await pdfText(await bytesOf(file))).replace(/\s+/g, ' ');
  expect(text).toContain('₺');
});

test('a failed save sets the step back and says so', async ({ page }) => {
  await newUserWithBusiness(page);
  await runAnalysis(page);
  await page.route('**/api/analysis-reports/*/steps/*', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Server error' } }),
  );
  const box = actionPlan(page).getByRole('checkbox').first();
  await box.check();
  await expect(
    page.getByText('The step could not be saved, so it was set back. Try again.', { exact: true }),
  ).toBeVisible();
  await expect(box).not.toBeChecked();
});

test('a business without calculator answers explains what to do, with links', async ({ page }) => {
  await newUserWithBusiness(page, { inputs: null, calculation: false });
  await page.goto('/analysis');
  await page.getByRole('button', { name: 'Run analysis' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This business has no calculator answers yet.');
  await alert.getByRole('link', { name: 'Open the calculator' }).click();
  await expect(page).toHaveURL(/\/calculator$/);
});

test('the old addresses redirect and the action plans start empty with a way forward', async ({
  page,
}) => {
  await newUserWithBusiness(page);
  for (const [from, to] of [
    ['/business-analysis', '/analysis'],
    ['/comprehensive-analysis', '/analysis'],
    ['/old-analysis', '/analyses'],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.locator('main h1')).toBeVisible();
  }
  await page.goto('/action-plans');
  await expect(page.getByText('No action plans yet: each analysis comes with one.')).toBeVisible();
  await page.getByRole('link', { name: 'Run an analysis' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
});

test('the footer and the workspace links land on working pages', async ({ page }) => {
  await newUserWithBusiness(page);
  await page.goto('/action-plans');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Business Analyzer' }).click();
  await expect(page).toHaveURL(/\/business-analyzer$/);
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/workspace');
  await page.getByRole('main').getByRole('link', { name: 'All analyses' }).click();
  await expect(page).toHaveURL(/\/analyses$/);
  await expect(page.locator('main h1')).toBeVisible();
});

for (const language of ['en', 'tr'] as const) {
  test(`no axe violations and no sideways scrolling at 320 px (${language})`, async ({ page }) => {
    test.slow();
    await newUserWithBusiness(page, { language });
    await page.goto('/action-plans');
    await scan(page, language);
    const path = await runAnalysis(page);
    await scan(page, language);
    // Overdue and done steps are styled differently: scan a plan with a ticked step too.
    await actionPlan(page)
      .or(page.getByRole('region', { name: 'Eylem planı', exact: true }))
      .getByRole('checkbox')
      .first()
      .check();
    await expect(
      page.getByText(language === 'tr' ? /^Tamamlandı:/ : /^Done /).first(),
    ).toBeVisible();
    await scan(page, language);
    await page.goto('/analysis');
    await scan(page, language);
    await page.goto('/action-plans');
    await scan(page, language);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
