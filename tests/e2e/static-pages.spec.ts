import type { Page } from '@playwright/test';
import { CATALOGUE, unitPrice } from '#shared/catalogue';
import { formatPrice } from '#web/lib/format';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

const LANGUAGES = ['en', 'tr'] as const;
const LOCALES = { en: 'en-US', tr: 'tr-TR' } as const;
const PAGES = [
  { path: '/features', title: { en: 'Features', tr: 'Özellikler' } },
  { path: '/pricing', title: { en: 'Pricing', tr: 'Fiyatlandırma' } },
  { path: '/privacy-policy', title: { en: 'Privacy Policy', tr: 'Gizlilik Politikası' } },
  { path: '/terms-of-service', title: { en: 'Terms of Service', tr: 'Kullanım Koşulları' } },
] as const;

const setLanguage = (page: Page, language: string) =>
  page.context().addInitScript((lng) => localStorage.setItem('language', lng), language);

const sidewaysOverflow = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ),
      ),
  );

for (const language of LANGUAGES) {
  for (const { path, title } of PAGES) {
    test(`${path} (${language}) has its title, passes axe and fits 320 px and 1280 px`, async ({
      page,
    }) => {
      await setLanguage(page, language);
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
      await expect(page).toHaveTitle(`${title[language]} · Foresight`);
      // The deferred shell (cookie banner, footer) is part of what axe must check.
      await expect(page.locator('footer')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }

  test(`/pricing (${language}) shows the catalogue's figures`, async ({ page }) => {
    await setLanguage(page, language);
    await page.goto('/pricing');
    const locale = LOCALES[language];
    const packs = page.getByTestId('token-packs-table').locator('tbody tr');
    await expect(packs).toHaveCount(CATALOGUE.packs.length);
    for (const [index, pack] of CATALOGUE.packs.entries()) {
      const row = packs.nth(index);
      await expect(row).toContainText(String(pack.tokens));
      await expect(row).toContainText(formatPrice(pack.price.USD, 'USD', locale));
      await expect(row).toContainText(formatPrice(pack.price.TRY, 'TRY', locale));
      const perToken = Math.round(unitPrice(pack, 'TRY'));
      await expect(row).toContainText(formatPrice(perToken, 'TRY', locale, { hasCents: true }));
    }
    const tiers = page.getByTestId('membership-table').locator('tbody tr');
    await expect(tiers).toHaveCount(CATALOGUE.tiers.length);
    for (const [index, tier] of CATALOGUE.tiers.entries()) {
      await expect(tiers.nth(index)).toContainText(String(tier.dailyFreeSimulatorRuns));
      if (tier.monthlyPrice) {
        await expect(tiers.nth(index)).toContainText(
          formatPrice(tier.monthlyPrice.USD, 'USD', locale),
        );
      }
    }
    await expect(page.getByTestId('free-paid-table').locator('tbody tr')).toHaveCount(
      CATALOGUE.freeFeatures.length + CATALOGUE.paidTools.length,
    );
    await expect(page.getByTestId('pricing-notice')).toBeVisible();
  });
}

test('the privacy policy table of contents works by keyboard', async ({ page }) => {
  await setLanguage(page, 'en');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Contents' });
  const links = toc.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const name = (await link.textContent()) ?? '';
    const hash = ((await link.getAttribute('href')) ?? '').split('#')[1] ?? '';
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/privacy-policy#${hash}$`));
    const heading = page.locator(`h2#${hash}`);
    await expect(heading).toBeFocused();
    await expect(heading).toContainText(name);
    await expect(heading).toBeInViewport();
    await page.goBack();
    // Back is a navigation too: the next link is focused only once it has landed.
    await expect(page).toHaveURL(/\/privacy-policy$/);
  }
  // From a section, Tab continues inside it: the cookies section's own action comes next.
  await links.filter({ hasText: /^Cookies$/ }).focus();
  await page.keyboard.press('Enter');
  // Focus moves to the section's heading after the jump; Tab before that would start elsewhere.
  await expect(page.getByRole('heading', { level: 2, name: /^\d+\. Cookies$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page
      .getByRole('region', { name: /^\d+\. Cookies$/ })
      .getByRole('button', { name: 'Change your cookie settings' }),
  ).toBeFocused();
});

test('the terms link the pricing page and state the catalogue refund period', async ({ page }) => {
  await setLanguage(page, 'en');
  await page.goto('/terms-of-service');
  await expect(
    page.getByText(`within ${CATALOGUE.unusedPackRefundDays} days of purchase`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the pricing page' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
