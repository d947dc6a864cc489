import { expect, type Page } from '@playwright/test';

/**
 * The page is no wider than a 320 px window (WCAG 1.4.10 reflow), then back to desktop width.
 * Polled: charts and tables resize on the next ResizeObserver tick after the window changes.
 */
export const expectNoSidewaysScroll = async (page: Page) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
};
