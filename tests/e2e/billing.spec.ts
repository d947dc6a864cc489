import type { Page } from '@playwright/test';
import { CATALOGUE } from '#shared/catalogue';
import { createCalculation } from './support/calculations';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/reflow';

// Sign-up, two checkouts and a membership on a loaded machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

const setLanguage = (page: Page, language: 'en' | 'tr') =>
  page.context().addInitScript((lng) => localStorage.setItem('language', lng), language);

const checkAccessible = async (page: Page) => {
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
};

const signUp = CATALOGUE.signUpTokens;

test('a new user buys a pack and a membership through the demo checkout, cancels, and keeps everything', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await signUpAndOpen(page, '/subscription');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Token packs' })).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText(`Your balance: ${signUp} tokens`);
  const calculation = await createCalculation(page.request, { title: 'Kept after cancelling' });
  await checkAccessible(page);

  await page.getByRole('button', { name: 'Buy 60 tokens for $12' }).click();
  await expect(page).toHaveURL(/\/subscription-checkout\?checkout=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('demo-badge')).toHaveText('Demo checkout — no money is taken');
  await expect(page.getByTestId('checkout-summary')).toContainText('Token pack: 60 tokens');
  await expect(page.getByTestId('checkout-summary')).toContainText('$12');
  // The page's address alone credits nothing: only the confirmation does.
  await page.reload();
  await expect(page.getByTestId('demo-badge')).toBeVisible();
  await checkAccessible(page);
  await page.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByText('Purchase complete: 60 tokens were added.')).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText(`Your balance: ${signUp + 60} tokens`);
  // The credit is also a notification (the saved calculation may have earned another one).
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    page.getByText(`60 tokens were added to your balance, which is now ${signUp + 60}.`),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await checkAccessible(page);

  await page.goto('/membership');
  await slowExpect(page.getByText('You are on the free plan.')).toBeVisible();
  await checkAccessible(page);
  await page.getByRole('button', { name: 'Choose Plus' }).click();
  await expect(page.getByTestId('checkout-summary')).toContainText('Plus membership, one month');
  await page.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByText('Purchase complete: 60 tokens were added.')).toBeVisible();
  await page.getByRole('link', { name: 'See your membership' }).click();

  const plan = page.getByTestId('current-plan');
  await expect(plan).toContainText('Plus membership');
  await expect(plan).toContainText('A demo membership does not renew by itself');
  await expect(plan).toContainText("60 tokens of this month's allowance are left");
  await expect(plan).toContainText(`Your balance: ${signUp + 120} tokens`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Current plan' })).toContainText(
    'Plus',
  );
  await checkAccessible(page);

  // Cancelling with the keyboard alone; the dialog says that nothing is deleted.
  await page.getByRole('button', { name: 'Cancel membership' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText('Nothing is deleted');
  await expectNoAxeViolations(page);
  await expect(dialog.getByRole('button', { name: 'Keep membership' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel membership' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('plan-cancelled')).toContainText(
    'Cancelled: your membership stays until',
  );

  const calculations = await page.request.get('/api/calculations');
  expect(await calculations.text()).toContain(calculation.id);
  await page.goto(`/analysis-results/${calculation.id}`);
  await slowExpect(page.getByText('Kept after cancelling').first()).toBeVisible();
});

test('Turkish: lira prices, and cancelling a demo checkout buys nothing', async ({ page }) => {
  await setLanguage(page, 'tr');
  await signUpAndOpen(page, '/subscription');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Jeton paketleri' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Türk lirası (TRY)' })).toBeChecked();
  await expect(page.getByTestId('pack-list')).toContainText('₺479');
  await checkAccessible(page);
  await page.getByRole('button', { name: '60 jetonu ₺479 karşılığında satın al' }).click();
  await expect(page.getByTestId('demo-badge')).toHaveText('Deneme ödemesi — para alınmaz');
  await checkAccessible(page);
  await page.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('token-balance')).toHaveText(`Bakiyeniz: ${signUp} jeton`);

  await page.goto('/membership');
  await slowExpect(page.getByText('Ücretsiz plandasınız.')).toBeVisible();
  await checkAccessible(page);
});

test('a visitor sees the packs and is asked to sign in, then comes back', async ({ page }) => {
  await setLanguage(page, 'en');
  await page.goto('/subscription');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Token packs' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in or create an account' }).click();
  await expect(page).toHaveURL(/\/auth/);
  const saved = await page.evaluate(() => localStorage.getItem('redirectAfterLogin'));
  expect(saved).toContain('/subscription');
});
