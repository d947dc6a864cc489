import type { Page } from '@playwright/test';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { createCalculation } from './support/calculations';

const TEXT = {
  en: {
    visualizations: 'Visualizations',
    factors: 'Factors',
    financials: 'Financials',
    legend: ['10th–90th percentile', 'Median', 'Expected (survival-weighted)'],
  },
  tr: {
    visualizations: 'Görselleştirmeler',
    factors: 'Faktörler',
    financials: 'Finansallar',
    legend: ['10.–90. yüzdelik', 'Medyan', 'Beklenen (hayatta kalmayla ağırlıklı)'],
  },
} as const;

/** A saved calculation of the calculator's example, opened in `language`. */
const openSavedResult = async (page: Page, language: 'en' | 'tr') => {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
  await signUpAndOpen(page, '/');
  const saved = await createCalculation(page.request);
  await page.goto(`/analysis-results/${saved.id}`);
  await page.getByRole('tab', { name: TEXT[language].visualizations }).click();
};

for (const language of ['en', 'tr'] as const) {
  test(`the Factors chart names every row on its axis (${language})`, async ({ page }) => {
    await openSavedResult(page, language);
    await page.getByRole('tab', { name: TEXT[language].factors }).click();
    const rowNames = await page
      .getByTestId('sensitivity-tornado-table')
      .locator('tbody th')
      .allTextContents();
    expect(rowNames.length).toBeGreaterThan(10);
    // The drawn labels of the left axis (a long one may wrap onto several lines of one tick).
    const ticks = page
      .locator('#sensitivity-tornado-title')
      .locator('xpath=ancestor::figure')
      .locator('.recharts-cartesian-axis-tick-value[text-anchor="end"]');
    await expect(ticks.first()).toBeVisible();
    const axisLabels = await ticks.evaluateAll((elements) =>
      elements.map((tick) => {
        const lines = [...tick.querySelectorAll('tspan')].map((line) => line.textContent);
        return (lines.length > 0 ? lines.join(' ') : tick.textContent).trim();
      }),
    );
    expect(axisLabels).toEqual(rowNames);
  });

  test(`the growth projection has a legend (${language})`, async ({ page }) => {
    await openSavedResult(page, language);
    await page.getByRole('tab', { name: TEXT[language].financials }).click();
    const legend = page.getByTestId('growth-projection-legend');
    await expect(legend).toBeVisible();
    await expect(legend.getByRole('listitem')).toHaveText([...TEXT[language].legend]);
  });
}
