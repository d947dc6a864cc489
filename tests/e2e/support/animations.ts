import type { Locator, Page } from '@playwright/test';

/**
 * In the page: resolves once the finite CSS animations of `root` (the whole document without one)
 * have finished; endless ones (a spinner) are not waited for, and a cancelled one counts as done.
 */
const finishAnimations = (root?: Element) =>
  Promise.all(
    (root ?? document)
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .map((animation) => animation.finished.catch(() => undefined)),
  );

/** Resolves once the element has stopped moving (a box measured where the element lands). */
export const animationsFinished = async (element: Locator) => {
  await element.evaluate(finishAnimations);
};

/**
 * Resolves once nothing on the page is moving. Playwright calls an element visible while it is
 * still sliding in from off screen; axe does not, so a modal dialog scanned mid-slide is not
 * "open" to it, and everything it hides with aria-hidden counts as hidden focusable content.
 */
export const pageAnimationsFinished = async (page: Page) => {
  await page.evaluate(finishAnimations, undefined);
};
