import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountExportSchema } from '#shared/contracts/account';
import { DueFollowUpsSchema, TrackRecordSchema } from '#shared/contracts/follow-ups';
import { calculations, notifications, predictionOutcomes } from '#server/db/schema/index';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { loginUser, registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { saveCalculation } from '#tests/fixtures/calculations';
import { addMonthsUtc } from './follow-up-schedule';
import { countDueFollowUps, syncFollowUpNotifications } from './follow-ups.service';

const START = new Date('2026-03-02T09:00:00.000Z');
const MINUTE_MS = 60_000;
const clock = createFakeClock(START);
const testApp = setUpTestApp({ clock });

/** Signs the user in again at the clock's current time (a session does not last months). */
const freshCookie = async (user: SignedInUser) =>
  (await loginUser(testApp.app, { username: user.username, password: user.password })).cookie;

const listDue = async (cookie: string) => {
  const response = await callApi(testApp.app, { method: 'GET', url: '/api/follow-ups', cookie });
  expect(response.statusCode, response.body).toBe(200);
  return DueFollowUpsSchema.parse(response.json()).items;
};

const answer = (
  cookie: string,
  payload: { calculationId: string; monthsAfter: number; outcome: string },
) => callApi(testApp.app, { method: 'POST', url: '/api/follow-ups', cookie, payload });

/** A user with one calculation saved at `savedAt`; the clock is left at `savedAt`. */
const userWithCalculation = async (savedAt: Date, title = 'Corner bakery') => {
  clock.set(savedAt);
  const user = await registerUser(testApp.app);
  const calculation = await saveCalculation(testApp.app, user.cookie, { title });
  return { user, calculation };
};

describe('who may call', () => {
  it('refuses anonymous callers of the questions and the answers', async () => {
    const list = await callApi(testApp.app, { method: 'GET', url: '/api/follow-ups' });
    expect(list.statusCode).toBe(401);
    const post = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/follow-ups',
      payload: {
        calculationId: '00000000-0000-4000-8000-000000000000',
        monthsAfter: 6,
        outcome: 'operating',
      },
    });
    expect(post.statusCode).toBe(401);
  });
});

