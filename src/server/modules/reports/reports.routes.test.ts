import { describe, expect, it } from 'vitest';
import { predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  ActionPlansSchema,
  ActionStepSchema,
  ReportListSchema,
  ReportSchema,
} from '#shared/contracts/reports';
import { ErrorBodySchema } from '#shared/errors';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { apiCaller, setUpTestApp } from '#tests/fixtures/test-app';
import { createBusinessAs } from '#tests/fixtures/businesses';

// 22:00 UTC: late in the day, so a due date counted from the wrong day would show.
const clock = createFakeClock(new Date('2026-03-02T22:00:00.000Z'));
const testApp = setUpTestApp({ clock });

const call = apiCaller(testApp);

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const createBusiness = (owner: SignedInUser, inputs: unknown = EXAMPLE_CALCULATOR_INPUT) =>
  createBusinessAs(testApp.app, owner, { inputs });

const saveCalculation = async (owner: SignedInUser, businessId: string, input: object) => {
  const response = await call('POST', '/api/calculations', {
    cookie: owner.cookie,
    payload: { input: { ...EXAMPLE_CALCULATOR_INPUT, ...input }, businessId },
  });
  expect(response.statusCode, response.body).toBe(201);
};

const analyse = (owner: SignedInUser, businessId: unknown) =>
  call('POST', '/api/analysis-reports', { cookie: owner.cookie, payload: { businessId } });

const createAnalysis = async (owner: SignedInUser, businessId: string) => {
  const response = await analyse(owner, businessId);
  expect(response.statusCode, response.body).toBe(201);
  return ReportSchema.parse(response.json());
};

const tick = (owner: SignedInUser, analysisId: string, stepId: string, payload: unknown) =>
  call('PATCH', `/api/analysis-reports/${analysisId}/steps/${stepId}`, {
    cookie: owner.cookie,
    payload,
  });

const getAnalysis = async (owner: SignedInUser, id: string) =>
  ReportSchema.parse(
    (await call('GET', `/api/analysis-reports/${id}`, { cookie: owner.cookie })).json(),
  );

