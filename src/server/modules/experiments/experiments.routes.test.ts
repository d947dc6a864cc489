import { describe, expect, it } from 'vitest';
import { predictCore, updateWithEvidence } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  ExperimentListResponseSchema,
  ExperimentSchema,
  type CreateExperimentRequest,
} from '#shared/contracts/experiments';
import { ErrorBodySchema } from '#shared/errors';
import { businesses } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { type ApiCall, callApi, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const call = (
  method: ApiCall['method'],
  url: string,
  options: Omit<ApiCall, 'method' | 'url'> = {},
) => callApi(testApp.app, { method, url, ...options });

// Businesses are inserted directly: this module only reads their owner and inputs.
const createBusiness = async (owner: SignedInUser, inputs: unknown = EXAMPLE_CALCULATOR_INPUT) => {
  const now = new Date();
  const [row] = await testApp.database.db
    .insert(businesses)
    .values({ userId: owner.user.id, name: 'Bakery', inputs, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('no business row');
  return row.id;
};

const INTERVIEWS: CreateExperimentRequest = {
  kind: 'customer_interviews',
  measure: 'Interviewees who would pay 20 USD a month',
  criterionPercent: 30,
  plannedSampleSize: 20,
};

const define = async (owner: SignedInUser, businessId: string, body = INTERVIEWS) => {
  const response = await call('POST', `/api/businesses/${businessId}/experiments`, {
    cookie: owner.cookie,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ExperimentSchema.parse(response.json());
};

const record = (owner: SignedInUser, experimentId: string, payload: object) =>
  call('POST', `/api/experiments/${experimentId}/entries`, { cookie: owner.cookie, payload });

const list = async (owner: SignedInUser, businessId: string) => {
  const response = await call('GET', `/api/businesses/${businessId}/experiments`, {
    cookie: owner.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ExperimentListResponseSchema.parse(response.json());
};

describe('validation experiments API', () => {
  it('defines an experiment, records results and updates the estimate by the engine rule', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const empty = await list(owner, businessId);
    const prior = predictCore(EXAMPLE_CALCULATOR_INPUT);
    expect(empty.validation?.current.probability).toBe(prior.probability);
    expect(empty.validation?.history).toEqual([]);

    const experiment = await define(owner, businessId);
    expect(experiment).toMatchObject({ criterionPercent: 30, locked: false, entries: [] });
    const recorded = await record(owner, experiment.id, {
      date: '2026-01-10',
      successes: 12,
      trials: 20,
      note: ' first round ',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(ExperimentSchema.parse(recorded.json())).toMatchObject({
      locked: true,
      entries: [{ date: '2026-01-10', successes: 12, trials: 20, note: 'first round' }],
    });

    const after = await list(owner, businessId);
    const expected = updateWithEvidence(
      { probability: prior.probability, interval: prior.interval },
      [
        {
          id: experiment.id,
          kind: 'customer_interviews',
          criterionRate: 0.3,
          entries: after.experiments[0]?.entries ?? [],
        },
      ],
    );
    expect(after.validation?.current).toEqual(expected.current);
    expect(after.validation?.current.probability).toBeGreaterThan(prior.probability);
    expect(after.validation?.history).toHaveLength(1);
    expect(after.rule.halfWeightSample).toBe(20);
  });

  it('locks the criterion once a result is recorded', async () => {
    const owner = await registerUser(testApp.app);
    const experiment = await define(owner, await createBusiness(owner));
    const edit = () =>
      call('PATCH', `/api/experiments/${experiment.id}`, {
        cookie: owner.cookie,
        payload: { criterionPercent: 10 },
      });
    const before = await edit();
    expect(before.statusCode).toBe(200);
    expect(ExperimentSchema.parse(before.json()).criterionPercent).toBe(10);
    expect(
      (await record(owner, experiment.id, { date: '2026-01-02', successes: 1, trials: 5 }))
        .statusCode,
    ).toBe(201);
    const locked = await edit();
    expect(locked.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(locked.json()).message).toMatch(/locked/);
  });

  it('answers 404 for another user’s business or experiment', async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const experiment = await define(owner, businessId);
    const strangerCalls = [
      call('GET', `/api/businesses/${businessId}/experiments`, { cookie: stranger.cookie }),
      call('POST', `/api/businesses/${businessId}/experiments`, {
        cookie: stranger.cookie,
        payload: INTERVIEWS,
      }),
      record(stranger, experiment.id, { date: '2026-01-02', successes: 1, trials: 2 }),
      call('PATCH', `/api/experiments/${experiment.id}`, {
        cookie: stranger.cookie,
        payload: { measure: 'x' },
      }),
      call('DELETE', `/api/experiments/${experiment.id}`, { cookie: stranger.cookie }),
    ];
    for (const response of await Promise.all(strangerCalls)) expect(response.statusCode).toBe(404);
    const anonymous = await call('GET', `/api/businesses/${businessId}/experiments`);
    expect(anonymous.statusCode).toBe(401);
    expect((await list(owner, businessId)).experiments).toHaveLength(1);
  });

  it('validates definitions and results', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const bad = await call('POST', `/api/businesses/${businessId}/experiments`, {
      cookie: owner.cookie,
      payload: { ...INTERVIEWS, kind: 'horoscope', criterionPercent: 120, measure: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(ErrorBodySchema.parse(bad.json()).fieldErrors ?? {}).sort()).toEqual([
      'criterionPercent',
      'kind',
      'measure',
    ]);
    const experiment = await define(owner, businessId);
    const tooMany = await record(owner, experiment.id, {
      date: '2026-01-02',
      successes: 6,
      trials: 5,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(tooMany.json()).fieldErrors).toHaveProperty('successes');
    const future = await record(owner, experiment.id, {
      date: '2999-01-01',
      successes: 1,
      trials: 5,
    });
    expect(future.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(future.json()).fieldErrors).toHaveProperty('date');
  });

  it('has no prior without saved inputs and deletes experiments with their results', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner, null);
    const experiment = await define(owner, businessId);
    await record(owner, experiment.id, { date: '2026-01-02', successes: 3, trials: 5 });
    const listed = await list(owner, businessId);
    expect(listed.validation).toBeNull();
    expect(listed.experiments[0]?.evidence.trials).toBe(5);
    const deleted = await call('DELETE', `/api/experiments/${experiment.id}`, {
      cookie: owner.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(owner, businessId)).experiments).toEqual([]);
  });
});