describe('when a question is due', () => {
  it('asks nothing before six months and refuses an early answer', async () => {
    const { user, calculation } = await userWithCalculation(START);
    clock.set(new Date(addMonthsUtc(START, 6).getTime() - MINUTE_MS));
    const cookie = await freshCookie(user);
    expect(await listDue(cookie)).toEqual([]);
    expect(await countDueFollowUps(testApp.database.db, user.user.id, clock())).toBe(0);
    const early = await answer(cookie, {
      calculationId: calculation.id,
      monthsAfter: 6,
      outcome: 'operating',
    });
    expect(early.statusCode).toBe(409);
    expect(errorBodyOf(early).code).toBe('FOLLOW_UP_NOT_DUE');
  });

  it('asks at six months with the title, date and the prediction for that horizon', async () => {
    const { user, calculation } = await userWithCalculation(START, 'Harbour café');
    clock.set(addMonthsUtc(START, 6));
    const items = await listDue(await freshCookie(user));
    expect(items).toEqual([
      {
        calculationId: calculation.id,
        title: 'Harbour café',
        savedAt: START.toISOString(),
        monthsAfter: 6,
        dueAt: '2026-09-02T09:00:00.000Z',
        predictedProbability: calculation.result.probability,
        predictedAtHorizon: Math.sqrt(calculation.result.survivalCurve[0] ?? Number.NaN),
      },
    ]);
    // The six-month survival lies between certainty and the first year's.
    expect(items[0]?.predictedAtHorizon).toBeLessThan(1);
    expect(items[0]?.predictedAtHorizon).toBeGreaterThan(calculation.result.survivalCurve[0] ?? 1);
    expect(await countDueFollowUps(testApp.database.db, user.user.id, clock())).toBe(1);
  });

  it('after a year unanswered asks about month 12 only, then month 24 a year later', async () => {
    const { user, calculation } = await userWithCalculation(START);
    clock.set(addMonthsUtc(START, 13));
    let cookie = await freshCookie(user);
    const items = await listDue(cookie);
    expect(items.map((item) => item.monthsAfter)).toEqual([12]);
    expect(items[0]?.predictedAtHorizon).toBe(calculation.result.survivalCurve[0]);

    // The skipped six-month question is closed, not left waiting.
    const late = await answer(cookie, {
      calculationId: calculation.id,
      monthsAfter: 6,
      outcome: 'operating',
    });
    expect(errorBodyOf(late).code).toBe('FOLLOW_UP_NOT_DUE');
    const twelve = await answer(cookie, {
      calculationId: calculation.id,
      monthsAfter: 12,
      outcome: 'pivoted',
    });
    expect(twelve.statusCode, twelve.body).toBe(201);
    expect(twelve.json()).toEqual({
      calculationId: calculation.id,
      monthsAfter: 12,
      outcome: 'pivoted',
      answeredAt: clock().toISOString(),
    });
    expect(await listDue(cookie)).toEqual([]);

    clock.set(addMonthsUtc(START, 24));
    cookie = await freshCookie(user);
    const later = await listDue(cookie);
    expect(later.map((item) => item.monthsAfter)).toEqual([24]);
    expect(later[0]?.predictedAtHorizon).toBe(calculation.result.survivalCurve[1]);
  });

  it('asks again at twelve months after a six-month answer', async () => {
    const { user, calculation } = await userWithCalculation(START);
    clock.set(addMonthsUtc(START, 7));
    const cookie = await freshCookie(user);
    const six = await answer(cookie, {
      calculationId: calculation.id,
      monthsAfter: 6,
      outcome: 'operating',
    });
    expect(six.statusCode).toBe(201);
    clock.set(addMonthsUtc(START, 12));
    expect((await listDue(await freshCookie(user))).map((item) => item.monthsAfter)).toEqual([12]);
  });

  it('counts calendar months: a calculation of 31 August is due on 28 February', () => {
    expect(addMonthsUtc(new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(addMonthsUtc(new Date('2027-08-31T12:00:00Z'), 6).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });
});

describe('answering', () => {
  it('stores one answer with the saved prediction and model version; a second is refused', async () => {
    const { user, calculation } = await userWithCalculation(START);
    clock.set(addMonthsUtc(START, 6));
    const cookie = await freshCookie(user);
    const body = { calculationId: calculation.id, monthsAfter: 6, outcome: 'closed' };
    expect((await answer(cookie, body)).statusCode).toBe(201);
    const again = await answer(cookie, { ...body, outcome: 'operating' });
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again).code).toBe('FOLLOW_UP_ANSWERED');

    const rows = await testApp.database.db
      .select()
      .from(predictionOutcomes)
      .where(eq(predictionOutcomes.calculationId, calculation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.user.id,
      monthsAfter: 6,
      outcome: 'closed',
      modelVersion: calculation.modelVersion,
    });
    expect(rows[0]?.predictedProbability).toBeCloseTo(calculation.result.probability, 6);
  });

  it('answers 404 for another user’s calculation and never lists it', async () => {
    const { calculation } = await userWithCalculation(START);
    clock.set(addMonthsUtc(START, 6));
    const stranger = await registerUser(testApp.app);
    await saveCalculation(testApp.app, stranger.cookie);
    expect(await listDue(stranger.cookie)).toEqual([]);
    const response = await answer(stranger.cookie, {
      calculationId: calculation.id,
      monthsAfter: 6,
      outcome: 'closed',
    });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response).code).toBe('NOT_FOUND');
    const stored = await testApp.database.db
      .select()
      .from(predictionOutcomes)
      .where(eq(predictionOutcomes.calculationId, calculation.id));
    expect(stored).toEqual([]);
  });

  it('refuses a horizon or outcome that does not exist, naming the field', async () => {
    const { user, calculation } = await userWithCalculation(START);
    clock.set(addMonthsUtc(START, 6));
    const cookie = await freshCookie(user);
    const response = await answer(cookie, {
      calculationId: calculation.id,
      monthsAfter: 7,
      outcome: 'sold',
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.monthsAfter).toEqual(['Must be 6, 12 or 24 months']);
    expect(body.fieldErrors?.outcome?.[0]).toMatch(/never started/);
  });

  it('notifies each open question once, linking to /follow-ups', async () => {
    const { user, calculation } = await userWithCalculation(START, 'Notified idea');
    clock.set(addMonthsUtc(START, 6));
    await syncFollowUpNotifications(testApp.database.db, user.user.id, clock());
    await syncFollowUpNotifications(testApp.database.db, user.user.id, clock());
    const rows = await testApp.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, user.user.id), eq(notifications.kind, 'followUpWaiting')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      link: '/follow-ups',
      params: { title: 'Notified idea', monthsAfter: 6 },
      dedupeKey: `follow-up:${calculation.id}:6`,
    });
  });

  it('exports the user’s answers with their prediction, and nobody else’s', async () => {
    const { user, calculation } = await userWithCalculation(START);
    const { user: other, calculation: otherCalculation } = await userWithCalculation(START);
    clock.set(addMonthsUtc(START, 6));
    const cookie = await freshCookie(user);
    const otherCookie = await freshCookie(other);
    await answer(cookie, { calculationId: calculation.id, monthsAfter: 6, outcome: 'closed' });
    await answer(otherCookie, {
      calculationId: otherCalculation.id,
      monthsAfter: 6,
      outcome: 'operating',
    });
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/account/export',
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const exported = AccountExportSchema.parse(response.json());
    expect(exported.followUpAnswers).toEqual([
      {
        id: expect.any(String) as string,
        calculationId: calculation.id,
        monthsAfter: 6,
        outcome: 'closed',
        predictedProbability: expect.closeTo(calculation.result.probability, 6) as number,
        modelVersion: calculation.modelVersion,
        answeredAt: clock().toISOString(),
      },
    ]);
  });

  it('deleting the account deletes its answers (cascade)', async () => {
    const { user, calculation } = await userWithCalculation(START);
    clock.set(addMonthsUtc(START, 6));
    const cookie = await freshCookie(user);
    await answer(cookie, { calculationId: calculation.id, monthsAfter: 6, outcome: 'operating' });
    const deleted = await callApi(testApp.app, {
      method: 'DELETE',
      url: '/api/account',
      cookie,
      payload: { confirmation: user.username, currentPassword: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await testApp.database.db.$count(
        predictionOutcomes,
        eq(predictionOutcomes.userId, user.user.id),
      ),
    ).toBe(0);
  });
});

