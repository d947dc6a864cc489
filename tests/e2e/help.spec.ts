import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

const setLanguage = (page: Page, language: string) =>
  page.context().addInitScript((lng) => localStorage.setItem('language', lng), language);

/** How far the page is wider than the window (0: nothing scrolls sideways). */
const sidewaysOverflowAt = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(
            Math.max(
              0,
              document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ),
        ),
      ),
  );
};

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the help center' });

/** A page's first paint waits for its content chunk and texts: slow on a loaded machine. */
const FIRST_LOAD = { timeout: 20_000 };

test('a search on /help finds a FAQ answer and a knowledge-base article and opens them', async ({
  page,
}) => {
  await page.goto('/help');
  await searchBox(page).fill('download data');
  await expect(page).toHaveURL(/\/help\?q=download\+data$/);
  await expect(page.getByRole('status')).toContainText('for “download data”');
  const faqResults = page.getByRole('region', { name: /^Frequently asked questions \(\d+\)$/ });
  await faqResults.getByRole('link', { name: 'How do I download my data?' }).click();

  await expect(page).toHaveURL(/\/faq#data-export$/);
  const question = page.locator('details#data-export');
  await expect(question).toHaveAttribute('open', '');
  await expect(question.getByText('Export as JSON', { exact: false })).toBeVisible();
  await expect(question.locator('summary')).toBeFocused();

  // Back to the results: the query came back with the URL.
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('download data');
  await searchBox(page).fill('calibration');
  const articles = page.getByRole('region', { name: /^Knowledge base \(\d+\)$/ });
  await articles.getByRole('link', { name: 'Calibration and discrimination' }).click();
  await expect(page).toHaveURL(/\/knowledge-base#calibration$/);
  const heading = page.getByRole('heading', { level: 3, name: 'Calibration and discrimination' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('a FAQ deep link opens that answer, and only that one', async ({ page }) => {
  await page.goto('/faq#share-link');
  await expect(page.locator('details#share-link')).toHaveAttribute('open', '', FIRST_LOAD);
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expect(page.locator('details#share-link summary')).toBeInViewport();
});

test('the help center works with the keyboard alone', async ({ page }) => {
  await page.goto('/help');
  await expect(searchBox(page)).toBeVisible(FIRST_LOAD);
  // Tab from the top of the page until the search box has focus.
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await searchBox(page).evaluate((box) => box === document.activeElement)) break;
  }
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('runway');
  await page.keyboard.press('ArrowDown');
  const first = page.locator('[data-result-link]').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#runway$/);

  // A FAQ question opens and closes with Enter on its summary.
  await page.goto('/faq');
  const summary = page.locator('details#offline summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details#offline')).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(page.locator('details#offline')).not.toHaveAttribute('open', '');

  // The tutorial filter is a set of toggle buttons.
  await page.goto('/tutorials');
  const intermediate = page.getByRole('button', { name: 'Intermediate users' });
  await intermediate.focus();
  await page.keyboard.press('Enter');
  await expect(intermediate).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?level=intermediate$/);
});

test('the Turkish help center finds answers from an upper-case, unaccented query', async ({
  page,
}) => {
  await setLanguage(page, 'tr');
  await page.goto('/help?q=HESABIMI%20SIL');
  const faqResults = page.getByRole('region', { name: /^Sık sorulan sorular \(\d+\)$/ });
  await expect(faqResults.getByRole('link').first()).toHaveText(
    'Hesabımı nasıl silerim?',
    FIRST_LOAD,
  );
});

const PAGES = [
  '/help',
  '/help?q=monte',
  '/faq',
  '/faq#data-export',
  '/tutorials',
  '/knowledge-base',
];

for (const language of ['en', 'tr'] as const) {
  for (const path of PAGES) {
    test(`${path} passes axe and fits 320 px (${language})`, async ({ page }) => {
      await setLanguage(page, language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main h1')).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(await sidewaysOverflowAt(page, 320)).toBe(0);
      expect(await sidewaysOverflowAt(page, 1280)).toBe(0);
    });
  }
}
