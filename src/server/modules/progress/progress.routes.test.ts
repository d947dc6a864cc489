import { describe, expect, it } from 'vitest';
import { NotificationPageSchema } from '#shared/contracts/notifications';
import {
  ACHIEVEMENT_IDS,
  AchievementListSchema,
  TutorialStateSchema,
} from '#shared/contracts/progress';
import { ErrorBodySchema } from '#shared/errors';
import { loginUser, registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { saveCalculation } from '#tests/fixtures/calculations';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';
import { createBusinessAs } from '#tests/fixtures/businesses';

const clock = createFakeClock(new Date('2026-03-02T10:00:00.000Z'));
const testApp = setUpTestApp({ clock });

const putTutorial = (user: SignedInUser | null, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/tutorial',
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload: JSON.stringify(payload),
  });

const getTutorial = async (user: SignedInUser) =>
  TutorialStateSchema.parse(
    (
      await callApi(testApp.app, { method: 'GET', url: '/api/tutorial', cookie: user.cookie })
    ).json(),
  );

const achievementsOf = async (user: SignedInUser) => {
  const response = await callApi(testApp.app, {
    method: 'GET',
    url: '/api/achievements',
    cookie: user.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return AchievementListSchema.parse(response.json()).items;
};

const earnedIds = async (user: SignedInUser) =>
  (await achievementsOf(user)).filter((item) => item.earnedAt !== null).map((item) => item.id);

const achievementNotifications = async (user: SignedInUser) => {
  const response = await callApi(testApp.app, {
    method: 'GET',
    url: '/api/notifications',
    cookie: user.cookie,
  });
  return NotificationPageSchema.parse(response.json()).items.filter(
    (item) => item.kind === 'achievementEarned',
  );
};

describe('tutorial API', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await callApi(testApp.app, { method: 'GET', url: '/api/tutorial' })).statusCode).toBe(
      401,
    );
    expect((await putTutorial(null, { step: 0, status: 'active' })).statusCode).toBe(401);
  });

  it('is not started for a new user, then remembers the step and status per user', async () => {
    const user = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    expect(await getTutorial(user)).toEqual({ step: 0, status: 'notStarted' });

    const saved = await putTutorial(user, { step: 1, status: 'active' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(TutorialStateSchema.parse(saved.json())).toEqual({ step: 1, status: 'active' });
    expect(await getTutorial(user)).toEqual({ step: 1, status: 'active' });
    expect(await getTutorial(other)).toEqual({ step: 0, status: 'notStarted' });

    await putTutorial(user, { step: 2, status: 'completed' });
    expect(await getTutorial(user)).toEqual({ step: 2, status: 'completed' });
    // Restarting from the account page sets it active at the first step again.
    await putTutorial(user, { step: 0, status: 'active' });
    expect(await getTutorial(user)).toEqual({ step: 0, status: 'active' });
    await putTutorial(user, { step: 1, status: 'skipped' });
    expect(await getTutorial(user)).toEqual({ step: 1, status: 'skipped' });
  });

  it('rejects an invalid step or status with 400 and a message per field', async () => {
    const user = await registerUser(testApp.app);
    for (const payload of [
      { step: 3, status: 'active' },
      { step: -1, status: 'active' },
      { step: 1.5, status: 'active' },
      { step: '1', status: 'active' },
      { step: 0, status: 'notStarted' },
      { step: 0, status: 'done' },
      { step: 0 },
      { step: 0, status: 'active', extra: true },
    ]) {
      const response = await putTutorial(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    }
    expect(await getTutorial(user)).toEqual({ step: 0, status: 'notStarted' });
  });
});

describe('achievements API', () => {
  it('refuses anonymous callers with 401', async () => {
    const response = await callApi(testApp.app, { method: 'GET', url: '/api/achievements' });
    expect(response.statusCode).toBe(401);
  });

  it('gives a user who only signed in, signed in again and went through the tutorial nothing', async () => {
    const user = await registerUser(testApp.app);
    await loginUser(testApp.app, { username: user.username, password: user.password });
    await putTutorial(user, { step: 2, status: 'completed' });
    const items = await achievementsOf(user);
    expect(items.map((item) => item.id)).toEqual([...ACHIEVEMENT_IDS]);
    expect(items.every((item) => item.earnedAt === null)).toBe(true);
    expect(await achievementNotifications(user)).toEqual([]);
  });

  it('earns from real data, once each, keeping the first date and notifying once', async () => {
    const user = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await createBusinessAs(testApp.app, user);
    const firstSaved = await saveCalculation(testApp.app, user.cookie);
    const earnedAt = clock().toISOString();
    expect(await earnedIds(user)).toEqual(['firstBusiness', 'firstCalculation']);
    // Another user's data earns this one nothing.
    expect(await earnedIds(other)).toEqual([]);

    clock.advance(MINUTE_MS);
    for (let index = 0; index < 4; index += 1) await saveCalculation(testApp.app, user.cookie);
    await callApi(testApp.app, {
      method: 'POST',
      url: `/api/calculations/${firstSaved.id}/share`,
      cookie: user.cookie,
    });
    const items = await achievementsOf(user);
    const byId = new Map(items.map((item) => [item.id, item.earnedAt]));
    expect(byId.get('firstBusiness')).toBe(earnedAt);
    expect(byId.get('fiveCalculations')).toBe(clock().toISOString());
    expect(byId.get('firstShareLink')).toBe(clock().toISOString());
    expect(byId.get('firstAnalysis')).toBeNull();

    // Deleting the calculations does not take an achievement back, nor notify again.
    await callApi(testApp.app, {
      method: 'DELETE',
      url: `/api/calculations/${firstSaved.id}`,
      cookie: user.cookie,
    });
    await achievementsOf(user);
    expect(await earnedIds(user)).toEqual([
      'firstBusiness',
      'firstCalculation',
      'fiveCalculations',
      'firstShareLink',
    ]);
    const notified = await achievementNotifications(user);
    expect(notified.map((item) => item.params.achievement).sort()).toEqual(
      ['fiveCalculations', 'firstBusiness', 'firstCalculation', 'firstShareLink'].sort(),
    );
    expect(notified.every((item) => item.link === '/progress-dashboard')).toBe(true);
  });

  it('stores each achievement once when two reads race', async () => {
    const user = await registerUser(testApp.app);
    await saveCalculation(testApp.app, user.cookie);
    await Promise.all([achievementsOf(user), achievementsOf(user), achievementsOf(user)]);
    expect(await earnedIds(user)).toEqual(['firstCalculation']);
    expect(await achievementNotifications(user)).toHaveLength(1);
  });
});
