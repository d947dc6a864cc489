import type { Page } from '@playwright/test';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { expectNoAxeViolations } from './support/axe';
import { expect, registerByApi, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/reflow';

type Language = 'en' | 'tr';

/** A new account with one business that has calculator answers, signed in, in `language`. */
const newUserWithBusiness = async (page: Page, language: Language = 'en') => {
  const user = await registerByApi(page.request);
  const created = await page.request.post('/api/businesses', {
    data: { name: 'Harbour Café', inputs: EXAMPLE_CALCULATOR_INPUT },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().addInitScript(
    ({ id, username, lng }) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('username', username);
      localStorage.setItem('language', lng);
    },
    { id: user.id, username: user.username, lng: language },
  );
  return (await created.json()) as { id: string };
};

const history = (page: Page) =>
  page.getByRole('table', { name: /Your token history|Jeton geçmişiniz/ });

const openTokens = async (page: Page) => {
  await page.goto('/tokens');
  await expect(page.locator('main h1')).toBeVisible({ timeout: 20_000 });
};

const runAnalysis = async (page: Page) => {
  await page.goto('/analysis');
  await page.getByRole('button', { name: /Run analysis|Analizi çalıştır/ }).click();
};

test('a new user sees 10 tokens, spends 5 on an analysis, and sees the spend in the history', async ({
  page,
}) => {
  await newUserWithBusiness(page);
  await openTokens(page);
  await expect(page.getByTestId('token-balance-amount')).toHaveText('10 tokens');
  await expect(history(page).getByRole('row')).toHaveCount(2);
  const welcome = history(page).getByRole('row').nth(1);
  await expect(welcome.getByRole('rowheader')).toHaveText('Welcome tokens for your new account');
  await expect(welcome.getByRole('cell').nth(1)).toHaveText('+10');

  await page.goto('/analysis');
  await expect(page.getByText('A comprehensive analysis costs 5 tokens.')).toBeVisible();
  await runAnalysis(page);
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);

  await openTokens(page);
  await expect(page.getByTestId('token-balance-amount')).toHaveText('5 tokens');
  const spend = history(page).getByRole('row').nth(1);
  await expect(spend.getByRole('rowheader')).toHaveText(
    /^Spent on: Comprehensive analysis \(SWOT, competition, market, action plan\)$/,
  );
  await expect(spend.getByRole('cell').nth(1)).toHaveText('−5');
  await expect(spend.getByRole('cell').nth(2)).toHaveText('5');
});

test('a short balance gets the 402 notice with the cost, the balance and keyboard-reachable ways to buy', async ({
  page,
}) => {
  const business = await newUserWithBusiness(page);
  for (let run = 0; run < 2; run += 1) {
    const paid = await page.request.post('/api/analysis-reports', {
      data: { businessId: business.id },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  await runAnalysis(page);
  const notice = page.getByTestId('tokens-required');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Not enough tokens' })).toBeVisible();
  await expect(notice).toContainText(
    'A comprehensive analysis costs 5 tokens and your balance is 0 tokens.',
  );
  await expect(notice).toContainText('Nothing was charged for this attempt.');
  await expect(page).toHaveURL(/\/analysis$/);
  await expectNoAxeViolations(page);
  await expect(notice.getByRole('link', { name: 'See memberships' })).toHaveAttribute(
    'href',
    '/membership',
  );
  const buy = notice.getByRole('link', { name: 'Buy tokens' });
  await buy.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subscription$/);
  // Nothing was taken by the refused attempt.
  const summary = (await (await page.request.get('/api/tokens')).json()) as { balance: number };
  expect(summary.balance).toBe(0);
});

for (const language of ['en', 'tr'] as const) {
  test(`the notice and /tokens pass axe with no sideways scrolling at 320 px (${language})`, async ({
    page,
  }) => {
    const business = await newUserWithBusiness(page, language);
    for (let run = 0; run < 2; run += 1)
      expect(
        (
          await page.request.post('/api/analysis-reports', { data: { businessId: business.id } })
        ).status(),
      ).toBe(201);
    await page.setViewportSize({ width: 320, height: 800 });
    await runAnalysis(page);
    const notice = page.getByTestId('tokens-required');
    await expect(notice).toBeVisible();
    if (language === 'tr') {
      await expect(notice.getByRole('heading', { name: 'Yeterli jetonunuz yok' })).toBeVisible();
      await expect(notice).toContainText('Kapsamlı analiz 5 jeton tutuyor; bakiyeniz 0 jeton.');
    }
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await openTokens(page);
    await expect(history(page).getByRole('row')).toHaveCount(4);
    await expect(page.getByTestId('token-balance-amount')).toHaveText(
      language === 'en' ? '0 tokens' : '0 jeton',
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
