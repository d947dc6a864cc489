import { readFileSync } from 'node:fs';
import type { ModelEvaluation } from '#engine/evaluation';
import type ScoreTextsJson from '#web/locales/en/score.json';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { FIELD_TEXTS } from './support/field-texts';

// Read as files: Playwright's loader refuses JSON imports without an import attribute.
const readJson = (relative: string): unknown =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
type ScoreTexts = typeof ScoreTextsJson;
const english = readJson('../../src/web/locales/en/score.json') as ScoreTexts;
const turkish = readJson('../../src/web/locales/tr/score.json') as ScoreTexts;
const MODEL_EVALUATION = readJson('../../src/engine/model/evaluation.json') as ModelEvaluation;

const TEXTS = { en: english, tr: turkish } as const;
const LOCALES = { en: 'en-US', tr: 'tr-TR' } as const;

for (const language of ['en', 'tr'] as const) {
  test(`success score page shows the measured figures and the calibration table (${language})`, async ({
    page,
  }) => {
    const texts = TEXTS[language];
    await page.context().addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/success-score');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // Figures come from the generated evaluation.json, formatted in the reader's language.
    const decimal = (value: number) =>
      new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: 3,
        maximumFractionDigits: 3,
      }).format(value);
    const figures = page.getByTestId('evaluation-figures');
    const aucRow = figures.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: texts.evaluation.auc, exact: true }),
    });
    await expect(aucRow).toContainText(decimal(MODEL_EVALUATION.crossValidation.auc));
    await expect(figures).toContainText(decimal(MODEL_EVALUATION.crossValidation.brierSkill));
    await expect(figures).toContainText(decimal(MODEL_EVALUATION.timeSplit.auc));

    // The owner's decision: the SBA AUC is a guard, held on later loans too.
    await expect(page.getByTestId('auc-guard')).toContainText(decimal(MODEL_EVALUATION.aucGuard));
    await expect(page.getByTestId('auc-guard')).toContainText(
      decimal(MODEL_EVALUATION.timeSplit.auc),
    );
    // Calibrated for founders: every sector's typical founder beside its Census rate.
    await expect(
      page.getByRole('heading', { level: 2, name: texts.founders.heading }),
    ).toBeVisible();
    await expect(page.getByTestId('typical-founders').locator('tbody tr')).toHaveCount(
      MODEL_EVALUATION.ordinaryFounders.sectors.length,
    );

    // Issue 31: every published class beside the model's figure, fitted tables and checks apart.
    const percent = (share: number) =>
      new Intl.NumberFormat(LOCALES[language], {
        style: 'percent',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }).format(share);
    for (const [testId, role] of [
      ['evidence-fitted', 'fitted'],
      ['evidence-checks', 'check'],
    ] as const) {
      const tables = MODEL_EVALUATION.newFirm.tables.filter((entry) => entry.role === role);
      const rows = page.getByTestId(testId).locator('tbody tr');
      await expect(rows).toHaveCount(tables.reduce((sum, entry) => sum + entry.classes.length, 0));
      const first = tables[0]?.classes.find((row) => row.published !== null);
      await expect(rows.first()).toContainText(percent(first?.published ?? 0));
    }
    await expect(page.getByTestId('answer-spread').locator('tbody tr')).toHaveCount(
      MODEL_EVALUATION.newFirm.spread.evidence.length,
    );
    await expect(page.getByTestId('model-spread')).toContainText(
      percent(MODEL_EVALUATION.newFirm.spread.model.p90),
    );

    // The chart's data table: one row per sector, hidden visually until asked for.
    const table = page.getByTestId('calibration-table');
    await expect(table.locator('tbody tr')).toHaveCount(
      MODEL_EVALUATION.calibrationBySector.length,
    );
    const retail = FIELD_TEXTS[language].option.sector.retail.split(' (')[0] ?? '';
    await expect(table.getByRole('rowheader', { name: retail, exact: true })).toHaveCount(1);
    // The bars (their own chunk) load and draw once the reader nears them, one label per sector.
    const figure = page.locator('figure[aria-labelledby="calibration-title"]');
    const bars = figure.locator('svg.recharts-surface');
    // Far below the first screen: nothing of them once the page has settled...
    await page.waitForLoadState('networkidle');
    await expect(bars).toHaveCount(0);
    // ...and drawn when scrolled to.
    await figure.scrollIntoViewIfNeeded();
    await expect(bars.getByText(retail, { exact: true })).toHaveCount(1);
    const toggle = page.getByRole('button', { name: texts.calibration.showTable });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: texts.calibration.hideTable })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(table).toBeVisible();

    await expectNoAxeViolations(page);
  });
}
