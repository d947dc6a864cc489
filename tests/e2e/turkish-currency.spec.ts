import type { Page } from '@playwright/test';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

/*
 * Issue 34, item 7: a Turkish founder (Turkish interface, location Turkey) types capital in lira
 * and sees lira on the result, with the conversion to the model's dollars named (OECD
 * purchasing-power parity for 2023: ₺1.250.000 at 7,35 lira per dollar is $170.068).
 */
const CAPITAL = '1250000';
const LIRA = '₺1.250.000';
const DOLLARS = 'Model bu tutarı $170.068 olarak kullanır.';

/** Answers every step with the first choices, location Turkey, capital typed in lira. */
const fillAsTurkishFounder = async (page: Page) => {
  const form = page.locator('form[aria-labelledby="calculator-step-heading"]');
  for (let step = 1; step <= 3; step += 1) {
    await expect(form.getByText(new RegExp(`^Adım ${step} `))).toBeVisible();
    for (const select of await form.locator('select:not(#calculator-capitalCurrency)').all())
      await select.selectOption({ index: 1 });
    if (step === 2) await form.locator('#calculator-location').selectOption('TR');
    if (step === 3) {
      // Turkey's own currency is the default: nothing to choose.
      await expect(form.getByLabel('Para birimi')).toHaveValue('TRY');
      await form.getByLabel(/^Başlangıç sermayesi \(TRY\)/).fill(CAPITAL);
      const note = form.getByTestId('conversion-note');
      await expect(note).toContainText(DOLLARS);
      await expect(note).toContainText('1 ABD doları = ₺7,35');
      await expect(note).toContainText('OECD satın alma gücü paritesi, yıl 2023');
      await expectNoAxeViolations(page);
    }
    await form.locator('button[type="submit"]').click();
  }
};

const expectLiraWithConversion = async (page: Page) => {
  const capital = page.getByTestId('result-capital');
  await expect(capital).toContainText(`Başlangıç sermayesi: ${LIRA}`);
  await expect(capital).toContainText(DOLLARS);
  await expect(
    capital.getByRole('link', { name: /Kaynak: OECD Economic Surveys/ }),
  ).toHaveAttribute('href', /^https:\/\/www\.oecd\.org\//);
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'tr'));
});

test('a visitor types capital in lira and reads lira on the result, with the conversion named', async ({
  page,
}) => {
  await page.goto('/calculator');
  await fillAsTurkishFounder(page);
  await expect(page).toHaveURL(/\/calculator\/result$/);
  await expect(
    page.getByText(/^Sunucunun çalıştırdığı modelle \(\S+\) tarayıcınızda hesaplandı\.$/),
  ).toBeVisible();
  await expectLiraWithConversion(page);
  await expectNoAxeViolations(page);

  // Changing the answers brings the lira back, as typed.
  await page.getByRole('link', { name: 'Yanıtlarımı değiştir' }).click();
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByRole('button', { name: 'İleri' }).click();
  await expect(page.getByLabel(/^Başlangıç sermayesi \(TRY\)/)).toHaveValue(CAPITAL);
});

test('a signed-in founder’s saved calculation keeps the lira as typed', async ({ page }) => {
  await signUpAndOpen(page, '/calculator');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/calculations') && response.request().method() === 'POST',
  );
  await fillAsTurkishFounder(page);
  const body = (await (await saved).json()) as {
    id: string;
    input: { capitalInvestment: number };
    capitalEntry: unknown;
  };
  expect(body.capitalEntry).toEqual({ currency: 'TRY', amount: 1_250_000 });
  expect(body.input.capitalInvestment).toBeCloseTo(170_068.03, 1);
  await expect(page).toHaveURL(new RegExp(`/analysis-results/${body.id}$`));
  await page.reload();
  await expectLiraWithConversion(page);
  await expectNoAxeViolations(page);
});
