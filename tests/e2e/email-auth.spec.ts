import type { Page } from '@playwright/test';
import { expect, logOutFromHeader, test } from './support/fixtures';

// A new e-mail account's whole journey, with the mail read from this server's outbox page
// (the e2e server has no SMTP_URL, so it keeps its mail there).

const FIRST_PASSWORD = 'first long passphrase';
const NEW_PASSWORD = 'second long passphrase';
const VERIFY_SUBJECT = 'Verify your e-mail address for Foresight';
const RESET_SUBJECT = 'Reset your Foresight password';

const uniqueEmail = () =>
  `e2e.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.test`;

const header = (page: Page) => page.getByRole('banner');
// The E-mail tab's panel carries the tab's name too: the field is found as a text box.
const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-mail', exact: true });
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** Opens the outbox from the page's link and returns the path of the newest link mailed to `to`. */
const followOutboxLink = async (page: Page, to: string, subject: string) => {
  await page.getByRole('link', { name: 'Open the mail outbox' }).click();
  await expect(page).toHaveURL(/\/dev\/outbox$/);
  const mail = page
    .getByRole('article', { name: subject })
    .filter({ hasText: `To: ${to}` })
    .first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link').first().getAttribute('href');
  const url = new URL(href ?? '');
  // The token travels in the fragment, which no server sees.
  expect(url.hash).toMatch(/^#token=/);
  await page.goto(`${url.pathname}${url.hash}`);
  return `${url.pathname}${url.hash}`;
};

const signInWithEmail = async (page: Page, email: string, password: string) => {
  await page.goto('/auth');
  await emailField(page).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
};

test('a new user signs up with e-mail, verifies, resets the password and signs in with it', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail();

  // Sign up: "Check your inbox", then the verification link from the outbox signs the user in.
  await page.goto('/auth?tab=sign-up');
  await expect(page.getByRole('tab', { name: 'E-mail', selected: true })).toBeVisible();
  await emailField(page).fill(email);
  await page.getByLabel('Display name (optional)').fill('Deniz Kaya');
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  const inbox = page.getByRole('region', { name: 'Check your inbox' });
  await expect(inbox).toContainText(`We have sent a link to ${email}.`);
  expect(await stored(page, 'isLoggedIn')).toBeNull();

  const verifyLink = await followOutboxLink(page, email, VERIFY_SUBJECT);
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(page.getByText('You are signed in as Deniz Kaya.')).toBeVisible();
  await expect(page.getByText('Welcome back, Deniz Kaya!', { exact: true })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  const username = await stored(page, 'username');
  expect(username).toBeTruthy();
  await expect(header(page).getByText(username ?? '')).toBeVisible();
  expect(await stored(page, 'isLoggedIn')).toBe('true');
  expect(await stored(page, 'userEmail')).toBe(email);
  expect(await stored(page, 'userId')).toBeTruthy();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Logging out takes this user's keys and calculator answers, not the device's language.
  await page.evaluate(() => localStorage.setItem('lastCalculatorInput', '{"sector":"retail"}'));
  await logOutFromHeader(page);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  for (const key of ['isLoggedIn', 'userId', 'username', 'userEmail', 'lastCalculatorInput']) {
    expect(await stored(page, key), key).toBeNull();
  }

  // Forgot password: a neutral answer, the reset link from the outbox, a new password.
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The address changes before the page's chunk has drawn it: until then /auth (with a field of
  // the same name) is still on screen, and filling that one left the new page's field empty.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses this address, we have sent a link valid for one hour.',
  );
  const resetLink = await followOutboxLink(page, email, RESET_SUBJECT);
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText(username ?? '')).toBeVisible();
  expect(await stored(page, 'isLoggedIn')).toBe('true');

  // The old password no longer works; the new one does.
  await logOutFromHeader(page);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await signInWithEmail(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password');
  await signInWithEmail(page, email, NEW_PASSWORD);
  await expect(header(page).getByText(username ?? '')).toBeVisible();
  expect(await stored(page, 'userEmail')).toBe(email);
  await logOutFromHeader(page);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  // Each link works once.
  await page.goto(resetLink);
  await page.getByLabel('New password').fill('a third long passphrase');
  await page.getByLabel('Confirm password').fill('a third long passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  await page.goto(verifyLink);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  expect(await stored(page, 'isLoggedIn')).toBeNull();
});

test('an unverified account is told to verify and gets a new link', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/auth?tab=sign-up');
  await emailField(page).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('region', { name: 'Check your inbox' })).toBeVisible();

  await signInWithEmail(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('open the link in the mail we sent you');
  await followOutboxLink(page, email, VERIFY_SUBJECT);
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  expect(await stored(page, 'userEmail')).toBe(email);
});

test('the e-mail sign-in form checks its fields first (spec section 5)', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Validation Error');
  await expect(alert).toContainText('Please enter both email and password');
  await emailField(page).fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(alert).toContainText('Please enter a valid email address');
});

test('the sign-in method is chosen with the keyboard', async ({ page }) => {
  await page.goto('/auth');
  const emailTab = page.getByRole('tab', { name: 'E-mail' });
  await emailTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Username', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/\/auth\?method=username$/);
  // The username forms come a moment after the page (docs/decisions/009, session 15): the form,
  // not its spinner, is what the next keys should reach.
  const usernameField = page.getByRole('textbox', { name: 'Username', exact: true });
  await expect(usernameField).toBeVisible();
  // The tab panel is a stop of its own, then its first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Username' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(usernameField).toBeFocused();
});
