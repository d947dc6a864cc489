import type { Page } from '@playwright/test';
import { expect, PASSWORD, test, uniqueName } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { SLOW_STEP_MS } from './support/waits';

// The e2e server runs without SMTP_URL in test mode, so its mail lands in the outbox page.

const signUpByEmail = async (page: Page) => {
  const email = `${uniqueName()}@example.test`;
  const response = await page.request.post('/api/email/sign-up', {
    data: { email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(202);
  return email;
};

const mailTo = (page: Page, email: string) => page.getByRole('article').filter({ hasText: email });

test('a sign-up mail shows in the outbox with its verification link on this origin', async ({
  page,
  baseURL,
}) => {
  const email = await signUpByEmail(page);
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const mail = mailTo(page, email);
  await expect(mail).toBeVisible();
  await expect(mail.getByText(`To: ${email}`)).toBeVisible();
  // Mailed links use the server's own host as written (127.0.0.1, where the session cookie lives).
  const link = mail.getByRole('link').first();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^${(baseURL ?? '').replace(/[.]/g, '\\.')}/auth/verify-email[?#]token=`),
  );
});

test('new mail appears without a reload, and the page fits 320 px in Turkish', async ({ page }) => {
  await page.context().addInitScript(() => localStorage.setItem('language', 'tr'));
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Giden posta kutusu' })).toBeVisible();
  const email = await signUpByEmail(page);
  // The page looks again every few seconds by itself.
  await expect(mailTo(page, email)).toBeVisible({ timeout: SLOW_STEP_MS });
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);
});
