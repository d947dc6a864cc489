import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { BusinessSchema } from '#shared/contracts/businesses';
import {
  BusinessInsightSchema,
  InsightsOverviewSchema,
  NarrativeResponseSchema,
} from '#shared/contracts/insights';
import { registerUser } from '#tests/fixtures/auth-helpers';
import { saveCalculation } from '#tests/fixtures/calculations';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const get = (url: string, cookie?: string) => callApi(testApp.app, { method: 'GET', url, cookie });

const createBusiness = async (cookie: string, payload: Record<string, unknown>) => {
  const response = await callApi(testApp.app, {
    method: 'POST',
    url: '/api/businesses',
    cookie,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return BusinessSchema.parse(response.json());
};

describe('insights API without a language model', () => {
  it('refuses visitors', async () => {
    expect((await get('/api/insights')).statusCode).toBe(401);
    const narrative = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/insights/narrative',
      payload: { businessId: null, language: 'en' },
    });
    expect(narrative.statusCode).toBe(401);
  });

  it('answers an empty overview for a new user', async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await get('/api/insights', cookie);
    expect(response.statusCode).toBe(200);
    expect(InsightsOverviewSchema.parse(response.json())).toEqual({
      groups: [],
      narrativeAvailable: false,
    });
  });

  it('explains the change between the last two unlinked runs', async () => {
    const { cookie } = await registerUser(testApp.app);
    await saveCalculation(testApp.app, cookie, { title: 'First try' });
    clock.advance(MINUTE_MS);
    const second = await saveCalculation(testApp.app, cookie, {
      title: 'With a mentor',
      input: { experience: 'over_10_years' },
    });
    const overview = InsightsOverviewSchema.parse((await get('/api/insights', cookie)).json());
    expect(overview.groups).toHaveLength(1);
    const [group] = overview.groups;
    expect(group?.businessId).toBeNull();
    expect(group?.runCount).toBe(2);
    expect(group?.latestRun?.id).toBe(second.id);
    expect(group?.previousRun?.title).toBe('First try');
    expect(group?.insight?.change?.inputChanges).toEqual([
      { input: 'experience', from: EXAMPLE_CALCULATOR_INPUT.experience, to: 'over_10_years' },
    ]);
    expect(group?.insight?.current.score).toBe(second.result.score);
    expect(group?.insight?.lifts.length).toBeGreaterThan(0);

    const narrative = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/insights/narrative',
      cookie,
      payload: { businessId: null, language: 'tr' },
    });
    expect(NarrativeResponseSchema.parse(narrative.json())).toEqual({
      source: 'engine',
      reason: 'not_configured',
    });
  });

  it("reads a business's own inputs before its first run, and only its owner's", async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner.cookie, {
      name: 'Corner café',
      inputs: EXAMPLE_CALCULATOR_INPUT,
    });
    const empty = await createBusiness(owner.cookie, { name: 'Just a name' });
    const response = await get(`/api/insights/businesses/${business.id}`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { group } = BusinessInsightSchema.parse(response.json());
    expect(group.businessName).toBe('Corner café');
    expect(group.runCount).toBe(0);
    expect(group.insight?.change).toBeNull();
    expect(group.insight?.risks.length).toBeGreaterThan(0);

    const none = BusinessInsightSchema.parse(
      (await get(`/api/insights/businesses/${empty.id}`, owner.cookie)).json(),
    );
    expect(none.group.insight).toBeNull();

    const stranger = await registerUser(testApp.app);
    const refused = await get(`/api/insights/businesses/${business.id}`, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    const narrative = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/insights/narrative',
      cookie: stranger.cookie,
      payload: { businessId: business.id, language: 'en' },
    });
    expect(narrative.statusCode).toBe(404);
  });

  it('validates the narrative request', async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/insights/narrative',
      cookie,
      payload: { businessId: 'nope', language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
  });
});
