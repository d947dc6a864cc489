/**
 * How the end-to-end tests and the browser benchmark launch Chromium: Debian's build (or
 * CHROMIUM_PATH), quiet on a closed network: no background downloads, sync or first-run work.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
