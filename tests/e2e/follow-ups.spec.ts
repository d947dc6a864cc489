import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/reflow';
import { createCalculation } from './support/calculations';
import {
  OWN_SERVER_START_MS,
  ownServerPort,
  startOwnServer,
  stopOwnServer,
} from './support/own-server';

/*
 * A follow-up question opens six months after a calculation is saved. This file runs the app
 * through tests/e2e/support/follow-up-server.ts, which adds one test-only route that moves a
 * calculation's saved date into the past (no deployed server has it).
 */
const port = await ownServerPort();
const baseURL = `http://127.0.0.1:${String(port)}`;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  server = await startOwnServer('tests/e2e/support/follow-up-server.ts', port);
});

test.afterAll(() => stopOwnServer(server));

const backdate = async (page: Page, calculationId: string, months: number) => {
  const response = await page.request.post('/__e2e__/backdate-calculation', {
    data: { calculationId, months },
  });
  expect(response.status(), await response.text()).toBe(200);
};

const setLanguage = (page: Page, language: 'en' | 'tr') =>
  page.context().addInitScript((lng) => localStorage.setItem('language', lng), language);

test('a calculation saved seven months ago is asked about, answered once and counted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndOpen(page, '/follow-ups');
  await expect(page.getByRole('heading', { name: 'Nothing to answer now' })).toBeVisible({
    timeout: 20_000,
  });

  const calculation = await createCalculation(page.request, { title: 'Harbour bakery' });
  await backdate(page, calculation.id, 7);
  const due = await page.request.get('/api/follow-ups');
  const { items } = (await due.json()) as { items: { predictedProbability: number }[] };
  expect(items).toHaveLength(1);
  const predicted = items[0]?.predictedProbability ?? Number.NaN;
  await page.reload();

  const card = page.getByRole('article', { name: 'Harbour bakery' });
  await expect(card).toBeVisible();
  const question = card.getByRole('group', {
    name: '6 months on: what happened to this business?',
  });
  await expect(question).toBeVisible();
  await expect(card).toContainText('still operating after 5 years');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Submitting without a choice says what is missing and keeps the keyboard on the group.
  await card.getByRole('button', { name: 'Save answer' }).click();
  await expect(card.getByText('Choose one of the four answers first.')).toBeVisible();
  await expect(question.getByRole('radio', { name: /Still operating/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // Keyboard only: arrow to "Pivoted", then submit.
  await page.keyboard.press('ArrowDown');
  await expect(question.getByRole('radio', { name: /Pivoted/ })).toBeChecked();
  await card.getByRole('button', { name: 'Save answer' }).focus();
  await page.keyboard.press('Enter');

  const confirmation = page.getByText(/your answer “Pivoted” for “Harbour bakery” \(6 months\)/);
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to answer now' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Counted on the public record: one answer, in the band of its five-year estimate, at 6 months.
  await page.getByRole('link', { name: 'See the track record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track record' })).toBeVisible();
  await expect(page.getByTestId('track-record-summary')).toHaveText(
    '1 answer so far, in all bands and months.',
  );
  await expect(page.getByText(/Too few answers to judge yet/)).toBeVisible();
  const band =
    predicted < 0.3
      ? 'Under 30%'
      : predicted < 0.5
        ? '30–50%'
        : predicted < 0.7
          ? '50–70%'
          : '70% and over';
  const row = page
    .getByTestId('track-record-table-6')
    .getByRole('row', { name: new RegExp(`^${band}`) });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row).toContainText('Too few to judge');
  // Nothing was answered at 12 months: every band there counts 0.
  const twelve = page.getByTestId('track-record-table-12').getByRole('row');
  for (const index of [1, 2, 3, 4]) {
    await expect(twelve.nth(index).getByRole('cell').first()).toHaveText('0');
  }

  // Answered once: the server refuses a second answer and the question does not come back.
  const again = await page.request.post('/api/follow-ups', {
    data: { calculationId: calculation.id, monthsAfter: 6, outcome: 'closed' },
  });
  expect(again.status()).toBe(409);
  await page.goto('/follow-ups');
  await expect(page.getByRole('heading', { name: 'Nothing to answer now' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Harbour bakery' })).toHaveCount(0);
});

for (const language of ['en', 'tr'] as const) {
  test(`both pages pass axe and fit 320 px in ${language}`, async ({ page }) => {
    await setLanguage(page, language);
    await page.goto('/track-record');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('track-record-summary')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await signUpAndOpen(page, '/follow-ups');
    const empty = language === 'en' ? 'Nothing to answer now' : 'Şu anda yanıtlanacak bir şey yok';
    await expect(page.getByRole('heading', { name: empty })).toBeVisible({ timeout: 20_000 });
    const calculation = await createCalculation(page.request, { title: 'Kıyı fırını' });
    await backdate(page, calculation.id, 13);
    await page.reload();
    const question =
      language === 'en'
        ? '12 months on: what happened to this business?'
        : '12 ay sonra: bu işletmeye ne oldu?';
    await expect(page.getByRole('group', { name: question })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
