import { expect, test } from './support/fixtures';
import { openWithBusiness } from './support/business';

const TEXT = {
  en: {
    run: 'Run simulation',
    finished: 'Simulation finished.',
    comparison: 'Scenarios side by side',
    endCash: /^Median cash at the end/,
    definitions: [
      /below zero before its first month with a profit/,
      /first month with a profit by this month/,
      /never falls below zero/,
    ],
  },
  tr: {
    run: 'Simülasyonu çalıştır',
    finished: 'Simülasyon tamamlandı.',
    comparison: 'Senaryoların karşılaştırması',
    endCash: /^Dönem sonunda medyan nakit/,
    definitions: [
      /ilk kârlı ayından önce sıfırın altına/,
      /ilk kârlı ayına bu aya kadar/,
      /hiçbir ayda sıfırın altına/,
    ],
  },
} as const;

/** A formatted amount or percentage as a number (en: 1,234.5; tr: 1.234,5; any sign). */
const parseFigure = (text: string, language: 'en' | 'tr') => {
  const isNegative = /[-−]/.test(text);
  const digits = text.replace(/[^\d.,]/g, '');
  const plain =
    language === 'tr' ? digits.replaceAll('.', '').replace(',', '.') : digits.replaceAll(',', '');
  return (isNegative ? -1 : 1) * Number(plain);
};

for (const language of ['en', 'tr'] as const) {
  test(`the example plan's headline figures agree and each says what it means (${language})`, async ({
    page,
  }) => {
    const text = TEXT[language];
    // A business with no calculator inputs: the simulator's example plan.
    await openWithBusiness(page, '/business-simulator', language);
    await page.getByRole('button', { name: text.run }).click();
    await expect(page.getByText(text.finished)).toBeVisible({ timeout: 20_000 });

    const figures = page.getByTestId('headline-figures').locator(':scope > div');
    await expect(figures).toHaveCount(3);
    for (const [index, definition] of text.definitions.entries()) {
      await expect(figures.nth(index).locator('dd').nth(1)).toHaveText(definition);
    }

    // The median path's end cash must agree with whether most paths run out of cash.
    const survival = parseFigure(
      (await figures.nth(2).locator('dd').first().textContent()) ?? '',
      language,
    );
    const comparison = page.getByRole('table', { name: text.comparison });
    const endCashRow = comparison.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: text.endCash }),
    });
    const endCash = parseFigure(
      (await endCashRow.getByRole('cell').first().textContent()) ?? '',
      language,
    );
    expect(Number.isFinite(survival) && Number.isFinite(endCash)).toBe(true);
    if (survival < 50) expect(endCash).toBeLessThanOrEqual(0);
    else expect(endCash).toBeGreaterThanOrEqual(0);
  });
}
