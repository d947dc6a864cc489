import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { CheckupSchema } from '#shared/contracts/business-analyzer';
import { BusinessSchema } from '#shared/contracts/businesses';
import { registerUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';
import { CHECKUP_FIGURES_IN_LIRA } from '#tests/fixtures/checkup-figures';
import { createBusinessAs } from '#tests/fixtures/businesses';

// Issue 34, item 7: check-ups keep the currency of their amounts.
const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const FIGURES = { ...CHECKUP_FIGURES_IN_LIRA, currency: 'TRY' } as const;

describe('a check-up’s currency', () => {
  it('is kept, and an earlier check-up in another currency is converted before comparing', async () => {
    const owner = await registerUser(testApp.app);
    const created = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/businesses',
      cookie: owner.cookie,
      payload: { name: 'Köşe fırını', inputs: { ...EXAMPLE_CALCULATOR_INPUT, location: 'TR' } },
    });
    const business = BusinessSchema.parse(created.json());
    const checkUp = async (payload: unknown) => {
      const response = await callApi(testApp.app, {
        method: 'POST',
        url: `/api/businesses/${business.id}/checkups`,
        cookie: owner.cookie,
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return CheckupSchema.parse(response.json());
    };

    const lira = await checkUp(FIGURES);
    expect(lira.figures.currency).toBe('TRY');
    // Ratios compare the founder's own figures: no currency moves them.
    expect(lira.result.runway).toEqual({ kind: 'months', months: 30, netBurn: 14_700 });

    clock.advance(MINUTE_MS);
    // The same business, the same money, now kept in dollars (at 7.35 lira per dollar).
    const dollars = await checkUp({
      ...FIGURES,
      monthsOperating: 15,
      monthlyRevenue: 10_000,
      monthlyCosts: 12_000,
      cash: 60_000,
      currency: 'USD',
    });
    expect(dollars.result.change?.monthlyRevenue.before).toBeCloseTo(10_000, 6);
    expect(dollars.result.change?.cash.before).toBeCloseTo(60_000, 6);
    expect(dollars.result.redFlags.map((flag) => flag.id)).not.toContain('revenue_falling');
  });

  it('refuses a currency that is not offered', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusinessAs(testApp.app, owner, { name: 'Corner shop' });
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: `/api/businesses/${business.id}/checkups`,
      cookie: owner.cookie,
      payload: { ...FIGURES, currency: 'GBP' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain('currency');
  });
});
