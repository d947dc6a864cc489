import type { Page } from '@playwright/test';

/**
 * /auth opens on the e-mail forms; the username account layer is its "Username" tab. The tab's
 * panel carries the tab's name too, so the field is found as a text box, not by label alone.
 * `label` is the word in the page's language ("Kullanıcı adı" in Turkish).
 */
export const fillUsername = async (page: Page, username: string, label = 'Username') => {
  await page.getByRole('tab', { name: label, exact: true }).click();
  await page.getByRole('textbox', { name: label, exact: true }).fill(username);
};
