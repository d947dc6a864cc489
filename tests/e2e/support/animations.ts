import type { Locator } from '@playwright/test';

/**
 * Resolves once the element's CSS animations have finished. Playwright calls an element visible
 * while it is still sliding in from off screen; axe does not, so a modal dialog scanned mid-slide
 * is not "open" to it, and everything it hides with aria-hidden counts as hidden focusable content.
 */
export const animationsFinished = async (element: Locator) => {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations().map((animation) => animation.finished)),
  );
};
