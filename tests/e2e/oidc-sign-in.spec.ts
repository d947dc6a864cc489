import type { Page } from '@playwright/test';
import { POPUP_CLOSED_GRACE_MS } from '#web/features/auth/provider/provider-popup';
import { expect, test } from './support/fixtures';
import { signInThroughProviderPopup } from './support/provider-popup';
import { SLOW_STEP_MS } from './support/waits';

// "Continue with Google" against the OIDC test provider that playwright.config.ts starts
// (tests/e2e/support/oidc-test-provider.ts): any login name is an account there.

const uniqueLogin = () => `ada${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** Records loginStateChanged events of the page from now on. */
const recordLoginEvents = async (page: Page) => {
  const events: unknown[] = [];
  await page.exposeFunction('recordLoginState', (detail: unknown) => events.push(detail));
  await page.evaluate(() =>
    window.addEventListener('loginStateChanged', (event) => {
      (window as unknown as { recordLoginState: (detail: unknown) => void }).recordLoginState(
        (event as CustomEvent).detail,
      );
    }),
  );
  return events;
};

test('signs in through the provider popup and the page shows the user', async ({
  page,
  context,
}) => {
  const login = uniqueLogin();
  await page.goto('/auth');
  const events = await recordLoginEvents(page);
  await signInThroughProviderPopup(
    context,
    page.getByRole('button', { name: 'Continue with Google' }),
    login,
  );

  const username = login.charAt(0).toUpperCase() + login.slice(1);
  await expect(page.getByRole('banner').getByText(username).first()).toBeVisible();
  expect(await stored(page, 'isLoggedIn')).toBe('true');
  expect(await stored(page, 'username')).toBe(username);
  expect(await stored(page, 'userId')).toMatch(/^[0-9a-f-]{36}$/);
  expect(await stored(page, 'photoURL')).toBe(`https://images.example.test/${login}.png`);
  await expect.poll(() => events).toContainEqual(expect.objectContaining({ isLoggedIn: true }));

  // The session is the server's: a reload keeps the user signed in.
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: `${login}@example.test`, emailVerified: true });
});

test('closing the popup without signing in says the sign-in was cancelled', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/auth');
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByLabel('Login')).toBeVisible();
  // While the provider's cross-origin page is open, popup.closed must stay false: had COOP cut
  // the opener link it would read true and the page would call the sign-in cancelled by now.
  await page.waitForTimeout(POPUP_CLOSED_GRACE_MS + 1_500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await popup.close();
  // Spec section 9: the page waits 8 s for a late result before it gives up.
  await expect(page.getByText('Sign-in was cancelled. Please try again.')).toBeVisible({
    timeout: SLOW_STEP_MS,
  });
  expect(await stored(page, 'isLoggedIn')).toBeNull();
});
