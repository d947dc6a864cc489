import { describe, expect, it } from 'vitest';
import { MAX_MONTHS_OPERATING } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  CHECKUP_MONTHS_MAX,
  CheckupListResponseSchema,
  CheckupSchema,
} from '#shared/contracts/business-analyzer';
import { ErrorBodySchema } from '#shared/errors';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { apiCaller, setUpTestApp } from '#tests/fixtures/test-app';
import { CHECKUP_FIGURES } from '#tests/fixtures/checkup-figures';
import { createBusinessAs } from '#tests/fixtures/businesses';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const call = apiCaller(testApp);

const FIGURES = CHECKUP_FIGURES;

const createBusiness = (owner: SignedInUser, inputs: unknown = EXAMPLE_CALCULATOR_INPUT) =>
  createBusinessAs(testApp.app, owner, { name: 'Corner shop', inputs });

const checkUp = (owner: SignedInUser, businessId: string, payload: unknown) =>
  call('POST', `/api/businesses/${businessId}/checkups`, { cookie: owner.cookie, payload });

describe('business analyzer API', () => {
  it('keeps the contract limit equal to the engine limit', () => {
    expect(CHECKUP_MONTHS_MAX).toBe(MAX_MONTHS_OPERATING);
  });

  it('refuses anonymous callers with 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await call('GET', `/api/businesses/${id}/checkups`),
      await call('POST', `/api/businesses/${id}/checkups`, { payload: FIGURES }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('analyzes the figures, saves the check-up and shows the change on the second one', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);

    const first = await checkUp(owner, business.id, FIGURES);
    expect(first.statusCode, first.body).toBe(201);
    const one = CheckupSchema.parse(first.json());
    expect(one.result.survival).toMatchObject({ monthsOperating: 14, pastHorizon: false });
    const survival = one.result.survival;
    if (!survival) throw new Error('expected a survival estimate');
    expect(survival.probability).toBeGreaterThan(survival.atFounding);
    expect(survival.interval.low).toBeLessThanOrEqual(survival.probability);
    expect(one.result.runway).toEqual({ kind: 'months', months: 5, netBurn: 2_000 });
    expect(one.result.redFlags.map((flag) => flag.id)).toEqual(['runway_short', 'losing_money']);
    expect(one.result.actions[0]).toBe('extend_runway');
    expect(one.result.change).toBeNull();

    clock.advance(MINUTE_MS);
    const second = await checkUp(owner, business.id, {
      ...FIGURES,
      monthsOperating: 16,
      monthlyRevenue: 7_000,
      monthlyCosts: 11_000,
      cash: 6_000,
    });
    const two = CheckupSchema.parse(second.json());
    expect(two.result.change).toMatchObject({
      previousCreatedAt: one.createdAt,
      runwayMonths: { before: 5, after: 1.5 },
      monthlyRevenue: { before: 8_000, after: 7_000 },
    });
    expect(two.result.change?.probability?.after).toBeGreaterThan(survival.probability);
    expect(two.result.redFlags.map((flag) => flag.id)).toEqual([
      'runway_short',
      'losing_money',
      'revenue_falling',
      'costs_outpace_revenue',
    ]);

    const history = await call('GET', `/api/businesses/${business.id}/checkups`, {
      cookie: owner.cookie,
    });
    expect(history.statusCode).toBe(200);
    const { checkups } = CheckupListResponseSchema.parse(history.json());
    expect(checkups.map((checkup) => checkup.id)).toEqual([two.id, one.id]);
  });

  it('gives no survival estimate for a business without calculator inputs, and says what to do', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, null);
    const response = await checkUp(owner, business.id, { ...FIGURES, monthlyRevenue: 12_000 });
    const checkup = CheckupSchema.parse(response.json());
    expect(checkup.result.survival).toBeNull();
    expect(checkup.result.runway).toEqual({ kind: 'not_burning' });
    expect(checkup.result.actions).toEqual(['build_reserve', 'run_calculator', 'check_up_monthly']);
  });

  it('rejects negative cash, fractions and missing figures with field errors, saving nothing', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    const response = await checkUp(owner, business.id, {
      ...FIGURES,
      cash: -1,
      customers: 2.5,
      monthlyRevenue: undefined,
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toMatchObject({
      cash: ['Cash cannot be negative'],
      customers: ['Must be a whole number'],
      monthlyRevenue: ['This field is required'],
    });
    const history = await call('GET', `/api/businesses/${business.id}/checkups`, {
      cookie: owner.cookie,
    });
    expect(CheckupListResponseSchema.parse(history.json()).checkups).toEqual([]);
  });

  it("answers another user's business like a missing one (404) and shows none of its history", async () => {
    const owner = await registerUser(testApp.app);
    const intruder = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    expect((await checkUp(owner, business.id, FIGURES)).statusCode).toBe(201);
    for (const id of [business.id, '00000000-0000-4000-8000-000000000000']) {
      for (const response of [
        await call('GET', `/api/businesses/${id}/checkups`, { cookie: intruder.cookie }),
        await checkUp(intruder, id, FIGURES),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Business not found' });
      }
    }
    const history = await call('GET', `/api/businesses/${business.id}/checkups`, {
      cookie: owner.cookie,
    });
    expect(CheckupListResponseSchema.parse(history.json()).checkups).toHaveLength(1);
  });
});
