import { defineConfig, devices } from '@playwright/test';
import { e2eLaunchOptions } from './scripts/lib/chromium.mjs';
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS } from './tests/e2e/support/waits';

// scripts/test.mjs passes a free port; running `npx playwright test` alone uses 3210.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The OpenID Connect test provider behind "Continue with Google" (tests/e2e/support/oidc-test-provider.ts).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const oidc = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: 'foresight-e2e',
  clientSecret: 'e2e-secret-value',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Longer on CI's slower machine (tests/e2e/support/waits.ts).
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: 'list',
  use: {
    baseURL,
    // A trace of the retry only: recording every test (its screenshots and DOM snapshots) took a
    // third of the suite's CPU (decision 006, session-14 addendum). A first failure still leaves
    // its error context (the page's accessibility snapshot) in the report.
    trace: 'on-first-retry',
    // Debian's headless shell, not the full browser (scripts/lib/chromium.mjs).
    launchOptions: e2eLaunchOptions,
    // The app's service worker precaches every built file (over 300) after the first page of each
    // new browser context, that is, in every test: a third of the suite's time. The specs about
    // offline use turn it on (offline.spec.ts, offline-calculator.spec.ts; decision 006,
    // session-15 addendum).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/oidc-test-provider.ts',
      url: `${oidc.issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        E2E_OIDC_PORT: String(oidcPort),
        E2E_OIDC_CLIENT_ID: oidc.clientId,
        E2E_OIDC_CLIENT_SECRET: oidc.clientSecret,
        E2E_OIDC_REDIRECT_URI: `${baseURL}/api/auth/oidc/callback`,
      },
    },
    {
      command: 'node --import tsx src/server/main.ts',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Lets tests/e2e/support/fixtures.ts give each test its own client address.
        TRUST_PROXY: '127.0.0.1',
        // A separate build folder (E2E_WEB_ROOT) keeps parallel e2e runs from sharing dist/web.
        ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
        OIDC_ISSUER: oidc.issuer,
        OIDC_CLIENT_ID: oidc.clientId,
        OIDC_CLIENT_SECRET: oidc.clientSecret,
      },
    },
  ],
});
