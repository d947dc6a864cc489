import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const expectFitsAt320 = async (page: Page) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
};

test('a visitor sends the contact form and the team gets the mail', async ({ page }) => {
  const email = `contact.${Date.now().toString(36)}@example.test`;
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'support@foresight.example' }),
  ).toHaveAttribute('href', 'mailto:support@foresight.example');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Email address is required')).toBeVisible();
  await expect(page.getByText('Please choose a topic')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Your name').fill('Deniz Kaya');
  await page.getByLabel('Your email address').fill(email);
  await page.getByLabel('Topic').selectOption('question');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Does the calculator work for a food truck in Izmir?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const thanks = page.getByRole('status');
  await expect(thanks).toContainText('Thank you, your message has arrived.');
  await expect(thanks).toContainText(`We will reply by e-mail to ${email}.`);
  await expectNoAxeViolations(page);

  // Stored, then mailed to the contact inbox (the outbox here), Reply-To the sender.
  await page.goto('/dev/outbox');
  await expect(
    page
      .getByRole('article', { name: '[Contact] Question from Deniz Kaya' })
      .filter({ hasText: email }),
  ).toBeVisible();
});

for (const language of ['en', 'tr'] as const) {
  test(`the contact page passes axe and fits 320 px (${language})`, async ({ page }) => {
    await page.context().addInitScript((chosen) => {
      localStorage.setItem('language', chosen);
    }, language);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'tr' ? 'Bize ulaşın' : 'Contact us',
    );
    await expectNoAxeViolations(page);
    await expectFitsAt320(page);
  });
}