describe('analysis reports API', () => {
  it('refuses anonymous callers with 401 on every endpoint', async () => {
    for (const response of [
      await call('POST', '/api/analysis-reports', { payload: { businessId: MISSING_ID } }),
      await call('GET', '/api/analysis-reports'),
      await call('GET', `/api/analysis-reports/${MISSING_ID}`),
      await call('PATCH', `/api/analysis-reports/${MISSING_ID}/steps/${MISSING_ID}`, {
        payload: { done: true },
      }),
      await call('GET', '/api/action-plans'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it("builds the analysis from the business's latest saved calculation and dates the plan from today", async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    await saveCalculation(owner, business.id, { sector: 'manufacturing' });
    clock.advance(MINUTE_MS);
    const latest = { sector: 'retail', competitionLevel: 'low' } as const;
    await saveCalculation(owner, business.id, latest);

    const analysis = await createAnalysis(owner, business.id);
    const expected = predict({ ...EXAMPLE_CALCULATOR_INPUT, ...latest });
    expect(analysis).toMatchObject({
      businessId: business.id,
      title: 'Corner café',
      input: { ...EXAMPLE_CALCULATOR_INPUT, ...latest },
      createdAt: clock().toISOString(),
    });
    expect(analysis.report.sector).toBe('retail');
    expect(analysis.report.competition.intensity).toBe('low');
    expect(analysis.report.overview).toMatchObject({
      score: expected.score,
      modelVersion: expected.modelVersion,
      inputHash: expected.inputHash,
    });
    expect(analysis.steps.length).toBeGreaterThan(3);
    expect(analysis.steps.every((step) => !step.done && step.doneAt === null)).toBe(true);
    // The first step falls due 14 days after the creation day (2 March), whatever the hour.
    expect(analysis.steps[0]).toMatchObject({ phase: 'validate', dueOn: '2026-03-16' });
    const dues = analysis.steps.map((step) => step.dueOn);
    expect(dues).toEqual([...dues].sort());
    expect(dues.every((due) => due > '2026-03-02' && due <= '2027-03-02')).toBe(true);

    // Saved: the same report comes back by id.
    expect(await getAnalysis(owner, analysis.id)).toEqual(analysis);
  });

  it("uses the business's own inputs when it has no saved calculation", async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, {
      ...EXAMPLE_CALCULATOR_INPUT,
      sector: 'education',
    });
    const analysis = await createAnalysis(owner, business.id);
    expect(analysis.input.sector).toBe('education');
    expect(analysis.report.sector).toBe('education');
  });

  it('answers 422 ANALYSIS_INPUTS_MISSING for a business without inputs, saving nothing', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, null);
    const response = await analyse(owner, business.id);
    expect(response.statusCode).toBe(422);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('ANALYSIS_INPUTS_MISSING');
    const list = await call('GET', '/api/analysis-reports', { cookie: owner.cookie });
    expect(ReportListSchema.parse(list.json()).items).toEqual([]);
  });

  it('lists the analyses newest first with score and steps done, and ticks and unticks a step', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    const older = await createAnalysis(owner, business.id);
    clock.advance(MINUTE_MS);
    const newer = await createAnalysis(owner, business.id);
    const [first, second] = newer.steps;
    if (!first || !second) throw new Error('expected at least two steps');

    clock.advance(MINUTE_MS);
    const ticked = await tick(owner, newer.id, first.id, { done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ActionStepSchema.parse(ticked.json())).toMatchObject({
      id: first.id,
      done: true,
      doneAt: clock().toISOString(),
    });
    expect((await tick(owner, newer.id, second.id, { done: true })).statusCode).toBe(200);
    const unticked = await tick(owner, newer.id, second.id, { done: false });
    expect(ActionStepSchema.parse(unticked.json())).toMatchObject({ done: false, doneAt: null });

    const list = await call('GET', '/api/analysis-reports', { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    const { items } = ReportListSchema.parse(list.json());
    expect(items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(items[0]).toMatchObject({
      businessId: business.id,
      score: newer.report.overview.score,
      band: newer.report.overview.band,
      stepsTotal: newer.steps.length,
      stepsDone: 1,
    });
    expect(items[1]).toMatchObject({ stepsDone: 0 });

    const reloaded = await getAnalysis(owner, newer.id);
    expect(reloaded.steps.filter((step) => step.done).map((step) => step.id)).toEqual([first.id]);

    const plans = await call('GET', '/api/action-plans', { cookie: owner.cookie });
    expect(plans.statusCode).toBe(200);
    const parsed = ActionPlansSchema.parse(plans.json()).plans;
    expect(parsed.map((plan) => plan.analysisId)).toEqual([newer.id, older.id]);
    expect(parsed[0]?.steps).toEqual(reloaded.steps);
  });

  it("answers another user's analysis, step and business like missing ones (404) and changes nothing", async () => {
    const owner = await registerUser(testApp.app);
    const intruder = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    const analysis = await createAnalysis(owner, business.id);
    const step = analysis.steps[0];
    if (!step) throw new Error('expected a step');
    // The intruder's own analysis: a real analysis id of theirs with the owner's step id.
    const theirs = await createAnalysis(intruder, (await createBusiness(intruder)).id);

    const notFound = (response: { statusCode: number; json: () => unknown }) => {
      expect(response.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
    };
    notFound(
      await call('GET', `/api/analysis-reports/${analysis.id}`, { cookie: intruder.cookie }),
    );
    notFound(await call('GET', `/api/analysis-reports/${MISSING_ID}`, { cookie: owner.cookie }));
    notFound(await tick(intruder, analysis.id, step.id, { done: true }));
    notFound(await tick(intruder, theirs.id, step.id, { done: true }));
    notFound(await tick(owner, analysis.id, MISSING_ID, { done: true }));
    // A step of one analysis under the id of another of the same owner is not that analysis's step.
    const secondOfOwner = await createAnalysis(owner, business.id);
    notFound(await tick(owner, secondOfOwner.id, step.id, { done: true }));
    notFound(await analyse(intruder, business.id));
    notFound(await analyse(owner, MISSING_ID));

    expect((await getAnalysis(owner, analysis.id)).steps.every((entry) => !entry.done)).toBe(true);
    const list = await call('GET', '/api/analysis-reports', { cookie: intruder.cookie });
    expect(ReportListSchema.parse(list.json()).items.map((item) => item.id)).toEqual([theirs.id]);
    const plans = await call('GET', '/api/action-plans', { cookie: intruder.cookie });
    expect(ActionPlansSchema.parse(plans.json()).plans.map((plan) => plan.analysisId)).toEqual([
      theirs.id,
    ]);
  });

  it('rejects bad ids and bodies with 400 field errors', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    const analysis = await createAnalysis(owner, business.id);
    const step = analysis.steps[0];
    if (!step) throw new Error('expected a step');

    const invalid = (response: { statusCode: number; json: () => unknown }, field?: string) => {
      expect(response.statusCode).toBe(400);
      const body = ErrorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      if (field) expect(body.fieldErrors).toHaveProperty(field);
    };
    invalid(await analyse(owner, 'not-an-id'), 'businessId');
    invalid(await analyse(owner, undefined), 'businessId');
    invalid(
      await call('POST', '/api/analysis-reports', {
        cookie: owner.cookie,
        payload: { businessId: business.id, extra: 1 },
      }),
    );
    invalid(await call('GET', '/api/analysis-reports/abc', { cookie: owner.cookie }), 'id');
    invalid(await tick(owner, 'abc', step.id, { done: true }), 'id');
    invalid(await tick(owner, analysis.id, 'abc', { done: true }), 'stepId');
    invalid(await tick(owner, analysis.id, step.id, { done: 'yes' }), 'done');
    invalid(await tick(owner, analysis.id, step.id, {}), 'done');

    expect((await getAnalysis(owner, analysis.id)).steps.every((entry) => !entry.done)).toBe(true);
  });
});
