import type { Page } from '@playwright/test';
import { expect, registerByApi } from './fixtures';

/**
 * Registers through the API, creates a business directly (with calculator inputs when given) and
 * marks the browser signed in, in `language`, for the next page the test opens.
 */
export const signInWithBusiness = async (
  page: Page,
  language: 'en' | 'tr' = 'en',
  inputs: Record<string, string | number> | null = null,
) => {
  const user = await registerByApi(page.request);
  const created = await page.request.post('/api/businesses', {
    data: { name: 'Corner bakery', description: 'Bread and coffee', inputs },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.addInitScript(
    ({ id, username, lng }) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('username', username);
      localStorage.setItem('language', lng);
    },
    { id: user.id, username: user.username, lng: language },
  );
  return user;
};

/** `signInWithBusiness`, then opens `path` and waits for its heading. */
export const openWithBusiness = async (
  page: Page,
  path: string,
  language: 'en' | 'tr' = 'en',
  inputs: Record<string, string | number> | null = null,
) => {
  await signInWithBusiness(page, language, inputs);
  await page.goto(path);
  // The first visit fetches the page's chunk and texts: slow on a busy machine, not a failure.
  await expect(page.locator('main h1')).toBeVisible({ timeout: 20_000 });
};
