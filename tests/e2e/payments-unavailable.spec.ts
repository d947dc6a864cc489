import type { ChildProcess } from 'node:child_process';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { expectNoAxeViolations } from './support/axe';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/reflow';
import {
  OWN_SERVER_START_MS,
  ownServerPort,
  startOwnServer,
  stopOwnServer,
} from './support/own-server';

/**
 * `npm start` runs in production, where the demo checkout is off: without Stripe keys nothing can
 * be bought. This file runs its own server so (the one Playwright starts is NODE_ENV=test, where
 * the demo checkout is on).
 */
const port = await ownServerPort();
test.use({ baseURL: `http://127.0.0.1:${String(port)}` });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  server = await startOwnServer('src/server/main.ts', port, {
    NODE_ENV: 'production',
    TRUST_PROXY: '127.0.0.1',
  });
});

test.afterAll(async () => {
  await stopOwnServer(server);
});

test('without Stripe, the token pages and the 402 notice say nothing can be bought and offer no dead button', async ({
  page,
}) => {
  await signUpAndOpen(page, '/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Token packs' })).toBeVisible({
    timeout: 20_000,
  });
  const notice = page.getByRole('region', { name: 'Payments are not available on this site' });
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('token-balance')).toBeVisible();
  await expect(page.getByTestId('pack-list').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The page and the server agree: a purchase started anyway is refused.
  const refused = await page.request.post('/api/checkout', {
    data: { productKind: 'pack', productId: 'pack-60', currency: 'USD' },
  });
  expect(refused.status()).toBe(503);

  await page.goto('/membership');
  await expect(page.getByText('You are on the free plan.')).toBeVisible({ timeout: 20_000 });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Choose|Switch)/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Spend the 10 welcome tokens, then ask for a third analysis: the notice has nowhere to send.
  const created = await page.request.post('/api/businesses', {
    data: { name: 'Harbour Café', inputs: EXAMPLE_CALCULATOR_INPUT },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: businessId } = (await created.json()) as { id: string };
  for (let run = 0; run < 2; run += 1) {
    const paid = await page.request.post('/api/analysis-reports', { data: { businessId } });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  await page.goto('/analysis');
  const run = page.getByRole('button', { name: 'Run analysis' });
  await run.focus();
  await page.keyboard.press('Enter');
  const required = page.getByTestId('tokens-required');
  await expect(required).toBeVisible();
  await expect(required).toContainText('Tokens cannot be bought on this site at the moment');
  await expect(required.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/tokens');
  await expect(page.getByTestId('token-balance-amount')).toHaveText('0 tokens', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('token-balance')).toContainText(
    'Tokens and memberships cannot be bought on this site at the moment.',
  );
  await expect(page.getByRole('link', { name: 'Buy tokens' })).toHaveCount(0);
});

test('the notice reads in Turkish, passes axe and fits 320 px', async ({ page }) => {
  await page.context().addInitScript(() => localStorage.setItem('language', 'tr'));
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/subscription', '/membership']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Bu sitede ödeme alınamıyor' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'Giriş yapın veya hesap oluşturun' })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
});
