import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { SLOW_STEP_MS } from './support/waits';

// Spec section 8 (failed responses, central handler) and section 2 (error pages, /error query).

const CONSENT = JSON.stringify({
  necessary: true,
  analytics: false,
  marketing: false,
  timestamp: '2026-03-02T09:00:00.000Z',
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(
    (consent) => localStorage.setItem('cookie-consent', consent),
    CONSENT,
  );
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Presses Tab until `target` has focus (keyboard-only navigation). */
const tabTo = async (page: Page, target: ReturnType<Page['getByRole']>) => {
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
};

const ERROR_PAGES = [
  {
    code: '401',
    title: 'Authentication Required',
    text: 'You need to be logged in to access this page',
  },
  { code: '403', title: 'Access Denied', text: 'You do not have permission to view this page.' },
  {
    code: '404',
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
  },
  { code: '500', title: 'Server Error', text: 'Our team has been notified' },
  { code: '503', title: 'Connection Error', text: 'check your internet connection' },
  {
    code: 'oops',
    title: 'Application Error',
    text: 'contact support at support@foresight.example',
  },
];

for (const { code, title, text } of ERROR_PAGES) {
  test(`/error?code=${code} shows "${title}"`, async ({ page }) => {
    await page.goto(`/error?code=${code}`);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('main').getByText(text)).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Foresight`);
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  });
}

test('authentication required offers sign-in, reachable with the keyboard', async ({ page }) => {
  await page.goto('/error?code=401');
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the server error page refreshes with its button', async ({ page }) => {
  await page.goto('/error?code=500');
  await page.evaluate(() => {
    (window as unknown as { pageMarker: boolean }).pageMarker = true;
  });
  const refresh = page.getByRole('button', { name: 'Refresh the page' });
  await tabTo(page, refresh);
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { pageMarker?: boolean }).pageMarker === true)
        .catch(() => true),
    )
    .toBe(false);
  await expect(heading(page, 'Server Error')).toBeVisible();
});

test('the not-found page counts down and then goes home', async ({ page }) => {
  await page.clock.install();
  await page.goto('/no-such-page');
  await expect(heading(page, 'Page not found')).toBeVisible();
  // The clock stops once the page is drawn (loading it needs timers), then the test moves it: a
  // busy machine had counted down from 10 before the first check. That 10 is the page test's.
  // The pause is a second ahead of the page's time: it must still be ahead when the call arrives
  // (100 ms was not, once, on a busy machine: "Cannot fast-forward to the past").
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const countdown = page.getByText(/^You will be redirected to the homepage in \d+ seconds?\.$/);
  const secondsLeft = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
  expect(secondsLeft).toBeGreaterThan(1);
  await page.clock.runFor((secondsLeft - 1) * 1000);
  await expect(countdown).toHaveText('You will be redirected to the homepage in 1 second.');
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/$/);
});

test('/error shows its query as plain text, shortened', async ({ page }) => {
  const message = '<img src=x onerror="window.injected=1">Broken';
  const description = `<b>bold</b>${'x'.repeat(500)}`;
  await page.goto(
    `/error?${new URLSearchParams({ code: '500', message, description }).toString()}`,
  );
  await expect(heading(page, message)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  const shown = await main.getByText(/^<b>bold<\/b>x+$/).textContent();
  expect(shown?.length).toBe(300);
});

test('a failing call shows "{status}: {title} - {message}"', async ({ page }) => {
  await page.route('**/api/user', (route) =>
    route.fulfill({ status: 500, json: { error: 'Database is down' } }),
  );
  await page.goto('/about');
  // The current-user read retries once after 1 s, then the central handler reports it.
  await expect(
    toastRegion(page).getByText('500: Server Error - Database is down', { exact: true }),
  ).toBeVisible();
  await expect(toastRegion(page).getByText('Server Error', { exact: true })).toBeVisible();
});

test.describe('without the service worker', () => {
  // The service worker precaches every chunk, and requests it answers bypass page.route: block it
  // so the About chunk really fails to download.
  test.use({ serviceWorkers: 'block' });

  test('a page that fails to load shows the application error boundary', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    // The About page's code cannot be downloaded, not even under the fresh URLs of its retries:
    // after three attempts (about 3 s) the application error boundary takes over.
    const attempts: string[] = [];
    await page.route(/\/assets\/about-page-[\w-]+\.js(\?.*)?$/, (route) => {
      attempts.push(route.request().url());
      return route.abort('failed');
    });
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(heading(page, 'Application Error')).toBeVisible({ timeout: SLOW_STEP_MS });
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts.filter((url) => /\?retry=\d$/.test(url))).toHaveLength(2);
    await expect(page.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

for (const language of ['en', 'tr'] as const) {
  for (const route of [
    '/error?code=401',
    '/error?code=403',
    '/error?code=404',
    '/error?code=500',
    '/error?code=503',
    '/error',
    '/no-such-page',
  ]) {
    test(`axe finds no violations on ${route} (${language})`, async ({ page, context }) => {
      await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // ADR 005: Turkish is written left to right.
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`axe finds no violations on the error boundary (${language})`, async ({ page, context }) => {
    await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.route('**/assets/about-page-*.js', (route) => route.abort('failed'));
    await page.goto('/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the error pages are translated into Turkish', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('language', 'tr'));
  await page.goto('/error?code=503');
  await expect(heading(page, 'Bağlantı Hatası')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  await page.goto('/error?code=401');
  await expect(heading(page, 'Giriş Gerekli')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Giriş yap', exact: true }),
  ).toBeVisible();
});
