import type { BrowserContext, Locator } from '@playwright/test';

/**
 * Clicks a "Continue with Google" / "Connect Google" button and signs in as `login` on the OIDC
 * test provider's pages in the popup (login, then consent), returning once the popup has closed.
 */
export const signInThroughProviderPopup = async (
  context: BrowserContext,
  button: Locator,
  login: string,
) => {
  const popupOpened = context.waitForEvent('page');
  await button.click();
  const popup = await popupOpened;
  await popup.getByLabel('Login').fill(login);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // Listen before the last click: the popup may close before the click's promise settles.
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popupClosed;
};
