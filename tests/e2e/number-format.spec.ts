import type { Page } from '@playwright/test';
import { expect, registerByApi, test } from './support/fixtures';
import { createCalculation, mirrorLogin, newClientContext } from './support/calculations';
import { FIELD_TEXTS } from './support/field-texts';
import { bytesOf, download, pdfText } from './support/pdf-text';

/*
 * Issue 12, items 8 and 9: numbers are written the reader's way everywhere (Turkish: "%38",
 * "4,3 puan", "$80.000"; English: "38%", "4.3 points", "$80,000"), on the page, in the charts and
 * in the PDF; and a field's label and its value read as "label: value", never glued together as
 * "Starting capital (USD) (80,000)".
 */
const EXPECTED = {
  en: {
    fields: FIELD_TEXTS.en,
    visualizations: 'Visualizations',
    financials: 'Financials',
    points: /\d\.\d points/,
    wrongPoints: /\d,\d points/,
    // A whole or one-decimal percentage with the sign after it, and none before a number.
    percent: /^\d{1,3}%$/,
    decimalPercent: /\d+\.\d%/,
    wrongPercent: /%\d/,
    capital: '$80,000',
    axisTop: '100%',
  },
  tr: {
    fields: FIELD_TEXTS.tr,
    visualizations: 'Görselleştirmeler',
    financials: 'Finansallar',
    points: /\d,\d puan/,
    wrongPoints: /\d\.\d puan/,
    percent: /^%\d{1,3}$/,
    decimalPercent: /%\d+,\d/,
    wrongPercent: /\d%/,
    capital: '$80.000',
    axisTop: '%100',
  },
} as const;

const openSavedResult = async (page: Page) => {
  const user = await registerByApi(page.request);
  await mirrorLogin(page, user);
  const saved = await createCalculation(page.request, {
    title: 'Corner bakery',
    input: { areaType: 'urban' },
  });
  await page.goto(`/analysis-results/${saved.id}`);
  await expect(page.getByTestId('calculation-title')).toHaveText('Corner bakery');
};

for (const language of ['en', 'tr'] as const) {
  const expected = EXPECTED[language];
  const { label, option } = expected.fields;
  const capitalLine = `${label.capitalInvestment}: ${expected.capital}`;
  const areaLine = `${label.areaType}: ${option.areaType.urban}`;

  test(`numbers and field values read the ${language} way on the result page`, async ({
    browser,
  }) => {
    const context = await newClientContext(browser, language);
    const page = await context.newPage();
    await openSavedResult(page);

    // Engine texts: points with the language's decimal mark, "label: value" for each answer.
    const overview = page.getByRole('tabpanel');
    await expect(overview).toContainText(expected.points);
    await expect(overview).not.toContainText(expected.wrongPoints);
    await expect(overview).toContainText(`${areaLine}.`);
    await expect(overview).not.toContainText(`${label.areaType} (`);
    await expect(overview).not.toContainText(/\(USD\) \(/);

    // The survival chart's axis, its table, and the growth sources line.
    await page.getByRole('tab', { name: expected.visualizations }).click();
    await page.getByRole('tab', { name: expected.financials }).click();
    const survival = page.locator('figure[aria-labelledby="survival-curve-title"]');
    const ticks = survival.locator(
      '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value',
    );
    await expect(ticks.last()).toHaveText(expected.axisTop);
    for (const tick of await ticks.allTextContents()) expect(tick).toMatch(expected.percent);
    const cells = await page.getByTestId('survival-curve-table').locator('td').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toMatch(expected.percent);
    const growth = page.locator('figure[aria-labelledby="growth-projection-title"]');
    await expect(growth).toContainText(expected.decimalPercent);
    await context.close();
  });

  test(`the PDF report writes numbers and answers the ${language} way`, async ({ browser }) => {
    const context = await newClientContext(browser, language);
    const page = await context.newPage();
    await openSavedResult(page);

    const text = await pdfText(await bytesOf(await download(page, /PDF/)));
    expect(text).toContain(expected.axisTop);
    expect(text).not.toMatch(expected.wrongPercent);
    expect(text).toMatch(expected.points);
    expect(text).toContain(capitalLine);
    expect(text).toContain(areaLine);
    expect(text).not.toContain('(USD)');
    await context.close();
  });
}
