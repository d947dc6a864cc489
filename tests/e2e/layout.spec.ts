import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, logOutFromHeader, signUpAndOpen, test } from './support/fixtures';

// A saved choice keeps the cookie banner out of these layout checks (it has its own spec).
const skipCookieBanner = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        timestamp: '2026-01-01T00:00:00.000Z',
      }),
    );
  });

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

/** Presses Tab until the element matching the locator has focus (keyboard-only navigation). */
const tabTo = async (page: Page, selector: string, maxPresses = 40) => {
  for (let press = 0; press < maxPresses; press += 1) {
    const isFocused = await page
      .locator(selector)
      .first()
      .evaluate((element) => element === document.activeElement)
      .catch(() => false);
    if (isFocused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} was not reachable with Tab`);
};

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test('the header has the spec entries for a visitor and the language switch works', async ({
  page,
}) => {
  await page.goto('/');
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Features', '/features'],
    ['Pricing', '/pricing'],
    ['Resources', '/resources'],
    ['About', '/about'],
    ['Tutorials', '/tutorials'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(header(page).getByRole('link', { name: 'Success Calculator' })).toHaveAttribute(
    'href',
    '/calculator',
  );
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(header(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/auth?tab=sign-up',
  );
  await expect(header(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: /My Account/ })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await header(page).getByRole('button', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(
    header(page).getByRole('navigation', { name: 'Ana menü' }).getByRole('link', {
      name: 'Özellikler',
    }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
});

test('a signed-in user sees Dashboard and an account menu with My Account and Logout instead of Login and Sign Up', async ({
  page,
}) => {
  const user = await signUpAndOpen(page, '/about');
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

  // The menu opens from the keyboard, names the user and leads to the account page.
  const menu = header(page).getByRole('button', { name: `Account menu: ${user.username}` });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toContainText(`Signed in as ${user.username}`);
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/account',
  );
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menu).toBeFocused();
  await menu.press('Enter');
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await logOutFromHeader(page);
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

for (const language of ['en', 'tr'] as const) {
  test(`the wide header fits 1280 px for a signed-in user with a 32-character name (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    // W is the widest Latin letter: the longest name the sign-up form accepts, at its widest.
    const suffix = Date.now().toString(36);
    const user = await signUpAndOpen(page, '/about', 'W'.repeat(32 - suffix.length) + suffix);
    const menu = header(page).getByRole('button', {
      name: `${language === 'en' ? 'Account menu' : 'Hesap menüsü'}: ${user.username}`,
    });
    await expect(menu).toBeVisible();
    // Nothing scrolls sideways and the last control ends inside the window.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const box = await menu.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
    // A long name is shortened on screen only: the accessible name and the hover title keep it.
    await expect(menu.getByTitle(user.username)).toHaveText(user.username);
  });
}

test('the mobile menu works with the keyboard: focus trapped, Escape closes and restores focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // Below the xl breakpoint the page links live in the menu only.
  await expect(header(page).getByRole('link', { name: 'Features', exact: true })).toBeHidden();

  await tabTo(page, 'button[aria-label="Open menu"]');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of [
    'Features',
    'Pricing',
    'Resources',
    'About',
    'Tutorials',
    'Success Calculator',
    'Login',
    'Sign Up',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Twenty Tab presses never leave the dialog.
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await tabTo(page, '[role="dialog"] a[href="/pricing"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
});

test('the footer shows its groups, the support e-mail and the current year on / and /about', async ({
  page,
}) => {
  for (const path of ['/', '/about']) {
    await page.goto(path);
    const groups: Record<string, [name: string, href: string][]> = {
      Product: [
        ['Features', '/features'],
        ['Pricing', '/pricing'],
        ['Business Analyzer', '/business-analyzer'],
        ['Goal Simulator', '/simulator'],
        ['Track record', '/track-record'],
      ],
      Company: [
        ['About', '/about'],
        ['Blog', '/blog'],
        ['Help Center', '/help'],
        ['Contact', '/contact'],
      ],
      Legal: [
        ['Privacy Policy', '/privacy-policy'],
        ['Terms of Service', '/terms-of-service'],
      ],
    };
    for (const [group, links] of Object.entries(groups)) {
      const nav = footer(page).getByRole('navigation', { name: group });
      await expect(nav.getByRole('link')).toHaveCount(links.length);
      for (const [name, href] of links) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    }
    const year = String(new Date().getFullYear());
    await expect(footer(page).getByText(`© ${year} Foresight`)).toBeVisible();
    await expect(
      footer(page).getByRole('link', { name: 'support@foresight.example' }),
    ).toHaveAttribute('href', 'mailto:support@foresight.example');
  }
});

test('the footer is hidden on the listed prefixes and shown beside them', async ({ page }) => {
  for (const path of ['/auth', '/case-studies', '/templates', '/subscription']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
  }
  for (const path of ['/subscription-checkout', '/pricing', '/faq']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(footer(page)).toBeVisible();
  }
});

test('the footer is hidden on the signed-in work areas (/dashboard, /analysis/…, /business-simulator)', async ({
  page,
}) => {
  await signUpAndOpen(page, '/about');
  const created = await page.request.post('/api/businesses', {
    data: { name: 'Layout test bakery' },
  });
  expect(created.status(), await created.text()).toBe(201);
  for (const path of ['/dashboard', '/analysis/some-id', '/business-simulator']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
  }
  await page.goto('/workspace');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(footer(page)).toBeVisible();
});

test('a lazily loaded page shows the Loading... spinner until its code arrives', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/about-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about');
  const spinner = page.getByRole('main').getByRole('status');
  await expect(spinner).toHaveText('Loading...');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});
