import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { SLOW_STEP_MS } from './support/waits';

// The blog as a reader uses it, over the seeded posts (content/blog, SEED_DEMO on by default).

const setLanguage = (page: Page, language: 'en' | 'tr') =>
  page.context().addInitScript((lng) => localStorage.setItem('language', lng), language);

const cards = (page: Page) =>
  page.getByRole('region', { name: /Latest posts|Matching posts/ }).getByRole('article');

/** No sideways scrolling at 320 px, then back to the desktop width. */
const expectNoSidewaysScroll = async (page: Page) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(overflow).toBe(0);
};

test('finds a post by search, opens it, follows a related post and comes back', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured posts' })).toBeVisible();
  // The feed is announced in <head> and linked on the page.
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', '/blog/rss.xml?lang=en');
  const feed = await page.request.get('/blog/rss.xml?lang=en');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<rss');

  // Typing searches after a pause; the count is spoken politely.
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('runway');
  await expect(page).toHaveURL(/\/blog\?q=runway$/);
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  const result = page.getByRole('link', { name: /^Cash runway basics/ });
  await expect(result).toBeVisible();
  await result.click();

  await expect(page.getByRole('heading', { level: 1, name: /^Cash runway basics/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Cash runway basics.* · Foresight$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  const related = page.getByRole('region', { name: 'Related posts' }).getByRole('link').first();
  const relatedTitle = (await related.textContent()) ?? '';
  await related.click();
  await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();

  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

/** Absolute addresses of the images the HTML preloads, and of those the page asks for first. */
const preloadsAndFirstImages = (page: Page) =>
  page.evaluate(() => ({
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
      .map((link) => link.href)
      .sort(),
    first: [
      ...new Set(
        [...document.querySelectorAll<HTMLImageElement>('main img[fetchpriority="high"]')].map(
          (image) => image.currentSrc || image.src,
        ),
      ),
    ].sort(),
  }));

test('the HTML preloads exactly the covers the list and a post show first', async ({ page }) => {
  await page.goto('/blog');
  await expect(
    page.getByRole('region', { name: 'Featured posts' }).getByRole('article').first(),
  ).toBeVisible();
  const list = await preloadsAndFirstImages(page);
  expect(list.preloaded.length).toBeGreaterThan(0);
  expect(list.preloaded).toEqual(list.first);

  await page.goto('/blog/cash-runway-basics');
  await expect(page.getByRole('heading', { level: 1, name: /^Cash runway basics/ })).toBeVisible();
  const post = await preloadsAndFirstImages(page);
  expect(post.preloaded).toHaveLength(1);
  expect(post.preloaded).toEqual(post.first);
});

test('filters by category and tag through the URL, and Back undoes a filter', async ({ page }) => {
  await page.goto('/blog');
  await page.getByLabel('Category').selectOption('money');
  await expect(page).toHaveURL(/\/blog\?category=money$/);
  await expect(page.getByRole('region', { name: 'Featured posts' })).toHaveCount(0);
  // The filtered list replaces the full one in a transition (useDeferredValue): until it has,
  // the old cards are still on screen, and a list of them read too early named cards that went.
  await expect
    .poll(async () => {
      const texts = await cards(page).allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('Money and cash'));
    })
    .toBe(true);

  await page.getByLabel('Tag', { exact: true }).selectOption('pricing');
  await expect(page).toHaveURL(/\/blog\?category=money&tag=pricing$/);
  await expect(page.getByRole('link', { name: 'Pricing your first offer' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText(
    /\d+ posts? match/,
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?category=money$/);
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('');

  // A tag link on a post leads back to the filtered list.
  await page.getByRole('link', { name: 'Pricing your first offer' }).click();
  await page.getByRole('link', { name: 'Posts tagged pricing' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=pricing$/);
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('pricing');
});

test('says when nothing matches and clears the filters from the keyboard', async ({ page }) => {
  await page.goto('/blog?q=zzzqqqxxx');
  await expect(page.getByRole('heading', { name: 'No posts match' })).toBeVisible();
  await expectNoAxeViolations(page);
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
});

test('pages through the list with an accessible page navigation', async ({ page }) => {
  await page.goto('/blog');
  await expect(cards(page).first()).toBeVisible({ timeout: SLOW_STEP_MS });
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const firstPageTitles = await cards(page).getByRole('heading').allTextContents();
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: 'Page 2 of' })).toBeVisible();
  const secondPageTitles = await cards(page).getByRole('heading').allTextContents();
  expect(secondPageTitles.length).toBeGreaterThan(0);
  expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test('an unknown slug shows "Blog article not found" in English and Turkish', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blog article not found' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Blog article not found · Foresight');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await page.getByRole('link', { name: 'Browse the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await setLanguage(page, 'tr');
  await page.goto('/blog/no-such-article');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blog yazısı bulunamadı' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Blog yazısı bulunamadı · Foresight');
  await expectNoAxeViolations(page);
});

test('switching to Turkish on an English post offers the Turkish blog', async ({ page }) => {
  await page.goto('/blog/cash-runway-basics');
  await expect(page.getByRole('heading', { level: 1, name: /^Cash runway basics/ })).toBeVisible();
  await page.getByRole('button', { name: 'Türkçe' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blog yazısı bulunamadı' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Bloga göz atın' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', '/blog/rss.xml?lang=tr');
  await expect(
    page.getByRole('region', { name: 'Son yazılar' }).getByRole('article').first(),
  ).toBeVisible();
});

test('the Turkish list and a Turkish post pass axe and fit 320 px', async ({ page }) => {
  await setLanguage(page, 'tr');
  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'Öne çıkan yazılar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page
    .getByRole('region', { name: 'Son yazılar' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('region', { name: 'İlgili yazılar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test('a link naming the post’s language (?lang=, as the sitemap and feed write it) opens it in any interface language', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await page.goto('/blog/nakit-omru-temelleri?lang=tr');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Nakit ömrünün temelleri/ }),
  ).toBeVisible();
  // The interface stays English; the article says it is Turkish.
  await expect(page.getByRole('article').first()).toHaveAttribute('lang', 'tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
