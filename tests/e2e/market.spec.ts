import type { APIRequestContext, Page } from '@playwright/test';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  type MarketDashboardResponse,
  MarketDashboardResponseSchema,
} from '#shared/contracts/market';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './support/axe';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/reflow';

type Language = 'en' | 'tr';

// The day the trends were derived, as market-trends.json records it (read as a file: Playwright's
// loader refuses JSON imports without an import attribute).
const DERIVED_ON = (
  JSON.parse(
    readFileSync(new URL('../../src/shared/market/market-trends.json', import.meta.url), 'utf8'),
  ) as { provenance: { derivedOn: string } }
).provenance.derivedOn;
const derivedOnText = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${DERIVED_ON}T00:00:00Z`));

const TEXT = {
  en: {
    title: 'Market dashboard',
    sector: 'Sector',
    construction: 'Construction',
    accommodation: 'Restaurants, cafés, hotels',
    showTable: 'Show the table',
    startupTitle: 'Start-up rate, 1978–2019',
    companiesHeading: 'Listed companies: Construction',
    ideasHeading: 'Ideas in Construction',
    trendingHeading: 'Trending ideas: sectors where start-ups are rising',
    bdsSource: 'Source: US Census Bureau, Business Dynamics Statistics (BDS), 2019 release',
    derivedOn: `derived on ${derivedOnText('en-US')}`,
    asOf: 'Mar 31, 2025',
    filings: 'SEC EDGAR — D.R. Horton, Inc.',
  },
  tr: {
    title: 'Pazar paneli',
    sector: 'Sektör',
    construction: 'İnşaat',
    accommodation: 'Restoranlar, kafeler, oteller',
    showTable: 'Tabloyu göster',
    startupTitle: 'Yeni firma oranı, 1978–2019',
    companiesHeading: 'Halka açık şirketler: İnşaat',
    ideasHeading: 'Bu sektördeki fikirler: İnşaat',
    trendingHeading: 'Yükselen fikirler: yeni firmaların arttığı sektörler',
    bdsSource: 'Kaynak: ABD Nüfus Sayım Bürosu (US Census Bureau)',
    derivedOn: `${derivedOnText('tr-TR')} tarihinde hesaplandı`,
    asOf: '31 Mar 2025',
    filings: 'SEC EDGAR — D.R. Horton, Inc.',
  },
} as const;

const LOCALE = { en: 'en-US', tr: 'tr-TR' } as const;

/** The page's first paint loads Recharts and the catalogue: give a busy machine room. */
const FIRST_PAINT = { timeout: 20_000 };

/** The percent the page should print, written independently of the app's formatter. */
const percent = (share: number, language: Language) =>
  new Intl.NumberFormat(LOCALE[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);

/** The value at `index` (negative from the end), failing the test when the series is shorter. */
const valueAt = (values: readonly number[], index: number) => {
  const value = values.at(index);
  if (value === undefined) throw new Error(`No value at ${index}`);
  return value;
};

const fetchDashboard = async (request: APIRequestContext): Promise<MarketDashboardResponse> => {
  const response = await request.get('/api/market/dashboard');
  expect(response.status()).toBe(200);
  return MarketDashboardResponseSchema.parse(await response.json());
};

const openMarket = async (page: Page, language: Language, search = '') => {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
  await page.goto(`/market${search}`);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[language].title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: TEXT[language].sector })).toBeVisible(
    FIRST_PAINT,
  );
};

/** The rows of a chart's table as [row header, ...cells] texts. */
const tableRows = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim())),
    );

for (const language of ['en', 'tr'] as const) {
  const text = TEXT[language];

  test(`picking a sector shows its API figures, sources, companies and ideas (${language})`, async ({
    page,
  }) => {
    const dashboard = await fetchDashboard(page.request);
    await openMarket(page, language);
    await page.getByRole('combobox', { name: text.sector }).selectOption('construction');
    await expect(page).toHaveURL(/\/market\?sector=construction$/);

    // The start-up chart's table: one row a year, the sector's figure and all sectors', from the API.
    const startup = page.getByRole('figure', { name: text.startupTitle });
    await startup.getByRole('button', { name: text.showTable }).click();
    await expect(page.getByTestId('market-startup-table')).toBeVisible();
    const construction = dashboard.trends.sectors.find((entry) => entry.sector === 'construction');
    if (!construction) throw new Error('The API has no construction trends');
    const { allSectors } = dashboard.trends;
    const expected = construction.startupRates.map((rate, index) => [
      String(dashboard.trends.years.first + index),
      percent(rate, language),
      percent(valueAt(allSectors.startupRates, index), language),
    ]);
    expect(expected).toHaveLength(42);
    expect(await tableRows(page, 'market-startup-table')).toEqual(expected);
    const cohorts = await tableRows(page, 'market-cohorts-table');
    expect(cohorts.at(-1)).toEqual([
      String(dashboard.trends.cohorts.last),
      percent(valueAt(construction.cohortSurvival5, -1), language),
      percent(valueAt(allSectors.cohortSurvival5, -1), language),
    ]);

    // Every BDS figure names its source and the date it was derived on.
    const sources = page.getByRole('main').getByText(text.bdsSource);
    await expect(sources).toHaveCount(3);
    await expect(sources.first()).toContainText(text.derivedOn);

    // The sector's listed companies, each with its as-of date and a link to its filings.
    await expect(page.getByRole('heading', { name: text.companiesHeading })).toBeVisible();
    const companies = page.getByTestId('market-companies-table');
    const listed = dashboard.companies.filter((entry) => entry.sector === 'construction');
    await expect(companies.locator('tbody tr')).toHaveCount(listed.length);
    for (const company of listed) {
      const row = companies.locator('tbody tr', { hasText: company.name });
      await expect(row).toContainText(text.asOf);
      await expect(row).toContainText(`${company.exchange}: ${company.ticker}`);
    }
    await expect(companies.getByRole('link', { name: text.filings })).toHaveAttribute(
      'href',
      /^https:\/\/www\.sec\.gov\/cgi-bin\/browse-edgar\?action=getcompany&CIK=DHI&type=10-K$/,
    );

    // The sector's ideas, with what "trending" means here, linked to the idea finder.
    await expect(page.getByRole('heading', { name: text.ideasHeading })).toBeVisible();
    const change = Math.abs(construction.startupRateChange * 100);
    const points = new Intl.NumberFormat(LOCALE[language], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(change);
    await expect(page.getByTestId('market-ideas-trend')).toContainText(
      `${construction.startupRateChange >= 0 ? '+' : '−'}${points}`,
    );
    await expect(page.getByTestId('market-idea-group').getByRole('listitem')).not.toHaveCount(0);
    await expect(
      page
        .getByTestId('market-idea-group')
        .getByRole('link', { name: new RegExp(text.construction) }),
    ).toHaveAttribute('href', '/business-idea-finder?sector=construction');
  });

  test(`the whole page reads in its language and passes axe at 320 px with the tables open (${language})`, async ({
    page,
  }) => {
    test.slow();
    await openMarket(page, language, '?sector=accommodation_food');
    await expect(page.getByRole('combobox', { name: text.sector })).toHaveValue(
      'accommodation_food',
    );
    // Each button is renamed once pressed, so the first "show" button is always the next one.
    const showButtons = page.getByRole('button', { name: text.showTable });
    for (let remaining = await showButtons.count(); remaining > 0; remaining -= 1) {
      await showButtons.first().click();
    }
    await expect(page.getByRole('button', { name: text.showTable })).toHaveCount(0);
    await expect(page.getByTestId('market-sector-summary')).toContainText(text.accommodation);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    if (language === 'tr') {
      // No English text left in the page's own content (company names, tickers and the
      // census.gov link's "BDS" are proper names).
      const main = page.getByRole('main');
      for (const english of ['Source', 'Listed companies', 'Show the table', 'Sector', 'ideas']) {
        await expect(main.getByText(english, { exact: false })).toHaveCount(0);
      }
      await expect(main).toContainText('%');
    }
  });

  test(`with no sector, trending ideas come from the sectors whose start-up rate rose most (${language})`, async ({
    page,
  }) => {
    const dashboard = await fetchDashboard(page.request);
    await openMarket(page, language);
    await expect(page.getByRole('heading', { name: text.trendingHeading })).toBeVisible();
    const rising = [...dashboard.trends.sectors]
      .sort((left, right) => right.startupRateChange - left.startupRateChange)
      .slice(0, 3)
      .map((entry) => entry.sector);
    const links = page.getByTestId('market-idea-group').getByRole('link');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('href')),
    );
    expect(hrefs).toEqual(rising.map((sector) => `/business-idea-finder?sector=${sector}`));
  });
}

test('the header and the workspace link to the market dashboard', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Market', exact: true })
    .click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market dashboard' })).toBeVisible(
    FIRST_PAINT,
  );

  await signUpAndOpen(page, '/');
  const created = await page.request.post('/api/businesses', {
    data: { name: 'Harbour Café', inputs: EXAMPLE_CALCULATOR_INPUT },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/workspace');
  await page.getByRole('link', { name: 'Market dashboard: sector trends' }).click();
  await expect(page).toHaveURL(/\/market$/);
});

test('a failed load says so and a retry shows the dashboard', async ({ page }) => {
  // Fails every request (the query client's own retries included) until the user asks again.
  let isFailing = true;
  await page.route('**/api/market/dashboard', async (route) => {
    if (isFailing) {
      await route.fulfill({ status: 500, json: { code: 'INTERNAL' } });
      return;
    }
    await route.fallback();
  });
  await page.goto('/market');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'The market figures could not be loaded' });
  await expect(alert).toBeVisible(FIRST_PAINT);
  isFailing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Five-year survival by sector' })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(alert).toHaveCount(0);
});

test('the sector chooser works with the keyboard alone and the address keeps the choice', async ({
  page,
}) => {
  await openMarket(page, 'en');
  const chooser = page.getByRole('combobox', { name: 'Sector' });
  // Tab from the page's start until the chooser has focus, as a keyboard user would.
  await page.locator('body').focus();
  for (let press = 0; press < 40; press += 1) {
    if (await chooser.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(chooser).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/market\?sector=agriculture$/);
  await expect(page.getByTestId('market-sector-summary')).toContainText('Agriculture');
  // The address alone restores the choice (a bookmark or a shared link).
  await page.reload();
  await expect(chooser).toHaveValue('agriculture', FIRST_PAINT);
});
