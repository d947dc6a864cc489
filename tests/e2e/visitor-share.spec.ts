import type { Page } from '@playwright/test';
import { expect, PASSWORD, signUpAndOpen, test, uniqueName } from './support/fixtures';
import { fillUsername } from './support/sign-in';
import { exampleInput, newClientContext } from './support/calculations';
import { expectNoAxeViolations } from './support/axe';

const TEXT = {
  en: {
    signInToShare: 'Sign in to share',
    signUpTab: 'Sign up',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    createAccount: 'Create account',
    shareDialog: 'Share a read-only link',
    createLink: 'Create link',
    linkLabel: 'Share link',
  },
  tr: {
    signInToShare: 'Paylaşmak için giriş yapın',
    signUpTab: 'Kaydol',
    username: 'Kullanıcı adı',
    password: 'Parola',
    confirmPassword: 'Parolayı doğrulayın',
    createAccount: 'Hesap oluştur',
    shareDialog: 'Salt okunur bağlantı paylaş',
    createLink: 'Bağlantı oluştur',
    linkLabel: 'Paylaşım bağlantısı',
  },
} as const;

/** Puts the server's result for the example input in session storage, as the calculator does. */
const openVisitorResult = async (page: Page) => {
  const input = await exampleInput(page.request);
  const response = await page.request.post('/api/predict', { data: input });
  expect(response.status()).toBe(200);
  const result: unknown = await response.json();
  await page.goto('/');
  await page.evaluate(
    (stored) => sessionStorage.setItem('calculatorResult', JSON.stringify(stored)),
    { input, result, origin: 'server' },
  );
  await page.goto('/calculator/result');
  await expect(page.getByTestId('result-score')).toBeVisible();
};

for (const language of ['en', 'tr'] as const) {
  test(`a visitor signs up to share and comes back to the same result, saved (${language})`, async ({
    page,
    browser,
  }) => {
    const text = TEXT[language];
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await openVisitorResult(page);
    const score = await page.getByTestId('result-score').textContent();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.signInToShare }).click();
    await expect(page).toHaveURL(/\/auth/);
    await page.getByRole('tab', { name: text.signUpTab }).click();
    await fillUsername(page, uniqueName(), text.username);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(text.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: text.createAccount }).click();

    // Back on the same result, now saved, with the share dialog open.
    await expect(page).toHaveURL(/\/analysis-results\/[0-9a-f-]{36}$/);
    const dialog = page.getByRole('dialog', { name: text.shareDialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.createLink }).click();
    const url = await dialog.getByLabel(text.linkLabel).inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('result-score')).toHaveText(score ?? '');

    // Someone else opens the link and sees the same estimate.
    const otherContext = await newClientContext(browser, language);
    const other = await otherContext.newPage();
    await other.goto(url);
    await expect(other.getByTestId('result-score')).toHaveText(score ?? '');
    await otherContext.close();
  });
}

test('a signed-in user who opens /auth is sent on instead of seeing the sign-in form', async ({
  page,
}) => {
  await signUpAndOpen(page, '/about');
  await page.evaluate(() => localStorage.setItem('redirectAfterLogin', '/success-score'));
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/success-score$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();

  // With nothing saved, to the home page.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
});
