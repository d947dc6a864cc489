import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

const skipCookieBanner = (page: Page) =>
  page.addInitScript(() => {
    if (localStorage.getItem('cookie-consent')) return;
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

const panelButton = (page: Page) => page.getByRole('button', { name: /^Accessibility settings/ });
const badge = (page: Page) => page.locator('[data-accessibility-badge]');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Accessibility Settings' });
const toggle = (page: Page, name: string) => panel(page).getByRole('switch', { name });

const htmlStyle = (page: Page, property: string) =>
  page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name),
    property,
  );

/** Presses Tab until the element matching `selector` has focus (keyboard-only navigation). */
const tabTo = async (page: Page, selector: string, maxPresses = 60) => {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await page.locator(selector).evaluate((element) => element === document.activeElement))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} was not reachable with Tab`);
};

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test('the round button starts with a badge of 1 (sound) and opens the panel with the keyboard', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(badge(page)).toHaveText('1');
  await expect(panelButton(page)).toHaveAccessibleName('Accessibility settings: 1 option active');
  const box = await panelButton(page).boundingBox();
  const viewport = page.viewportSize();
  // 3.5rem round, bottom right.
  expect(box?.width).toBe(56);
  expect(box?.height).toBe(56);
  expect(
    await panelButton(page).evaluate((element) => getComputedStyle(element).borderRadius),
  ).toMatch(/px$/);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) - 40);

  await tabTo(page, 'button:has([data-accessibility-badge])');
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText('1 accessibility feature is active');
  // Slide-in 0.3 s; width min(20rem, 100vw - 2rem).
  expect(await panel(page).evaluate((element) => getComputedStyle(element).animationDuration)).toBe(
    '0.3s',
  );
  expect((await panel(page).boundingBox())?.width).toBeCloseTo(320, 1);
  await expect(toggle(page, 'Sound Effects')).toBeChecked();
  await expect(panel(page).getByRole('switch')).toHaveCount(6);

  // Space flips a focused switch; Escape closes and gives focus back to the button.
  await toggle(page, 'Large Text').focus();
  await page.keyboard.press('Space');
  await expect(toggle(page, 'Large Text')).toBeChecked();
  await expect(badge(page)).toHaveText('2');
  await expect(panel(page)).toContainText('2 accessibility features are active');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(panelButton(page)).toBeFocused();
});

test('the panel is narrower than the viewport on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 300, height: 700 });
  await page.goto('/about');
  await panelButton(page).click();
  expect((await panel(page).boundingBox())?.width).toBeCloseTo(300 - 32, 1);
});

test('each toggle applies its effect at once, survives a reload, and Reset All undoes them', async ({
  page,
}) => {
  await page.goto('/about');
  const heading = page.locator('main h1').first();
  const headingSize = parseFloat(
    await heading.evaluate((element) => getComputedStyle(element).fontSize),
  );
  // A CSS locator: the open (modal) panel hides the page from the accessibility tree.
  const navLink = page.locator('header nav a[href="/pricing"]');
  expect(await navLink.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
    '0.15s',
  );
  expect(await htmlStyle(page, 'filter')).toBe('none');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await panelButton(page).click();
  await toggle(page, 'Large Text').click();
  expect(await htmlStyle(page, 'font-size')).toBe('19.2px');
  const largerSize = parseFloat(
    await heading.evaluate((element) => getComputedStyle(element).fontSize),
  );
  expect(largerSize / headingSize).toBeCloseTo(1.2, 2);

  await toggle(page, 'High Contrast').click();
  expect(await htmlStyle(page, 'filter')).toBe('contrast(1.5)');

  await toggle(page, 'Reduce Motion').click();
  expect(await navLink.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
    '1e-05s',
  );

  await toggle(page, 'Dark Mode').click();
  // Polled: even a 0.01 ms colour transition reports the old colour until the next frame.
  await expect.poll(() => htmlStyle(page, 'background-color')).toBe('rgb(11, 17, 32)');
  expect(lightBackground).not.toBe('rgb(11, 17, 32)');
  await expect
    .poll(() => heading.evaluate((element) => getComputedStyle(element).color))
    .toBe('rgb(241, 245, 249)');

  await toggle(page, 'Keyboard Navigation').click();
  await expect(badge(page)).toHaveText('6');
  await page.keyboard.press('Escape');

  // A mouse click shows no outline normally; with Keyboard Navigation it shows 3px blue.
  const languageButton = page.getByRole('banner').getByRole('button', { name: 'English' });
  await languageButton.click();
  expect(await languageButton.evaluate((element) => getComputedStyle(element).outlineWidth)).toBe(
    '3px',
  );
  // Polled like the colours above: the outline's colour changes through a 0.01 ms transition.
  await expect
    .poll(() => languageButton.evaluate((element) => getComputedStyle(element).outlineColor))
    .toBe('rgb(37, 99, 235)');

  await page.reload();
  await expect(badge(page)).toHaveText('6');
  expect(await htmlStyle(page, 'font-size')).toBe('19.2px');
  expect(await htmlStyle(page, 'filter')).toBe('contrast(1.5)');
  expect(await htmlStyle(page, 'background-color')).toBe('rgb(11, 17, 32)');
  const saved = await page.evaluate(() => localStorage.getItem('accessibility-settings'));
  expect(JSON.parse(saved ?? '{}')).toEqual({
    highContrast: true,
    largeText: true,
    reducedMotion: true,
    screenReader: false,
    keyboardNavigation: true,
    darkMode: true,
    soundEnabled: true,
  });

  await panelButton(page).click();
  await panel(page).getByRole('button', { name: 'Reset All' }).click();
  await expect(badge(page)).toHaveText('1');
  await expect(toggle(page, 'Sound Effects')).toBeChecked();
  await expect(toggle(page, 'Dark Mode')).not.toBeChecked();
  expect(await htmlStyle(page, 'font-size')).toBe('16px');
  expect(await htmlStyle(page, 'filter')).toBe('none');
  await panel(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel(page)).toBeHidden();
  await languageButton.click();
  expect(await languageButton.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
    'none',
  );
});

test('toggling plays a short Web Audio sound only while Sound Effects is on', async ({ page }) => {
  await page.addInitScript(() => {
    const counter = window as Window & { oscillatorsStarted?: number };
    counter.oscillatorsStarted = 0;
    const prototype = AudioContext.prototype;
    const original = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'createOscillator')
      ?.value as (this: BaseAudioContext) => OscillatorNode;
    prototype.createOscillator = function createOscillator(this: AudioContext) {
      counter.oscillatorsStarted = (counter.oscillatorsStarted ?? 0) + 1;
      return original.call(this);
    };
  });
  const played = () =>
    page.evaluate(() => (window as Window & { oscillatorsStarted?: number }).oscillatorsStarted);
  await page.goto('/about');
  await panelButton(page).click();
  await toggle(page, 'Large Text').click();
  expect(await played()).toBe(1);
  await toggle(page, 'Sound Effects').click();
  await toggle(page, 'Large Text').click();
  expect(await played()).toBe(1);
  await panel(page).getByRole('button', { name: 'Close accessibility settings' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(badge(page)).toHaveText('0');
});

test('the skip link appears on the first Tab and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/about');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  const clipPath = () => skipLink.evaluate((element) => getComputedStyle(element).clipPath);
  // Visually hidden (clipped away) until it receives focus.
  expect(await clipPath()).toBe('inset(50%)');
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  expect(await clipPath()).toBe('none');
  expect((await skipLink.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

for (const language of ['en', 'tr'] as const) {
  test(`axe finds no violations with the panel open (${language})`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await badge(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations in dark mode (landing page, panel open)', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('accessibility-settings', JSON.stringify({ darkMode: true })),
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-accessibility', 'dark-mode');
  await expectNoAxeViolations(page);
  await panelButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
