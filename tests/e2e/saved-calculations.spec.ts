import { expect, registerByApi, signUpAndOpen, test } from './support/fixtures';
import {
  createBusiness,
  createCalculation,
  mirrorLogin,
  newClientContext,
} from './support/calculations';
import { expectNoAxeViolations } from './support/axe';

const LOAD_ERROR = 'The calculation may not exist or you may not have permission to view it';

// Journeys across several saved pages, two users and axe on each: 30 s was not enough on a loaded
// two-core machine in a full run (each passes in about 13 s alone).
test.describe.configure({ timeout: 60_000 });

test('a saved calculation opens, is renamed, and is refused to another user', async ({
  page,
  browser,
}) => {
  await signUpAndOpen(page, '/');
  const saved = await createCalculation(page.request, { title: 'Corner cafe plan' });
  await page.goto(`/analysis-results/${saved.id}`);
  const title = page.getByTestId('calculation-title');
  await expect(title).toHaveText('Corner cafe plan');
  await expect(page.getByTestId('result-score')).toContainText(`${saved.result.score}%`);

  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename analysis' });
  const field = dialog.getByLabel('Title');
  await expect(field).toHaveValue('Corner cafe plan');
  await field.fill('<b>Bakery</b> & co');
  await dialog.getByRole('button', { name: 'Save title' }).click();
  await expect(dialog).toBeHidden();
  // Markup in a title is shown as text, never interpreted.
  await expect(title).toHaveText('<b>Bakery</b> & co');
  await page.reload();
  await expect(title).toHaveText('<b>Bakery</b> & co');

  const otherContext = await newClientContext(browser);
  const otherPage = await otherContext.newPage();
  const other = await registerByApi(otherPage.request);
  await mirrorLogin(otherPage, other);
  await otherPage.goto(`/analysis-results/${saved.id}`);
  await expect(otherPage.getByText(LOAD_ERROR)).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Try Again' })).toBeVisible();
  const back = otherPage.getByRole('link', { name: 'Return to Dashboard' });
  await expect(back).toHaveAttribute('href', '/dashboard');
  await expect(otherPage.getByText('<b>Bakery</b> & co')).toHaveCount(0);
  await expectNoAxeViolations(otherPage);

  // An unknown id shows the same error; Try Again asks the server again.
  await otherPage.goto('/analysis-results/6f1c1f4e-1b8e-4a52-9a4b-2a5d0c7f9e11');
  await expect(otherPage.getByText(LOAD_ERROR)).toBeVisible();
  const retried = otherPage.waitForRequest((request) =>
    request.url().includes('/api/calculations/6f1c1f4e'),
  );
  await otherPage.getByRole('button', { name: 'Try Again' }).click();
  await retried;
  await otherContext.close();
});

test('the analyses list pages, deletes with confirmation and compares two', async ({ page }) => {
  await signUpAndOpen(page, '/');
  await createBusiness(page.request);
  const first = await createCalculation(page.request, { title: 'Plan A' });
  const second = await createCalculation(page.request, {
    title: 'Plan B',
    input: { capitalInvestment: 900_000, competitionLevel: 'low' },
  });
  const doomed = await createCalculation(page.request, { title: 'Plan C' });

  await page.goto('/analyses');
  await expect(page.getByRole('heading', { level: 1, name: 'Your analyses' })).toBeVisible();
  const rows = page.getByRole('row');
  // Newest first: C, B, A under the header row.
  await expect(rows.nth(1)).toContainText('Plan C');
  await expect(rows.nth(3)).toContainText('Plan A');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Delete “${doomed.title}”` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this analysis?' });
  await expect(confirm).toContainText('Plan C');
  await confirm.getByRole('button', { name: 'Delete analysis' }).click();
  // Closed once the server has deleted it (while open, the modal hides the table from roles).
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: 'Plan C' })).toHaveCount(0);
  expect((await page.request.get(`/api/calculations/${doomed.id}`)).status()).toBe(404);

  await page.getByRole('checkbox', { name: 'Select “Plan A” for comparison' }).check();
  await page.getByRole('checkbox', { name: 'Select “Plan B” for comparison' }).check();
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page).toHaveURL(/\/analyses\/compare\?a=.+&b=.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare analyses' })).toBeVisible();
  const changes = page.getByTestId('input-changes');
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes).toContainText('$900,000');
  const delta = first.result.score - second.result.score;
  const url = new URL(page.url());
  const firstIsA = url.searchParams.get('a') === first.id;
  const shown = firstIsA ? -delta : delta;
  await expect(page.getByTestId('score-delta')).toHaveText(
    shown === 0 ? 'No change' : `${shown > 0 ? '+' : '−'}${Math.abs(shown)}`,
  );
  // Paired bars: the score and the six rated factors, one bar per calculation.
  await expect(page.getByTestId('compare-chart').locator('.recharts-bar-rectangle')).toHaveCount(
    14,
  );
  await expectNoAxeViolations(page);
});

for (const language of ['en', 'tr'] as const) {
  test(`saved-calculation pages pass axe (${language})`, async ({ browser }) => {
    const context = await newClientContext(browser, language);
    const page = await context.newPage();
    const user = await registerByApi(page.request);
    await mirrorLogin(page, user);
    await createBusiness(page.request);
    const first = await createCalculation(page.request, { title: 'İlk plan' });
    const second = await createCalculation(page.request, {
      title: 'Ğüzel plan',
      input: { experience: 'none' },
    });
    await page.goto(`/analysis-results/${first.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('calculation-title')).toHaveText('İlk plan');
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: language === 'en' ? 'Share' : 'Paylaş', exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.goto('/analyses');
    await expect(page.getByRole('link', { name: 'Ğüzel plan' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/analyses/compare?a=${first.id}&b=${second.id}`);
    await expect(page.getByTestId('input-changes')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}
