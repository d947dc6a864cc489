import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env';
import { billingSettingsFromEnv, checkoutModeOf } from './billing-settings';

const modeFor = (source: Record<string, string>) =>
  checkoutModeOf(billingSettingsFromEnv(parseEnv(source)));

describe('checkoutModeOf', () => {
  it('says no purchase can start on `npm start` (production) without Stripe', () => {
    expect(modeFor({ NODE_ENV: 'production' })).toBe('unavailable');
    expect(modeFor({ NODE_ENV: 'test', DEMO_CHECKOUT: 'deny' })).toBe('unavailable');
  });

  it('names the demo checkout where it may run, and Stripe when both keys are set', () => {
    expect(modeFor({ NODE_ENV: 'production', DEMO_CHECKOUT: 'allow' })).toBe('demo');
    expect(modeFor({ NODE_ENV: 'development' })).toBe('demo');
    expect(
      modeFor({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      }),
    ).toBe('stripe');
  });
});
