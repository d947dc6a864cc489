import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { predictCore, updateWithEvidence } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  type CreateExperimentRequest,
  ENTRIES_PER_EXPERIMENT_MAX,
  EVIDENCE_DATE_BEFORE_DEFINITION_MESSAGE,
  EVIDENCE_DATE_FUTURE_MESSAGE,
  EVIDENCE_NOTE_MAX_LENGTH,
  EXPERIMENT_MEASURE_MAX_LENGTH,
  EXPERIMENT_SAMPLE_MAX,
  type ExperimentListResponse,
  ExperimentListResponseSchema,
  ExperimentSchema,
  EXPERIMENTS_PER_BUSINESS_MAX,
  SUCCESSES_OVER_TRIALS_MESSAGE,
} from '#shared/contracts/experiments';
import { ErrorBodySchema } from '#shared/errors';
import { businesses, validationEvidence, validationExperiments } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { apiCaller, setUpTestApp } from '#tests/fixtures/test-app';

// Experiments are defined on 2 March 2026 (09:00 UTC); results are dated from then on.
const DEFINED_AT = new Date('2026-03-02T09:00:00.000Z');
const clock = createFakeClock(DEFINED_AT);
const testApp = setUpTestApp({ clock });

const call = apiCaller(testApp);

// Businesses are inserted directly: this module only reads their owner and inputs.
const createBusiness = async (owner: SignedInUser, inputs: unknown = EXAMPLE_CALCULATOR_INPUT) => {
  const now = clock();
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
const PRE_SALES: CreateExperimentRequest = {
  kind: 'pre_sales',
  measure: 'Visitors of the landing page who pay a 10 USD deposit',
  criterionPercent: 5,
  plannedSampleSize: 200,
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

const recordOk = async (owner: SignedInUser, experimentId: string, payload: object) => {
  const response = await record(owner, experimentId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return ExperimentSchema.parse(response.json());
};

const list = async (owner: SignedInUser, businessId: string) => {
  const response = await call('GET', `/api/businesses/${businessId}/experiments`, {
    cookie: owner.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ExperimentListResponseSchema.parse(response.json());
};

const fieldErrorsOf = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  return ErrorBodySchema.parse(response.json()).fieldErrors ?? {};
};

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

// The documented rule, written out again from the figures the API returns (docs/model-card.md).
const expectedShift = (listed: ExperimentListResponse) => {
  const sum = listed.experiments.reduce(
    (total, experiment) =>
      total +
      (experiment.evidence.trials === 0
        ? 0
        : listed.rule.weights[experiment.kind] *
          (2 * experiment.evidence.chanceCriterionMet - 1) *
          experiment.evidence.sampleWeight),
    0,
  );
  return Math.max(-listed.rule.capLogOdds, Math.min(listed.rule.capLogOdds, sum));
};

describe('validation experiments API', () => {
  beforeEach(() => clock.set(DEFINED_AT));

  it('defines an experiment, records results and updates the estimate by the engine rule', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const empty = await list(owner, businessId);
    const prior = predictCore(EXAMPLE_CALCULATOR_INPUT);
    expect(empty.validation?.current.probability).toBe(prior.probability);
    expect(empty.validation?.prior.interval).toEqual(prior.interval);
    expect(empty.validation?.history).toEqual([]);

    const experiment = await define(owner, businessId);
    expect(experiment).toMatchObject({ criterionPercent: 30, locked: false, entries: [] });
    const recorded = await recordOk(owner, experiment.id, {
      date: '2026-03-02',
      successes: 12,
      trials: 20,
      note: ' first round ',
    });
    expect(recorded).toMatchObject({
      locked: true,
      entries: [{ date: '2026-03-02', successes: 12, trials: 20, note: 'first round' }],
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
    expect(after.validation?.current.demandFactor).toBeGreaterThan(1);
    expect(after.validation?.history).toHaveLength(1);
    expect(after.rule.halfWeightSample).toBe(20);
  });

  it('moves the odds and the market-demand factor exactly as documented, within the cap', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const interviews = await define(owner, businessId);
    const preSales = await define(owner, businessId, PRE_SALES);
    await recordOk(owner, interviews.id, { date: '2026-03-02', successes: 3, trials: 20 });
    await recordOk(owner, preSales.id, { date: '2026-03-03', successes: 30, trials: 200 });
    const listed = await list(owner, businessId);
    const validation = listed.validation;
    if (!validation) throw new Error('no validation');
    const shift = expectedShift(listed);
    // Interviews missed 30% (3 of 20), pre-sales beat 5% (30 of 200): the second weighs more.
    const shiftOf = (id: string) =>
      listed.experiments.find((item) => item.id === id)?.evidence.shiftLogOdds ?? Number.NaN;
    expect(shiftOf(interviews.id)).toBeLessThan(0);
    expect(shiftOf(preSales.id)).toBeGreaterThan(Math.abs(shiftOf(interviews.id)));
    expect(validation.current.shiftLogOdds).toBeCloseTo(shift, 6);
    expect(validation.current.demandFactor).toBeCloseTo(Math.exp(shift), 6);
    expect(validation.current.probability).toBeCloseTo(
      logistic(logit(validation.prior.probability) + shift),
      6,
    );
    expect(validation.current.interval.low).toBeCloseTo(
      logistic(logit(validation.prior.interval.low) + shift),
      6,
    );
    expect(validation.current.capped).toBe(false);
    expect(Math.abs(validation.current.shiftLogOdds)).toBeLessThanOrEqual(listed.rule.capLogOdds);
  });

  it('shows the history in date order, whatever the order the results were recorded in', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const interviews = await define(owner, businessId);
    const preSales = await define(owner, businessId, PRE_SALES);
    // Within the one-day slack either side of 2 March, so the session stays fresh.
    const late = await recordOk(owner, interviews.id, {
      date: '2026-03-03',
      successes: 9,
      trials: 10,
    });
    // A second between recordings, as in real use: results are listed in recording order.
    clock.advance(1000);
    const early = await recordOk(owner, preSales.id, {
      date: '2026-03-01',
      successes: 1,
      trials: 100,
    });
    clock.advance(1000);
    const middle = await recordOk(owner, interviews.id, {
      date: '2026-03-02',
      successes: 1,
      trials: 10,
    });
    const listed = await list(owner, businessId);
    const history = listed.validation?.history ?? [];
    expect(history.map((step) => step.entryId)).toEqual([
      early.entries[0]?.id,
      middle.entries[1]?.id,
      late.entries[0]?.id,
    ]);
    expect(history.map((step) => step.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(history.at(-1)?.probability).toBe(listed.validation?.current.probability);
    // The pre-sales result alone (1 in 100 against 5%) lowers the estimate.
    expect(history[0]?.probability).toBeLessThan(listed.validation?.prior.probability ?? 0);
    // Results are listed per experiment in the order they were recorded.
    const listedInterviews = listed.experiments.find((item) => item.id === interviews.id);
    expect(listedInterviews?.entries.map((entry) => entry.date)).toEqual([
      '2026-03-03',
      '2026-03-02',
    ]);
  });

  it('locks the criterion once a result is recorded and keeps it unchanged', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const experiment = await define(owner, businessId);
    const edit = (payload: object) =>
      call('PATCH', `/api/experiments/${experiment.id}`, { cookie: owner.cookie, payload });
    const before = await edit({ criterionPercent: 10 });
    expect(before.statusCode).toBe(200);
    expect(ExperimentSchema.parse(before.json()).criterionPercent).toBe(10);
    await recordOk(owner, experiment.id, { date: '2026-03-02', successes: 1, trials: 5 });
    for (const change of [
      { criterionPercent: 1 },
      { measure: 'Anything' },
      { plannedSampleSize: 5 },
    ]) {
      const locked = await edit(change);
      expect(locked.statusCode).toBe(409);
      expect(ErrorBodySchema.parse(locked.json()).message).toMatch(/locked/);
    }
    const [stored] = (await list(owner, businessId)).experiments;
    expect(stored).toMatchObject({
      criterionPercent: 10,
      measure: INTERVIEWS.measure,
      plannedSampleSize: 20,
      locked: true,
    });
  });

  it('answers 404 for another user’s business or experiment and changes nothing', async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const experiment = await define(owner, businessId);
    await recordOk(owner, experiment.id, { date: '2026-03-02', successes: 4, trials: 10 });
    const before = await list(owner, businessId);
    const strangerCalls = [
      call('GET', `/api/businesses/${businessId}/experiments`, { cookie: stranger.cookie }),
      call('POST', `/api/businesses/${businessId}/experiments`, {
        cookie: stranger.cookie,
        payload: INTERVIEWS,
      }),
      record(stranger, experiment.id, { date: '2026-03-02', successes: 1, trials: 2 }),
      call('PATCH', `/api/experiments/${experiment.id}`, {
        cookie: stranger.cookie,
        payload: { measure: 'x' },
      }),
      call('DELETE', `/api/experiments/${experiment.id}`, { cookie: stranger.cookie }),
      // An id that exists nowhere gets the same answer.
      call('DELETE', `/api/experiments/${crypto.randomUUID()}`, { cookie: owner.cookie }),
    ];
    for (const response of await Promise.all(strangerCalls)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(INTERVIEWS.measure);
    }
    expect(await list(owner, businessId)).toEqual(before);
    const strangerRows = await testApp.database.db
      .select()
      .from(validationExperiments)
      .where(eq(validationExperiments.userId, stranger.user.id));
    expect(strangerRows).toEqual([]);
  });

  it('refuses visitors on every endpoint', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const experiment = await define(owner, businessId);
    const visitorCalls = [
      call('GET', `/api/businesses/${businessId}/experiments`),
      call('POST', `/api/businesses/${businessId}/experiments`, { payload: INTERVIEWS }),
      call('POST', `/api/experiments/${experiment.id}/entries`, {
        payload: { date: '2026-03-02', successes: 1, trials: 2 },
      }),
      call('PATCH', `/api/experiments/${experiment.id}`, { payload: { measure: 'x' } }),
      call('DELETE', `/api/experiments/${experiment.id}`),
    ];
    for (const response of await Promise.all(visitorCalls)) expect(response.statusCode).toBe(401);
    expect((await list(owner, businessId)).experiments).toHaveLength(1);
  });

  it('validates definitions: kind, criterion, measure, sample and unknown fields', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const create = (payload: object) =>
      call('POST', `/api/businesses/${businessId}/experiments`, { cookie: owner.cookie, payload });
    const bad = await create({
      ...INTERVIEWS,
      kind: 'horoscope',
      criterionPercent: 120,
      measure: ' ',
    });
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['criterionPercent', 'kind', 'measure']);
    expect(
      fieldErrorsOf(
        await create({ ...INTERVIEWS, measure: 'm'.repeat(EXPERIMENT_MEASURE_MAX_LENGTH + 1) }),
      ),
    ).toHaveProperty('measure');
    expect(fieldErrorsOf(await create({ ...INTERVIEWS, criterionPercent: 0 }))).toHaveProperty(
      'criterionPercent',
    );
    expect(fieldErrorsOf(await create({ ...INTERVIEWS, plannedSampleSize: 0 }))).toHaveProperty(
      'plannedSampleSize',
    );
    expect(fieldErrorsOf(await create({ ...INTERVIEWS, plannedSampleSize: 2.5 }))).toHaveProperty(
      'plannedSampleSize',
    );
    expect((await create({ ...INTERVIEWS, criterionRate: 0.3 })).statusCode).toBe(400);
    expect((await list(owner, businessId)).experiments).toEqual([]);
  });

  it('validates results: counts, the date window and the note', async () => {
    const owner = await registerUser(testApp.app);
    const experiment = await define(owner, await createBusiness(owner));
    const result = (payload: object) =>
      record(owner, experiment.id, { date: '2026-03-02', successes: 1, trials: 5, ...payload });
    const tooMany = fieldErrorsOf(await result({ successes: 6, trials: 5 }));
    expect(tooMany.successes).toEqual([SUCCESSES_OVER_TRIALS_MESSAGE]);
    expect(fieldErrorsOf(await result({ trials: 0, successes: 0 }))).toHaveProperty('trials');
    expect(fieldErrorsOf(await result({ successes: -1 }))).toHaveProperty('successes');
    expect(fieldErrorsOf(await result({ successes: 1.5 }))).toHaveProperty('successes');
    expect(fieldErrorsOf(await result({ trials: EXPERIMENT_SAMPLE_MAX + 1 }))).toHaveProperty(
      'trials',
    );
    expect(fieldErrorsOf(await result({ date: '2026-02-30' }))).toHaveProperty('date');
    expect(fieldErrorsOf(await result({ date: '02/03/2026' }))).toHaveProperty('date');
    expect(
      fieldErrorsOf(await result({ note: 'n'.repeat(EVIDENCE_NOTE_MAX_LENGTH + 1) })),
    ).toHaveProperty('note');
    // Today is 2 March (UTC): one day of slack either way for the founder's time zone.
    expect(fieldErrorsOf(await result({ date: '2026-03-04' })).date).toEqual([
      EVIDENCE_DATE_FUTURE_MESSAGE,
    ]);
    expect(fieldErrorsOf(await result({ date: '2026-02-28' })).date).toEqual([
      EVIDENCE_DATE_BEFORE_DEFINITION_MESSAGE,
    ]);
    expect((await list(owner, experiment.businessId)).experiments[0]?.entries).toEqual([]);
    expect((await result({ date: '2026-03-01' })).statusCode).toBe(201);
    expect((await result({ date: '2026-03-03' })).statusCode).toBe(201);
  });

  it('limits experiments per business and results per experiment', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const first = await define(owner, businessId);
    for (let index = 1; index < EXPERIMENTS_PER_BUSINESS_MAX; index += 1) {
      await define(owner, businessId);
    }
    const overLimit = await call('POST', `/api/businesses/${businessId}/experiments`, {
      cookie: owner.cookie,
      payload: INTERVIEWS,
    });
    expect(overLimit.statusCode).toBe(409);
    for (let index = 0; index < ENTRIES_PER_EXPERIMENT_MAX; index += 1) {
      await recordOk(owner, first.id, { date: '2026-03-02', successes: 1, trials: 2 });
    }
    const tooMany = await record(owner, first.id, { date: '2026-03-02', successes: 1, trials: 2 });
    expect(tooMany.statusCode).toBe(409);
    const listed = await list(owner, businessId);
    expect(listed.experiments).toHaveLength(EXPERIMENTS_PER_BUSINESS_MAX);
    expect(listed.experiments.find((item) => item.id === first.id)?.entries).toHaveLength(
      ENTRIES_PER_EXPERIMENT_MAX,
    );
  });

  it('has no prior without saved inputs and deletes experiments with their results', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner, null);
    const experiment = await define(owner, businessId);
    const kept = await define(owner, businessId, PRE_SALES);
    await recordOk(owner, experiment.id, { date: '2026-03-02', successes: 3, trials: 5 });
    await recordOk(owner, kept.id, { date: '2026-03-02', successes: 3, trials: 50 });
    const listed = await list(owner, businessId);
    expect(listed.validation).toBeNull();
    expect(listed.experiments.find((item) => item.id === experiment.id)?.evidence.trials).toBe(5);
    const deleted = await call('DELETE', `/api/experiments/${experiment.id}`, {
      cookie: owner.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(owner, businessId)).experiments.map((item) => item.id)).toEqual([kept.id]);
    const evidenceOf = (ids: string[]) =>
      testApp.database.db
        .select()
        .from(validationEvidence)
        .where(inArray(validationEvidence.experimentId, ids));
    expect(await evidenceOf([experiment.id])).toEqual([]);
    expect(await evidenceOf([kept.id])).toHaveLength(1);
    const again = await call('DELETE', `/api/experiments/${experiment.id}`, {
      cookie: owner.cookie,
    });
    expect(again.statusCode).toBe(404);
    // Deleting the business takes its experiments and their results with it.
    await testApp.database.db.delete(businesses).where(eq(businesses.id, businessId));
    expect(await evidenceOf([kept.id])).toEqual([]);
  });
});
