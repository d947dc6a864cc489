import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every page built so far, in both languages, must pass axe (WCAG 2.2 A/AA rules).
const ROUTES = [
  '/',
  '/auth',
  '/auth?tab=sign-up',
  '/about',
  '/success-score',
  '/pricing',
  '/error?code=500',
  '/no-such-page',
];
const LANGUAGES = ['en', 'tr'] as const;

for (const language of LANGUAGES) {
  for (const route of ROUTES) {
    test(`axe finds no violations on ${route} (${language})`, async ({ browser }) => {
      const context = await browser.newContext();
      await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
      const page = await context.newPage();
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main h1').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
      await context.close();
    });
  }
}