describe('GET /api/track-record', () => {
  type Outcome = 'operating' | 'closed' | 'pivoted' | 'neverStarted';
  let owner: SignedInUser;
  let template: typeof calculations.$inferSelect;

  beforeAll(async () => {
    clock.set(START);
    owner = await registerUser(testApp.app, { username: 'record_owner_private' });
    const saved = await saveCalculation(testApp.app, owner.cookie, { title: 'Secret title' });
    const [row] = await testApp.database.db
      .select()
      .from(calculations)
      .where(eq(calculations.id, saved.id));
    if (!row) throw new Error('no calculation');
    template = row;
  });

  /** Stores answers directly: one calculation each, with the given five-year probability and curve. */
  const seedAnswers = async (
    monthsAfter: number,
    probability: number,
    curve: number[],
    outcomes: Outcome[],
  ) => {
    for (const outcome of outcomes) {
      const [calculation] = await testApp.database.db
        .insert(calculations)
        .values({
          userId: owner.user.id,
          title: 'Secret title',
          inputs: template.inputs,
          result: { ...(template.result as object), probability, survivalCurve: curve },
          modelVersion: template.modelVersion,
          inputHash: template.inputHash,
          createdAt: START,
          updatedAt: START,
        })
        .returning({ id: calculations.id });
      if (!calculation) throw new Error('no calculation');
      await testApp.database.db.insert(predictionOutcomes).values({
        userId: owner.user.id,
        calculationId: calculation.id,
        monthsAfter,
        outcome,
        predictedProbability: probability,
        modelVersion: template.modelVersion,
        answeredAt: START,
      });
    }
  };

  const fetchRecord = async () => {
    const response = await callApi(testApp.app, { method: 'GET', url: '/api/track-record' });
    expect(response.statusCode).toBe(200);
    return { response, record: TrackRecordSchema.parse(response.json()) };
  };

  const cell = (record: ReturnType<typeof TrackRecordSchema.parse>, months: number, band: string) =>
    record.horizons
      .find((horizon) => horizon.monthsAfter === months)
      ?.cells.find((candidate) => candidate.band === band);

  it('lists every horizon and band, public and cacheable, and judges nothing below the minimum', async () => {
    await seedAnswers(
      24,
      0.2,
      [0.7, 0.5, 0.4, 0.3, 0.2],
      [
        ...Array<Outcome>(12).fill('operating'),
        ...Array<Outcome>(7).fill('closed'),
        ...Array<Outcome>(5).fill('neverStarted'),
      ],
    );
    const { response, record } = await fetchRecord();
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(record.minimumAnswers).toBe(20);
    expect(record.horizons.map((horizon) => horizon.monthsAfter)).toEqual([6, 12, 24]);
    for (const horizon of record.horizons) {
      expect(horizon.cells.map((item) => item.band)).toEqual([
        'under30',
        'from30to50',
        'from50to70',
        'from70',
      ]);
    }
    // 19 judged answers and 5 "never started": counted, but no rate, share or mean.
    expect(cell(record, 24, 'under30')).toEqual({
      band: 'under30',
      judgedAnswers: 19,
      neverStarted: 5,
      enoughAnswers: false,
      shares: null,
      observed: null,
      predicted: null,
    });
  });

  it('from 20 judged answers gives shares, a Wilson interval and the horizon’s prediction', async () => {
    // 15 operating + 2 pivoted of 20 still run; 3 closed; 2 never started are left out.
    await seedAnswers(
      12,
      0.6,
      [0.8, 0.7, 0.65, 0.62, 0.6],
      [
        ...Array<Outcome>(15).fill('operating'),
        ...Array<Outcome>(2).fill('pivoted'),
        ...Array<Outcome>(3).fill('closed'),
        ...Array<Outcome>(2).fill('neverStarted'),
      ],
    );
    const { record } = await fetchRecord();
    const judged = cell(record, 12, 'from50to70');
    expect(judged).toMatchObject({
      judgedAnswers: 20,
      neverStarted: 2,
      enoughAnswers: true,
      shares: { operating: 0.75, pivoted: 0.1, closed: 0.15 },
      // 12 months reads the first year of the curve, not the five-year 0.6.
      predicted: 0.8,
    });
    expect(judged?.observed?.share).toBe(0.85);
    // Wilson 95% for 17 of 20: 0.6396 to 0.9476.
    expect(judged?.observed?.low).toBeCloseTo(0.6396, 3);
    expect(judged?.observed?.high).toBeCloseTo(0.9476, 3);
    // The same answers say nothing about another horizon.
    expect(cell(record, 6, 'from50to70')?.judgedAnswers).toBe(0);
  });

  it('carries no user id, username, title or input', async () => {
    const { response, record } = await fetchRecord();
    expect(record.totalAnswers).toBeGreaterThan(0);
    for (const secret of [
      owner.user.id,
      owner.username,
      'Secret title',
      template.id,
      template.inputHash,
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toMatch(/sector|userId|calculationId/);
  });
});
