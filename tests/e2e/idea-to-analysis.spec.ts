import type { FindIdeasResponse } from '#shared/contracts/ideas';
import { expect, test } from './support/fixtures';
import { openWithBusiness } from './support/business';

// The new-user journey end to end: an idea found in the finder, opened in the calculator
// and calculated, is the plan the comprehensive analysis and the experiments then read (the
// calculator links the run to the business the user works on).
test('an idea from the finder, calculated, becomes the business plan the analysis and experiments read', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openWithBusiness(page, '/business-idea-finder?location=US-TX&experience=none');
  const found = await page.request.post('/api/ideas/find', {
    data: { location: 'US-TX', experience: 'none' },
  });
  const first = ((await found.json()) as FindIdeasResponse).matches[0];
  if (!first) throw new Error('the finder found no idea');

  const card = page.getByRole('article').filter({ hasText: first.idea.title.en });
  await card.getByRole('link', { name: /^Open in calculator/ }).click();
  await expect(page.locator('#calculator-sector')).toHaveValue(first.idea.sector);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Calculate my score' }).click();
  await expect(page).toHaveURL(/\/analysis-results\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const calculationId = /analysis-results\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  const saved = (await (await page.request.get(`/api/calculations/${calculationId}`)).json()) as {
    businessId: string | null;
    result: { score: number };
  };
  expect(saved.businessId).not.toBeNull();

  await page.goto('/analysis');
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const analysisId = /analysis\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  const analysis = (await (
    await page.request.get(`/api/analysis-reports/${analysisId}`)
  ).json()) as {
    input: { sector: string; capitalInvestment: number };
    report: { overview: { score: number } };
  };
  expect(analysis.input.sector).toBe(first.idea.sector);
  expect(analysis.input.capitalInvestment).toBe(first.idea.inputs.capitalInvestment);
  expect(analysis.report.overview.score).toBe(saved.result.score);

  const experiments = await page.request.get(`/api/businesses/${saved.businessId}/experiments`);
  expect(experiments.status()).toBe(200);
  expect(((await experiments.json()) as { validation: unknown }).validation).not.toBeNull();
});
