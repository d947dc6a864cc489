import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { pageAnimationsFinished } from './animations';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules every page of the app must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The page's violations as it is now, one line each: rule id, help text and the offending
 * elements' selectors, so a failure can be fixed from the report alone.
 *
 * axe-core runs in the page itself and hands back only its violations. The app has no frames, so
 * nothing needs @axe-core/playwright's per-frame runs, which also open a second page to merge
 * them and carry every passing node back: that took 2.0 s a scan against 0.9 s this way
 * (decision 006, session-14 addendum), and the suite scans a few hundred times.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  // A scan mid-transition judges a frame nobody stops at (a dialog still off screen).
  await pageAnimationsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    // Frames would need axe inside them too; a page that gains one must say so here first.
    if (document.querySelector('iframe, frame'))
      throw new Error('axeViolations scans one document, and this page has a frame');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  }, AXE_TAGS);
};

/** Runs axe over the page as it is now and expects no violation. */
export const expectNoAxeViolations = async (page: Page) => {
  expect(await axeViolations(page), 'axe violations').toEqual([]);
};
