import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { BusinessSchema } from '#shared/contracts/businesses';
import { ShareLinkSchema } from '#shared/contracts/calculations';
import { NotificationPageSchema, UnreadCountSchema } from '#shared/contracts/notifications';
import { ErrorBodySchema } from '#shared/errors';
import { reports, analysisSteps } from '#server/db/schema/index';
import { loginUser, registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { saveCalculation } from '#tests/fixtures/calculations';
import { createFakeClock, HOUR_MS } from '#tests/fixtures/fake-clock';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';
import { notify } from './notify';

const DAY_MS = 24 * HOUR_MS;
const clock = createFakeClock(new Date('2026-03-02T10:00:00.000Z'));
const testApp = setUpTestApp({ clock });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const list = async (user: SignedInUser, query = '') => {
  const response = await callApi(testApp.app, {
    method: 'GET',
    url: `/api/notifications${query}`,
    cookie: user.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return NotificationPageSchema.parse(response.json());
};

const post = (user: SignedInUser | null, url: string) =>
  callApi(testApp.app, { method: 'POST', url, cookie: user?.cookie });

/** A notification stored the way other modules store them (tokens credited, for instance). */
const credit = (user: SignedInUser, key: string, tokens = 10) =>
  notify(
    testApp.database.db,
    {
      userId: user.user.id,
      kind: 'tokensCredited',
      params: { tokens },
      link: '/subscription',
      dedupeKey: key,
    },
    clock(),
  );

/** An analysis with steps due on the given days, stored directly: the plan's own API is tested elsewhere. */
const planWithSteps = async (user: SignedInUser, dueDays: string[]) => {
  const business = BusinessSchema.parse(
    (
      await callApi(testApp.app, {
        method: 'POST',
        url: '/api/businesses',
        cookie: user.cookie,
        payload: { name: 'Corner café', inputs: EXAMPLE_CALCULATOR_INPUT },
      })
    ).json(),
  );
  const { db } = testApp.database;
  const now = clock();
  const [analysis] = await db
    .insert(reports)
    .values({
      userId: user.user.id,
      businessId: business.id,
      title: 'Corner café <b>plan</b>',
      inputs: EXAMPLE_CALCULATOR_INPUT,
      report: {},
      score: 50,
      modelVersion: 'test',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: reports.id });
  if (!analysis) throw new Error('no analysis');
  return db
    .insert(analysisSteps)
    .values(
      dueDays.map((dueOn, position) => ({
        analysisId: analysis.id,
        userId: user.user.id,
        position,
        text: { kind: 'message', key: 'test' },
        phase: 'validate',
        dueOn,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: analysisSteps.id });
};

/** Signed in with "remember me", so the session outlives the days the clock is moved by. */
const rememberedUser = async () => {
  const { username, password } = await registerUser(testApp.app);
  return loginUser(testApp.app, { username, password, rememberMe: true });
};

const shareLinkOf = async (owner: SignedInUser) => {
  const saved = await saveCalculation(testApp.app, owner.cookie, { title: 'My bakery' });
  const response = await post(owner, `/api/calculations/${saved.id}/share`);
  expect(response.statusCode, response.body).toBe(201);
  return { calculationId: saved.id, token: ShareLinkSchema.parse(response.json()).token };
};

const viewShare = (token: string, viewer: SignedInUser | null) =>
  callApi(testApp.app, { method: 'GET', url: `/api/shared/${token}`, cookie: viewer?.cookie });

describe('notifications API', () => {
  it('refuses anonymous callers with 401 on every endpoint', async () => {
    for (const response of [
      await callApi(testApp.app, { method: 'GET', url: '/api/notifications' }),
      await post(null, `/api/notifications/${MISSING_ID}/read`),
      await post(null, '/api/notifications/read-all'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it('starts empty for a new user', async () => {
    const user = await registerUser(testApp.app);
    const page = await list(user);
    // A sign-up credit (the token module's) may be the only thing there: nothing of ours.
    expect(page.items.filter((item) => item.kind !== 'tokensCredited')).toEqual([]);
  });

  it('lists newest first with the unread count, pages with a cursor, and stores each event once', async () => {
    const user = await registerUser(testApp.app);
    await list(user).then(() => post(user, '/api/notifications/read-all'));
    const before = (await list(user)).items.length;
    for (const key of ['a', 'b', 'c']) {
      expect(await credit(user, `test:${key}`)).toBe(true);
      clock.advance(1000);
    }
    expect(await credit(user, 'test:a')).toBe(false);
    const first = await list(user, '?limit=2');
    expect(first.unreadCount).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.items.map((item) => item.params.tokens)).toEqual([10, 10]);
    expect((first.items[0]?.createdAt ?? '') > (first.items[1]?.createdAt ?? '')).toBe(true);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(
      user,
      `?limit=30&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.items).toHaveLength(1 + before);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rejects a malformed cursor or limit with 400', async () => {
    const user = await registerUser(testApp.app);
    for (const query of ['?cursor=abc', '?limit=0', '?limit=31', '?limit=x', '?other=1']) {
      const response = await callApi(testApp.app, {
        method: 'GET',
        url: `/api/notifications${query}`,
        cookie: user.cookie,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("marks one read for its owner only: another user's id is 404 and stays unread", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await post(owner, '/api/notifications/read-all');
    await credit(owner, 'owner:1');
    await credit(owner, 'owner:2');
    const [item] = (await list(owner)).items;
    if (!item) throw new Error('no notification');

    const refused = await post(other, `/api/notifications/${item.id}/read`);
    expect(refused.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(refused.json()).code).toBe('NOT_FOUND');
    expect((await list(owner)).unreadCount).toBe(2);
    expect((await post(owner, `/api/notifications/${MISSING_ID}/read`)).statusCode).toBe(404);
    expect((await post(owner, '/api/notifications/not-an-id/read')).statusCode).toBe(400);

    const read = await post(owner, `/api/notifications/${item.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(UnreadCountSchema.parse(read.json()).unreadCount).toBe(1);
    // Again: still read, the count unchanged.
    expect(
      UnreadCountSchema.parse((await post(owner, `/api/notifications/${item.id}/read`)).json()),
    ).toEqual({ unreadCount: 1 });
    const page = await list(owner);
    expect(page.items.find((candidate) => candidate.id === item.id)?.readAt).toBe(
      clock().toISOString(),
    );
  });

  it("marks all read, touching no other user's", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await post(other, '/api/notifications/read-all');
    await credit(owner, 'all:1');
    await credit(other, 'all:2');
    const response = await post(owner, '/api/notifications/read-all');
    expect(UnreadCountSchema.parse(response.json())).toEqual({ unreadCount: 0 });
    expect((await list(owner)).items.every((item) => item.readAt !== null)).toBe(true);
    expect((await list(other)).unreadCount).toBe(1);
  });

  it('notifies a step once when its due day comes, never a done one or one not yet due', async () => {
    const user = await rememberedUser();
    const [dueToday, dueTomorrow, doneEarly] = await planWithSteps(user, [
      '2026-03-02',
      '2026-03-03',
      '2026-03-01',
    ]);
    if (!dueToday || !dueTomorrow || !doneEarly) throw new Error('no steps');
    // Ticked directly: the step API is the analysis module's.
    await testApp.database.db
      .update(analysisSteps)
      .set({ doneAt: clock() })
      .where(eq(analysisSteps.id, doneEarly.id));

    const stepsDue = async () => (await list(user)).items.filter((item) => item.kind === 'stepDue');
    const today = await stepsDue();
    expect(today).toHaveLength(1);
    expect(today[0]).toMatchObject({
      link: '/action-plans',
      readAt: null,
      // User content stays text: the web app renders it as such.
      params: { title: 'Corner café <b>plan</b>', step: 1, dueOn: '2026-03-02' },
    });
    expect(await stepsDue()).toHaveLength(1);

    clock.advance(DAY_MS);
    const tomorrow = await stepsDue();
    expect(tomorrow.map((item) => item.params.dueOn).sort()).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('notifies the owner when someone else opens a share link, once per link and day', async () => {
    const owner = await rememberedUser();
    const visitorUser = await rememberedUser();
    const { calculationId, token } = await shareLinkOf(owner);
    const views = async () =>
      (await list(owner)).items.filter((item) => item.kind === 'sharedResultViewed');

    expect((await viewShare(token, owner)).statusCode).toBe(200);
    expect(await views()).toEqual([]);

    expect((await viewShare(token, null)).statusCode).toBe(200);
    expect((await viewShare(token, visitorUser)).statusCode).toBe(200);
    const first = await views();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      params: { title: 'My bakery' },
      link: `/analysis-results/${calculationId}`,
    });
    // The viewer learns nothing new and gets no notification.
    expect((await list(visitorUser)).items.some((item) => item.kind === 'sharedResultViewed')).toBe(
      false,
    );

    clock.advance(DAY_MS);
    await viewShare(token, null);
    await viewShare(token, null);
    expect(await views()).toHaveLength(2);
  });

  it('does not notify for an unknown or revoked link', async () => {
    const owner = await registerUser(testApp.app);
    const { calculationId, token } = await shareLinkOf(owner);
    await callApi(testApp.app, {
      method: 'DELETE',
      url: `/api/calculations/${calculationId}/share`,
      cookie: owner.cookie,
    });
    expect((await viewShare(token, null)).statusCode).toBe(404);
    expect((await list(owner)).items.some((item) => item.kind === 'sharedResultViewed')).toBe(
      false,
    );
  });
});
