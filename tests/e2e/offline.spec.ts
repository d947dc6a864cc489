import type { Page } from '@playwright/test';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { SLOW_STEP_MS } from './support/waits';

// Spec section 4, "Offline mode", and the network row of section 8's error handler.

// Offline use as a visitor has it: with the app's service worker, which playwright.config.ts
// blocks for the other specs.
test.use({ serviceWorkers: 'allow' });

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
  // Every toast title that appears, in order: one toast at a time replaces the last, so a short one
  // ("Reconnecting...") may be gone by the time a locator looks.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('ol li') ? [node] : [...node.querySelectorAll('ol li')];
          for (const toast of toasts) seen.push(toast.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

const seenToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

test('going offline sets the flag and says so; coming back clears it and refetches', async ({
  page,
  context,
}) => {
  let userReads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userReads += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // The offline watcher loads with the shell's deferred extras (the accessibility button's chunk).
  await expect(page.getByRole('button', { name: /^Accessibility settings/ })).toBeVisible();
  const readsBefore = userReads;

  await context.setOffline(true);
  await expect(toastRegion(page).getByText("You're Offline", { exact: true })).toBeVisible();
  await expect(
    toastRegion(page).getByText('Some features may be limited until your connection is restored.', {
      exact: true,
    }),
  ).toBeVisible();
  expect(await stored(page, 'isOfflineMode')).toBe('true');

  await context.setOffline(false);
  await expect.poll(() => stored(page, 'isOfflineMode')).toBeNull();
  await expect.poll(() => userReads).toBeGreaterThan(readsBefore);
});

test('a network failure records offline mode and a pending sync; reconnecting syncs and says "Connected"', async ({
  page,
  context,
}) => {
  await signUpAndOpen(page, '/about');
  // The server becomes unreachable: the next user check gets no answer (and its one retry neither).
  await page.route('**/api/user', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(toastRegion(page).getByText("You're Offline", { exact: true })).toBeVisible();
  expect(await stored(page, 'isOfflineMode')).toBe('true');
  expect(await stored(page, 'pendingServerSync')).toBe('true');
  expect(Number(await stored(page, 'pendingRequestsCount'))).toBeGreaterThanOrEqual(1);
  expect(Date.parse((await stored(page, 'lastNetworkError')) ?? '')).toBeGreaterThan(0);
  expect(await stored(page, 'lastNetworkErrorMessage')).toMatch(/Unable to connect/);

  // The server is back (slowly, so the "Reconnecting..." step is on screen for a moment).
  await page.unroute('**/api/user');
  await page.route('**/api/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await context.setOffline(true);
  await context.setOffline(false);
  // A later toast (the restored session's "Welcome back") may replace it: check the sequence shown.
  await expect
    .poll(async () => (await seenToasts(page)).join('|'))
    .toMatch(/Reconnecting\.\.\..*\|ConnectedSuccessfully reconnected to the server\./);
  expect(await stored(page, 'pendingServerSync')).toBeNull();
  expect(await stored(page, 'isOfflineMode')).toBeNull();
});

test('reconnecting while the server is still unreachable says "Connection Failed"', async ({
  page,
  context,
}) => {
  await signUpAndOpen(page, '/about');
  await page.route('**/api/user', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect.poll(() => stored(page, 'pendingServerSync')).toBe('true');

  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(async () => (await seenToasts(page)).join('|'))
    .toMatch(
      /Reconnecting\.\.\..*\|Connection FailedCould not reconnect to the server\. Please try again later\./,
    );
  // The sync is still owed.
  expect(await stored(page, 'pendingServerSync')).toBe('true');
});

test('"Try again" while the device is offline says "No Network Connection"', async ({
  page,
  context,
}) => {
  await page.goto('/error?code=503');
  await expect(page.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeVisible();
  // The toaster loads with the shell's deferred extras (the accessibility button's chunk).
  await expect(page.getByRole('button', { name: /^Accessibility settings/ })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(toastRegion(page).getByText('No Network Connection', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/error\?code=503$/);
});

test.describe('without the service worker', () => {
  // Counted requests must reach page.route: once the worker controls the page it answers the
  // retry from its precache, where page.route cannot see it.
  test.use({ serviceWorkers: 'block' });

  test('a shell chunk cut off by the network loads once the connection is back', async ({
    page,
    context,
  }) => {
    // The first request for the deferred shell chunk fails as if the device had just gone offline.
    let isCut = true;
    const chunkUrls: string[] = [];
    await page.route(/\/assets\/shell-extras-[\w-]+\.js(\?.*)?$/, async (route) => {
      chunkUrls.push(route.request().url());
      if (isCut) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/about');
    await expect.poll(() => chunkUrls.length).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accessibility settings/ })).toHaveCount(0);

    isCut = false;
    await context.setOffline(true);
    await context.setOffline(false);
    // Back online: the chunk is fetched again, so the toaster, footer and accessibility button arrive.
    await expect(page.getByRole('button', { name: /^Accessibility settings/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Under a fresh URL: browsers that keep a failed module fetch (Chromium 150) would never ask
    // for the same URL again.
    expect(chunkUrls.length).toBeGreaterThanOrEqual(2);
    expect(chunkUrls.at(-1)).toMatch(/\?retry=\d+$/);
  });

  test('a page chunk cut off once by the network still opens the page', async ({ page }) => {
    const chunkUrls: string[] = [];
    await page.route(/\/assets\/about-page-[\w-]+\.js(\?.*)?$/, async (route) => {
      chunkUrls.push(route.request().url());
      if (chunkUrls.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    expect(chunkUrls).toHaveLength(2);
    expect(chunkUrls[1]).toMatch(/\?retry=1$/);
  });
});

test('the /error page reloads when the connection comes back; other pages do not', async ({
  page,
  context,
}) => {
  const markPage = () =>
    page.evaluate(() => {
      (window as unknown as { pageMarker: boolean }).pageMarker = true;
    });
  // Mid-reload there is no page to ask: that counts as "not the marked page" too.
  const isMarked = () =>
    page
      .evaluate(() => (window as unknown as { pageMarker?: boolean }).pageMarker === true)
      .catch(() => false);

  await page.goto('/about');
  await expect(page.getByRole('button', { name: /^Accessibility settings/ })).toBeVisible();
  await markPage();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => stored(page, 'isOfflineMode')).toBeNull();
  await page.waitForTimeout(1500);
  expect(await isMarked()).toBe(true);

  await page.goto('/error?code=503');
  await expect(page.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeVisible();
  // The offline watcher loads with the shell's deferred extras (the accessibility button's chunk).
  await expect(page.getByRole('button', { name: /^Accessibility settings/ })).toBeVisible();
  await markPage();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(
    toastRegion(page).getByText('Connection restored. Reloading application...', { exact: true }),
  ).toBeVisible();
  await expect.poll(isMarked, { timeout: SLOW_STEP_MS }).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeVisible();
});

test('a reconnect with the keyboard: "Try again" on the connection error page goes back', async ({
  page,
}) => {
  await page.goto('/about');
  await page.goto('/error?code=503');
  await expect(page.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  for (let press = 0; press < 40; press += 1) {
    if (await tryAgain.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  // The retry asks the server (the sync) before going back to the page that failed.
  const sync = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.keyboard.press('Enter');
  // A visitor: the server answers, with no one signed in. The page goes back at once, which can
  // discard the sync's body in the browser before it is read: the status is enough here, and the
  // same request from the page's context shows the body.
  const answer = await sync;
  expect(answer.status()).toBe(200);
  await expect(page).toHaveURL(/\/about$/);
  expect(await (await page.request.get('/api/user')).json()).toBeNull();
});
