import type { Page } from '@playwright/test';
import type { FindIdeasResponse } from '#shared/contracts/ideas';
import { formatMoney } from '#web/lib/format';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openWithBusiness } from './support/business';
import { expectNoSidewaysScroll } from './support/reflow';

const FINDER = '/business-idea-finder';

const results = (page: Page) => page.getByRole('region', { name: /Ideas for you|Size uygun/ });
const cardTitles = (page: Page) => results(page).getByRole('article').getByRole('heading');

/** The answer the page should show, asked of the API with the same filters. */
const apiAnswer = async (page: Page, body: Record<string, unknown>) => {
  const response = await page.request.post('/api/ideas/find', { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FindIdeasResponse;
};

test('a founder filters ideas, sees them ranked with ranges and opens one in the calculator prefilled', async ({
  page,
}) => {
  await openWithBusiness(page, FINDER);
  await expect(page.getByRole('heading', { level: 1, name: 'Business idea finder' })).toBeVisible();
  await expect(
    page.getByText('Choose your location and experience, then select Find ideas.'),
  ).toBeVisible();

  // Submitting without the founder's location and experience says what is missing.
  await page.getByRole('button', { name: 'Find ideas' }).click();
  await expect(page.locator('#finder-location-error')).toHaveText('This field is required');
  await expect(page.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Location').selectOption('US-TX');
  await page.getByLabel('Industry experience').selectOption('none');
  await page.getByLabel('Most you can invest to start (USD)').fill('20000');
  await page.getByRole('checkbox', { name: 'Cooking' }).check();
  await page.getByRole('button', { name: 'Find ideas' }).click();

  await expect(page).toHaveURL(/location=US-TX/);
  await expect(page).toHaveURL(/budget=20000/);
  await expect(page).toHaveURL(/skill=cooking/);
  const expected = await apiAnswer(page, {
    location: 'US-TX',
    experience: 'none',
    budgetUsd: 20_000,
    skills: ['cooking'],
  });
  expect(expected.total).toBeGreaterThan(1);
  await expect(results(page).getByRole('status')).toHaveText(
    `${expected.total} ideas match, highest estimate first.`,
  );
  // The cards come in the API's ranking, each with its estimate and 80% range.
  await expect(cardTitles(page)).toHaveText(expected.matches.map((match) => match.idea.title.en));
  const first = expected.matches[0];
  if (!first) throw new Error('no match');
  const firstCard = results(page).getByRole('article').first();
  await expect(
    firstCard.getByText(`${Math.round(first.estimate.probability * 100)}%`, { exact: true }),
  ).toBeVisible();
  await expect(
    firstCard.getByText(
      `80% range: ${Math.round(first.estimate.interval.low * 100)}% to ${Math.round(first.estimate.interval.high * 100)}%`,
    ),
  ).toBeVisible();

  await firstCard.getByRole('link', { name: /^Open in calculator/ }).click();
  await expect(page).toHaveURL(/\/calculator\?/);
  await expect(page.locator('#calculator-sector')).toHaveValue(first.idea.sector);
  await expect(page.locator('#calculator-customerType')).toHaveValue(
    first.idea.inputs.customerType,
  );
  await expect(page.locator('#calculator-businessStage')).toHaveValue('idea');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#calculator-location')).toHaveValue('US-TX');
  await expect(page.locator('#calculator-competitionLevel')).toHaveValue(
    first.idea.inputs.competitionLevel,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#calculator-capitalInvestment')).toHaveValue(
    String(first.idea.inputs.capitalInvestment),
  );
  await expect(page.locator('#calculator-experience')).toHaveValue('none');

  // Back returns to the same search, its filters still in the form.
  await page.goBack();
  await expect(page).toHaveURL(/\/business-idea-finder\?/);
  await expect(cardTitles(page).first()).toHaveText(first.idea.title.en);
  await expect(page.getByLabel('Most you can invest to start (USD)')).toHaveValue('20000');
  await expect(page.getByRole('checkbox', { name: 'Cooking' })).toBeChecked();
});

test('a Turkish founder types the budget in lira and reads lira, with the conversion named', async ({
  page,
}) => {
  await openWithBusiness(page, FINDER, 'tr');
  await page.locator('#finder-location').selectOption('TR');
  await page.locator('#finder-experience').selectOption('none');
  // Turkey's own currency is the default: nothing to choose.
  await expect(page.getByLabel('Para birimi')).toHaveValue('TRY');
  await page.getByLabel('Başlangıçta en fazla yatırabileceğiniz tutar (TRY)').fill('50000');
  const form = page.getByRole('form', { name: 'Durumunuz' });
  // ₺50.000 at OECD's 2023 parity of 7,35 lira per dollar is $6.803 for the model.
  await expect(form.getByTestId('conversion-note')).toContainText(
    'Model bu tutarı $6.803 olarak kullanır.',
  );
  await expect(form.getByTestId('conversion-note')).toContainText('1 ABD doları = ₺7,35');
  await page.locator('#finder-time').selectOption('part_time');
  await page.getByRole('button', { name: 'Fikir bul' }).click();

  // The URL keeps the amount as typed, with its currency.
  await expect(page).toHaveURL(/budget=50000/);
  await expect(page).toHaveURL(/currency=TRY/);
  const expected = await apiAnswer(page, {
    location: 'TR',
    experience: 'none',
    budgetUsd: 50_000 / 7.35,
    time: 'part_time',
  });
  expect(expected.total).toBeGreaterThan(0);
  await expect(results(page).getByRole('status')).toHaveText(
    `${expected.total} fikir uyuyor, en yüksek tahmin önce.`,
  );
  const first = expected.matches[0];
  if (!first) throw new Error('no match');
  const firstCard = results(page).getByRole('article').first();
  await expect(firstCard.getByRole('heading')).toHaveText(first.idea.title.tr);
  const lira = formatMoney(first.idea.inputs.capitalInvestment * 7.35, 'tr-TR', {
    currency: 'TRY',
  });
  expect(lira).toMatch(/^₺/);
  await expect(firstCard.getByText(lira, { exact: true })).toBeVisible();
  await expect(results(page).getByTestId('conversion-note')).toContainText(
    'OECD satın alma gücü paritesi, yıl 2023',
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Part-time only: the calculator opens with the idea as a side business.
  await firstCard.getByRole('link', { name: /^Hesaplayıcıda aç/ }).click();
  await expect(page).toHaveURL(/timeCommitment=side_business/);
  await expect(page.locator('#calculator-sector')).toHaveValue(first.idea.sector);

  // Back shows the lira again, as typed.
  await page.goBack();
  await expect(page.getByLabel('Başlangıçta en fazla yatırabileceğiniz tutar (TRY)')).toHaveValue(
    '50000',
  );
  await expect(results(page).getByRole('article').first().getByText(lira)).toBeVisible();
});

test('pages through the ranking, and an impossible search names the filter to loosen', async ({
  page,
}) => {
  await openWithBusiness(page, `${FINDER}?location=TR&experience=over_10_years`);
  const all = await apiAnswer(page, { location: 'TR', experience: 'over_10_years', page: 2 });
  await expect(results(page).getByRole('status')).toHaveText(
    `${all.total} ideas match, highest estimate first.`,
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Page 2 of ${all.pageCount}`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(all.matches.map((match) => match.idea.title.en));
  await page.goBack();
  await expect(page.getByText(`Page 1 of ${all.pageCount}`)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Mining, quarrying, oil and gas' }).check();
  // A founder in Turkey types the budget in lira unless they choose another currency.
  await expect(page.getByLabel('Most you can invest to start (TRY)')).toBeVisible();
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByLabel('Most you can invest to start (USD)').fill('1000');
  await page.getByRole('button', { name: 'Find ideas' }).click();
  await expect(
    page.getByRole('heading', { name: 'No idea matches all your filters' }),
  ).toBeVisible();
  await expect(page.getByText('Loosen one of these filters:')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: /^Budget: \d+ ideas? without it$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: /^Sectors: \d+ ideas? without it$/ }),
  ).toBeVisible();
});

test('the home page shows a random idea that changes on request and opens in the calculator', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'An idea to start from' });
  await section.scrollIntoViewIfNeeded();
  const title = section.getByRole('heading', { level: 3 });
  await expect(title).toBeVisible();
  const seen = [await title.textContent()];
  for (let click = 0; click < 2; click += 1) {
    await section.getByRole('button', { name: 'Show another idea' }).click();
    await expect(title).not.toHaveText(seen.at(-1) ?? '');
    seen.push(await title.textContent());
  }
  await expect(section.getByRole('link', { name: 'Find ideas for me' })).toHaveAttribute(
    'href',
    FINDER,
  );
  await section.getByRole('link', { name: 'Open in calculator' }).click();
  await expect(page).toHaveURL(/\/calculator\?.*sector=/);
  const sector = new URL(page.url()).searchParams.get('sector');
  await expect(page.locator('#calculator-sector')).toHaveValue(sector ?? '');
  await expect(page.locator('#calculator-businessStage')).toHaveValue('idea');
});

for (const language of ['en', 'tr'] as const) {
  test(`the finder with results passes axe and fits 320 px (${language})`, async ({ page }) => {
    await openWithBusiness(page, `${FINDER}?location=US-CA&experience=none&area=urban`, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.goto(`${FINDER}?location=US-CA&experience=none&sector=mining&budget=0`);
    await expect(results(page).getByRole('heading', { level: 3 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test(`the home page with its random idea passes axe and fits 320 px (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const section = page.locator('section[aria-labelledby="random-idea-heading"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 3 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
