/**
 * Debian's Chromium builds and how the tools launch them, quiet on a closed network: no
 * background downloads, sync or first-run work.
 */

/** The full browser (package chromium): Lighthouse and the browser benchmark measure it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The headless shell (package chromium-headless-shell): the same Blink and V8 at the same version,
 * without the full browser's user interface and GPU process. The end-to-end tests run in it: the
 * whole suite took 15.0 min instead of 22.1 in the full browser, all passing in both
 * (docs/decisions/006, session-15 addendum).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For Lighthouse and the benchmark; CHROMIUM_PATH in the environment names another build. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
  args,
};

/** The browser of the end-to-end tests; E2E_BROWSER_PATH names another (the full browser, say). */
export const e2eBrowserPath = process.env.E2E_BROWSER_PATH ?? HEADLESS_SHELL_PATH;

export const e2eLaunchOptions = { executablePath: e2eBrowserPath, args };
