import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every test browses from its own client address (X-Forwarded-For, trusted only because the e2e
 * server runs with TRUST_PROXY=127.0.0.1), so the per-IP sign-up and login limits stay real in
 * production while dozens of tests may register accounts from this one machine.
 */
let addressCounter = 0;
const uniqueClientAddress = () => {
  addressCounter += 1;
  const seed = (process.pid * 7919 + addressCounter * 104_729 + Date.now()) % 16_000_000;
  return `10.${(seed >> 16) & 255}.${(seed >> 8) & 255}.${seed & 255}`;
};

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its destructuring pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': uniqueClientAddress() });
  },
});

export { expect };

export const PASSWORD = 'correct horse battery';
export const uniqueName = () =>
  `user_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Registers a fresh account through the API; the page's browser context shares the cookie. */
export const registerByApi = async (
  request: APIRequestContext,
  username = uniqueName(),
): Promise<{ username: string; id: string }> => {
  const response = await request.post('/api/register', {
    data: { username, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { username: string; id: string };
};

/** Registers through the API and mirrors the browser's local login keys, as the app does. */
export const signUpAndOpen = async (page: Page, path: string, username = uniqueName()) => {
  const user = await registerByApi(page.request, username);
  await page.goto('/');
  await page.evaluate(
    ({ id, username }) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('username', username);
    },
    { id: user.id, username: user.username },
  );
  await page.goto(path);
  return user;
};

/** Logs out the way a wide-screen user does: the account menu under the name, then Logout. */
export const logOutFromHeader = async (page: Page) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu: / })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
};
