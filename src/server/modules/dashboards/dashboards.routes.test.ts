import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { CATALOGUE } from '#shared/catalogue';
import { ReportSchema } from '#shared/contracts/reports';
import { SavedCalculationSchema } from '#shared/contracts/calculations';
import {
  AnalyticsDashboardSchema,
  DashboardSchema,
  PersonalizedDashboardSchema,
  ProgressDashboardSchema,
} from '#shared/contracts/dashboards';
import { ErrorBodySchema } from '#shared/errors';
import { analysisSteps, calculations, tutorialProgress } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { apiCaller, setUpTestApp } from '#tests/fixtures/test-app';
import { createBusinessAs } from '#tests/fixtures/businesses';

// Monday 2 March 2026, 09:00 UTC: analyses made now date their first step 14 days later.
const clock = createFakeClock(new Date('2026-03-02T09:00:00.000Z'));
const testApp = setUpTestApp({ clock });

const call = apiCaller(testApp);

const createBusiness = async (
  owner: SignedInUser,
  name: string,
  inputs: typeof EXAMPLE_CALCULATOR_INPUT | null = null,
) => {
  clock.advance(MINUTE_MS);
  return createBusinessAs(testApp.app, owner, { name, inputs });
};

const saveCalculation = async (
  owner: SignedInUser,
  options: { title: string; businessId?: string; capital?: number },
) => {
  clock.advance(MINUTE_MS);
  const response = await call('POST', '/api/calculations', {
    cookie: owner.cookie,
    payload: {
      input: {
        ...EXAMPLE_CALCULATOR_INPUT,
        ...(options.capital === undefined ? {} : { capitalInvestment: options.capital }),
      },
      title: options.title,
      ...(options.businessId ? { businessId: options.businessId } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return SavedCalculationSchema.parse(response.json());
};

const requestAnalysis = async (owner: SignedInUser, businessId: string) => {
  clock.advance(MINUTE_MS);
  const response = await call('POST', '/api/analysis-reports', {
    cookie: owner.cookie,
    payload: { businessId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ReportSchema.parse(response.json());
};

const get = async (owner: SignedInUser, url: string) => {
  const response = await call('GET', url, { cookie: owner.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

const dashboard = async (owner: SignedInUser, businessId?: string) =>
  DashboardSchema.parse(
    await get(owner, `/api/dashboards/standard${businessId ? `?businessId=${businessId}` : ''}`),
  );

const kinds = (actions: { kind: string }[]) => actions.map((action) => action.kind);

describe('dashboard endpoints: sign-in', () => {
  it.each([
    '/api/dashboards/standard',
    '/api/dashboards/personalized',
    '/api/dashboards/progress',
    '/api/dashboards/analytics',
  ])('%s refuses an anonymous caller with 401', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/dashboards/standard', () => {
  it('shows a new user nothing saved, the sign-up tokens and where to start', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Corner bakery');
    const body = await dashboard(owner);
    expect(body).toMatchObject({
      currentBusinessId: business.id,
      businesses: [{ id: business.id, name: 'Corner bakery', calculationCount: 0 }],
      recentCalculations: [],
      calculationCount: 0,
      tokenBalance: CATALOGUE.signUpTokens,
    });
    // A business without inputs or a saved run: the calculator first; the tutorial never finished.
    expect(body.nextActions).toEqual([
      { kind: 'finishTutorial' },
      { kind: 'runCalculator', businessId: business.id, businessName: 'Corner bakery' },
    ]);
  });

  it('lists the newest calculations with probability and interval, and counts runs per business', async () => {
    const owner = await registerUser(testApp.app);
    const first = await createBusiness(owner, 'First');
    const second = await createBusiness(owner, 'Second');
    await saveCalculation(owner, { title: 'Run 1', businessId: first.id });
    const saved = [];
    for (let index = 2; index <= 7; index += 1) {
      saved.push(
        await saveCalculation(owner, {
          title: `Run ${index}`,
          businessId: index % 2 === 0 ? second.id : first.id,
        }),
      );
    }
    const body = await dashboard(owner, second.id);
    expect(body.currentBusinessId).toBe(second.id);
    expect(body.calculationCount).toBe(7);
    expect(body.businesses).toEqual([
      { id: first.id, name: 'First', calculationCount: 4 },
      { id: second.id, name: 'Second', calculationCount: 3 },
    ]);
    expect(body.recentCalculations.map((entry) => entry.title)).toEqual([
      'Run 7',
      'Run 6',
      'Run 5',
      'Run 4',
      'Run 3',
    ]);
    const newest = saved.at(-1);
    expect(body.recentCalculations[0]).toEqual({
      id: newest?.id,
      title: 'Run 7',
      businessId: first.id,
      probability: newest?.result.probability,
      intervalLow: newest?.result.interval.low,
      intervalHigh: newest?.result.interval.high,
      score: newest?.result.score,
      createdAt: newest?.createdAt,
    });
  });

  it('asks for an analysis once the current business has a plan, and no longer after one', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Planned', EXAMPLE_CALCULATOR_INPUT);
    expect(kinds((await dashboard(owner)).nextActions)).toContain('requestAnalysis');
    expect(kinds((await dashboard(owner)).nextActions)).not.toContain('runCalculator');

    await requestAnalysis(owner, business.id);
    const after = kinds((await dashboard(owner)).nextActions);
    expect(after).not.toContain('requestAnalysis');
    expect(after).not.toContain('runCalculator');
  });

  it('lists open action-plan steps due within a week, overdue ones marked, done ones left out', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Stepper', EXAMPLE_CALCULATOR_INPUT);
    const analysis = await requestAnalysis(owner, business.id);
    // The plan starts 14 days out: nothing is due yet.
    expect(kinds((await dashboard(owner)).nextActions)).not.toContain('stepDue');

    const [first, second, third] = analysis.steps;
    if (!first || !second || !third) throw new Error('the plan has fewer than three steps');
    const { db } = testApp.database;
    await db
      .update(analysisSteps)
      .set({ dueOn: '2026-02-20' })
      .where(eq(analysisSteps.id, first.id));
    await db
      .update(analysisSteps)
      .set({ dueOn: '2026-03-05' })
      .where(eq(analysisSteps.id, second.id));
    await db
      .update(analysisSteps)
      .set({ dueOn: '2026-03-01', doneAt: clock() })
      .where(eq(analysisSteps.id, third.id));

    const due = (await dashboard(owner)).nextActions.filter((action) => action.kind === 'stepDue');
    expect(due).toEqual([
      {
        kind: 'stepDue',
        analysisId: analysis.id,
        analysisTitle: 'Stepper',
        text: first.text,
        dueOn: '2026-02-20',
        overdue: true,
      },
      {
        kind: 'stepDue',
        analysisId: analysis.id,
        analysisTitle: 'Stepper',
        text: second.text,
        dueOn: '2026-03-05',
        overdue: false,
      },
    ]);
  });

  it('counts experiments of the current business without a recorded result', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Tester', EXAMPLE_CALCULATOR_INPUT);
    const define = async (measure: string) => {
      const response = await call('POST', `/api/businesses/${business.id}/experiments`, {
        cookie: owner.cookie,
        payload: {
          kind: 'customer_interviews',
          measure,
          criterionPercent: 30,
          plannedSampleSize: 20,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const withResult = await define('Interviewees who would pay 20 USD a month');
    await define('Interviewees who would switch from their current supplier');
    const recorded = await call('POST', `/api/experiments/${withResult}/entries`, {
      cookie: owner.cookie,
      payload: { date: '2026-03-02', successes: 4, trials: 10 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const actions = (await dashboard(owner)).nextActions;
    expect(actions).toContainEqual({ kind: 'recordEvidence', businessId: business.id, count: 1 });
  });

  it('says how many follow-up questions are waiting once a saved prediction is six months old', async () => {
    const owner = await registerUser(testApp.app);
    await createBusiness(owner, 'Veteran');
    const saved = await saveCalculation(owner, { title: 'Old plan' });
    expect(kinds((await dashboard(owner)).nextActions)).not.toContain('answerFollowUps');

    // Saved seven months ago (the clock stays, so the session stays valid).
    await testApp.database.db
      .update(calculations)
      .set({ createdAt: new Date('2025-08-01T09:00:00.000Z') })
      .where(eq(calculations.id, saved.id));
    expect((await dashboard(owner)).nextActions).toContainEqual({
      kind: 'answerFollowUps',
      count: 1,
    });
  });

  it('drops the tutorial action once the tutorial is finished or skipped, not while it runs', async () => {
    const owner = await registerUser(testApp.app);
    await createBusiness(owner, 'Learner');
    const { db } = testApp.database;
    const setStatus = async (status: string) =>
      db
        .insert(tutorialProgress)
        .values({ userId: owner.user.id, step: 1, status, updatedAt: clock() })
        .onConflictDoUpdate({ target: tutorialProgress.userId, set: { status } });
    await setStatus('active');
    expect(kinds((await dashboard(owner)).nextActions)).toContain('finishTutorial');
    await setStatus('skipped');
    expect(kinds((await dashboard(owner)).nextActions)).not.toContain('finishTutorial');
    await setStatus('completed');
    expect(kinds((await dashboard(owner)).nextActions)).not.toContain('finishTutorial');
  });

  it("never shows another user's businesses or calculations, and refuses their business id with 404", async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    await createBusiness(owner, 'Mine');
    const theirs = await createBusiness(stranger, 'Theirs', EXAMPLE_CALCULATOR_INPUT);
    await saveCalculation(stranger, { title: 'Their run', businessId: theirs.id });

    const body = await dashboard(owner);
    expect(body.businesses.map((business) => business.name)).toEqual(['Mine']);
    expect(body.recentCalculations).toEqual([]);
    expect(body.calculationCount).toBe(0);

    const refused = await call('GET', `/api/dashboards/standard?businessId=${theirs.id}`, {
      cookie: owner.cookie,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Theirs');
  });
});

describe('GET /api/dashboards/personalized', () => {
  it('returns the insight engine answer for the current business, as GET /api/insights does', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Insightful');
    await saveCalculation(owner, { title: 'Before', businessId: business.id, capital: 20_000 });
    await saveCalculation(owner, { title: 'After', businessId: business.id, capital: 80_000 });

    const body = PersonalizedDashboardSchema.parse(
      await get(owner, `/api/dashboards/personalized?businessId=${business.id}`),
    );
    const insight = (await get(owner, `/api/insights/businesses/${business.id}`)) as {
      group: unknown;
    };
    expect(body.business).toEqual({ id: business.id, name: 'Insightful' });
    expect(body.group).toEqual(insight.group);
    expect(body.group?.insight?.change).not.toBeNull();
    expect(body.experiments).toEqual({ total: 0, withEvidence: 0 });
    expect(body.checkupCount).toBe(0);
  });

  it("gives a business without a plan no insight, and refuses another user's business with 404", async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    await createBusiness(owner, 'Empty');
    const theirs = await createBusiness(stranger, 'Theirs', EXAMPLE_CALCULATOR_INPUT);

    const body = PersonalizedDashboardSchema.parse(
      await get(owner, '/api/dashboards/personalized'),
    );
    expect(body.business?.name).toBe('Empty');
    expect(body.group?.insight).toBeNull();

    const refused = await call('GET', `/api/dashboards/personalized?businessId=${theirs.id}`, {
      cookie: owner.cookie,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('GET /api/dashboards/progress', () => {
  it('is empty for a new user', async () => {
    const owner = await registerUser(testApp.app);
    const body = ProgressDashboardSchema.parse(await get(owner, '/api/dashboards/progress'));
    expect(body).toEqual({ plans: [], scoreHistory: [] });
  });

  it('counts done steps per analysis, names the next open step, and keeps score history per business', async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Progressing');
    const low = await saveCalculation(owner, {
      title: 'Low capital',
      businessId: business.id,
      capital: 5_000,
    });
    const high = await saveCalculation(owner, {
      title: 'High capital',
      businessId: business.id,
      capital: 200_000,
    });
    const loose = await saveCalculation(owner, { title: 'Unlinked' });
    const analysis = await requestAnalysis(owner, business.id);
    const theirs = await createBusiness(stranger, 'Theirs', EXAMPLE_CALCULATOR_INPUT);
    await saveCalculation(stranger, { title: 'Their run', businessId: theirs.id });
    await requestAnalysis(stranger, theirs.id);

    const [first, second] = analysis.steps;
    if (!first || !second) throw new Error('the plan has fewer than two steps');
    const ticked = await call('PATCH', `/api/analysis-reports/${analysis.id}/steps/${first.id}`, {
      cookie: owner.cookie,
      payload: { done: true },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);

    const body = ProgressDashboardSchema.parse(await get(owner, '/api/dashboards/progress'));
    expect(body.plans).toEqual([
      {
        analysisId: analysis.id,
        businessId: business.id,
        title: 'Progressing',
        createdAt: analysis.createdAt,
        done: 1,
        total: analysis.steps.length,
        nextStep: { text: second.text, phase: second.phase, dueOn: second.dueOn },
      },
    ]);
    expect(body.scoreHistory).toHaveLength(2);
    const [own, unlinked] = body.scoreHistory;
    expect(own?.businessName).toBe('Progressing');
    expect(own?.points.map((point) => [point.id, point.probability])).toEqual([
      [low.id, low.result.probability],
      [high.id, high.result.probability],
    ]);
    expect(unlinked).toMatchObject({ businessId: null, businessName: null });
    expect(unlinked?.points.map((point) => point.id)).toEqual([loose.id]);
    expect(JSON.stringify(body)).not.toContain('Their');
  });
});

describe('GET /api/dashboards/analytics', () => {
  it('is all zeros for a new user, with twelve months ending this month', async () => {
    const owner = await registerUser(testApp.app);
    const body = AnalyticsDashboardSchema.parse(await get(owner, '/api/dashboards/analytics'));
    expect(body.calculationCount).toBe(0);
    expect(body.probabilityBins).toHaveLength(10);
    expect(body.probabilityBins.every((bin) => bin.count === 0)).toBe(true);
    expect(body.runsPerMonth).toHaveLength(12);
    expect(body.runsPerMonth[0]?.month).toBe('2025-04');
    expect(body.runsPerMonth.at(-1)).toEqual({
      month: '2026-03',
      calculations: 0,
      analyses: 0,
      checkups: 0,
    });
    expect(body.scenarios).toEqual([]);
  });

  it("bins the user's own calculations by probability, counts runs per month and reads scenario figures", async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Counting', EXAMPLE_CALCULATOR_INPUT);
    const runs = [
      await saveCalculation(owner, { title: 'A', businessId: business.id, capital: 5_000 }),
      await saveCalculation(owner, { title: 'B', businessId: business.id, capital: 200_000 }),
      await saveCalculation(owner, { title: 'C' }),
    ];
    await requestAnalysis(owner, business.id);
    await saveCalculation(stranger, { title: 'Theirs' });
    const scenario = await call('POST', `/api/businesses/${business.id}/scenarios`, {
      cookie: owner.cookie,
      payload: { name: 'Base plan', input: SAMPLE_BUSINESS_INPUT },
    });
    expect(scenario.statusCode, scenario.body).toBe(201);

    const body = AnalyticsDashboardSchema.parse(await get(owner, '/api/dashboards/analytics'));
    expect(body.calculationCount).toBe(3);
    const expectedBins = Array.from({ length: 10 }, () => 0);
    for (const run of runs) {
      const bin = Math.min(Math.floor(run.result.probability * 10), 9);
      expectedBins[bin] = (expectedBins[bin] ?? 0) + 1;
    }
    expect(body.probabilityBins.map((bin) => bin.count)).toEqual(expectedBins);
    expect(body.probabilityBins[3]).toMatchObject({ from: 0.3, to: 0.4 });
    expect(body.runsPerMonth.at(-1)).toEqual({
      month: '2026-03',
      calculations: 3,
      analyses: 1,
      checkups: 0,
    });
    // 50 customers × (50 − 10) − 20,000 = −18,000 a month; 150,000 / 18,000 = 8.3 months.
    expect(body.scenarios).toEqual([
      {
        id: scenario.json<{ id: string }>().id,
        name: 'Base plan',
        businessName: 'Counting',
        businessLocation: EXAMPLE_CALCULATOR_INPUT.location,
        startingCapital: 150_000,
        monthlyFixedCosts: 20_000,
        startingMonthlyResult: -18_000,
        runwayMonths: 8.3,
      },
    ]);
  });
});
