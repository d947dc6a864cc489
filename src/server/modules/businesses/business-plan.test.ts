import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#engine/inputs';
import { CheckupSchema } from '#shared/contracts/business-analyzer';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';
import { CHECKUP_FIGURES } from '#tests/fixtures/checkup-figures';
import { createBusinessAs } from '#tests/fixtures/businesses';
import { findBusinessPlan } from './business-plan';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const createBusiness = (owner: SignedInUser, inputs: object | null) =>
  createBusinessAs(testApp.app, owner, { name: 'Corner bakery', description: '', inputs });

const saveCalculation = async (owner: SignedInUser, input: object, businessId?: string) => {
  clock.advance(MINUTE_MS);
  const response = await callApi(testApp.app, {
    method: 'POST',
    url: '/api/calculations',
    cookie: owner.cookie,
    payload: { input, ...(businessId ? { businessId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
};

describe("a business's plan (the tools' one rule)", () => {
  it('is the answers the business was created with until a calculation is linked to it', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, EXAMPLE_CALCULATOR_INPUT);
    // An unlinked calculation (a visitor's run saved after sign-in) is not this business's plan.
    await saveCalculation(owner, { ...EXAMPLE_CALCULATOR_INPUT, competitionLevel: 'low' });
    const plan = await findBusinessPlan(testApp.database.db, owner.user.id, business.id);
    expect(plan?.input).toEqual(EXAMPLE_CALCULATOR_INPUT);
  });

  it('is the latest calculation linked to the business', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, EXAMPLE_CALCULATOR_INPUT);
    await saveCalculation(
      owner,
      { ...EXAMPLE_CALCULATOR_INPUT, competitionLevel: 'low' },
      business.id,
    );
    await saveCalculation(
      owner,
      { ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: 5_000 },
      business.id,
    );
    const plan = await findBusinessPlan(testApp.database.db, owner.user.id, business.id);
    expect(plan?.input).toEqual({ ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: 5_000 });
  });

  it('is empty for a business without answers, and absent for another user', async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const business = await createBusiness(owner, null);
    expect(
      (await findBusinessPlan(testApp.database.db, owner.user.id, business.id))?.input,
    ).toBeNull();
    expect(await findBusinessPlan(testApp.database.db, other.user.id, business.id)).toBeUndefined();
  });

  it("drives the business analyzer's estimate too", async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, null);
    await saveCalculation(owner, EXAMPLE_CALCULATOR_INPUT, business.id);
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: `/api/businesses/${business.id}/checkups`,
      cookie: owner.cookie,
      payload: CHECKUP_FIGURES,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(CheckupSchema.parse(response.json()).result.survival?.sector).toBe(
      EXAMPLE_CALCULATOR_INPUT.sector,
    );
  });
});
