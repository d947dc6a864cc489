import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { CalculationListSchema, SavedCalculationSchema } from '#shared/contracts/calculations';
import { businesses, calculations } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { saveCalculation } from '#tests/fixtures/calculations';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  alice = await registerUser(testApp.app);
  bob = await registerUser(testApp.app);
});

const post = (payload: unknown, cookie: string | undefined = alice.cookie) =>
  callApi(testApp.app, { method: 'POST', url: '/api/calculations', cookie, payload });

const rowOf = async (id: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(calculations)
    .where(eq(calculations.id, id));
  return row;
};

describe('POST /api/calculations', () => {
  it('computes on the server and stores inputs, result, model version and input hash', async () => {
    const response = await post({ input: EXAMPLE_CALCULATOR_INPUT });
    expect(response.statusCode).toBe(201);
    const saved = SavedCalculationSchema.parse(response.json());
    const expected = predict(EXAMPLE_CALCULATOR_INPUT);
    expect(saved.title).toBe('Untitled Analysis');
    expect(saved.result.score).toBe(expected.score);
    expect(saved.modelVersion).toBe(expected.modelVersion);
    expect(saved.inputHash).toBe(expected.inputHash);
    expect(saved.input).toEqual(EXAMPLE_CALCULATOR_INPUT);
    expect(saved.businessId).toBeNull();
    expect(saved.createdAt).toBe(clock().toISOString());
    const row = await rowOf(saved.id);
    expect(row?.userId).toBe(alice.user.id);
    expect(row?.inputHash).toBe(expected.inputHash);
  });

  it('trims and keeps markup in titles as plain text', async () => {
    const title = '  <img src=x onerror=alert(1)> {{7*7}} =HYPERLINK("x")  ';
    const saved = SavedCalculationSchema.parse(
      (await post({ input: EXAMPLE_CALCULATOR_INPUT, title })).json(),
    );
    expect(saved.title).toBe(title.trim());
  });

  it.each([
    ['userId', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['id', { id: '00000000-0000-4000-8000-000000000000' }],
    ['createdAt', { createdAt: '2020-01-01T00:00:00.000Z' }],
    ['result', { result: { score: 100 } }],
  ])('refuses the extra body field %s', async (_name, extra) => {
    const response = await post({ input: EXAMPLE_CALCULATOR_INPUT, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['an empty title', { title: '   ' }, 'title'],
    ['a 121-character title', { title: 'x'.repeat(121) }, 'title'],
    ['a title with a newline', { title: 'a\nb' }, 'title'],
    ['a title with NUL', { title: 'a\u0000b' }, 'title'],
    ['an extra input field', { input: { ...EXAMPLE_CALCULATOR_INPUT, score: 99 } }, 'input'],
    ['a bad capital', { input: { ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: -1 } }, 'input'],
    ['a business id that is not a UUID', { businessId: 'abc' }, 'businessId'],
  ])('refuses %s with a field error', async (_name, change, field) => {
    const response = await post({ input: EXAMPLE_CALCULATOR_INPUT, ...change });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json<{ fieldErrors: object }>().fieldErrors);
    expect(fields.some((name) => name.startsWith(field))).toBe(true);
  });

  it("links the user's own business and refuses another user's", async () => {
    const now = clock();
    const [own, foreign] = await testApp.database.db
      .insert(businesses)
      .values([
        { userId: alice.user.id, name: 'Alice Cafe', createdAt: now, updatedAt: now },
        { userId: bob.user.id, name: 'Bob Shop', createdAt: now, updatedAt: now },
      ])
      .returning();
    const linked = await post({ input: EXAMPLE_CALCULATOR_INPUT, businessId: own?.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ businessId: own?.id });
    const refused = await post({ input: EXAMPLE_CALCULATOR_INPUT, businessId: foreign?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('businessId');
  });

  it('needs a signed-in user', async () => {
    const response = await post({ input: EXAMPLE_CALCULATOR_INPUT }, '');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/calculations', () => {
  it('lists only the own calculations, newest first, in pages', async () => {
    const carol = await registerUser(testApp.app);
    const titles = ['first', 'second', 'third', 'fourth', 'fifth'];
    for (const title of titles) {
      clock.advance(MINUTE_MS);
      await saveCalculation(testApp.app, carol.cookie, { title });
    }
    await saveCalculation(testApp.app, bob.cookie, { title: 'not carol' });
    const list = (query: string) =>
      callApi(testApp.app, {
        method: 'GET',
        url: `/api/calculations${query}`,
        cookie: carol.cookie,
      });

    const first = CalculationListSchema.parse((await list('?page=1&pageSize=2')).json());
    expect(first.total).toBe(5);
    expect(first.items.map((item) => item.title)).toEqual(['fifth', 'fourth']);
    const last = CalculationListSchema.parse((await list('?page=3&pageSize=2')).json());
    expect(last.items.map((item) => item.title)).toEqual(['first']);
    const expected = predict(EXAMPLE_CALCULATOR_INPUT);
    expect(last.items[0]).toMatchObject({
      score: expected.score,
      band: expected.band,
      label: expected.label,
      sector: EXAMPLE_CALCULATOR_INPUT.sector,
      modelVersion: expected.modelVersion,
    });
    const all = CalculationListSchema.parse((await list('')).json());
    expect(all).toMatchObject({ page: 1, pageSize: 10, total: 5 });
    expect(all.items).toHaveLength(5);
  });

  it.each(['?pageSize=51', '?page=0', '?page=1.5', '?page=abc', '?sort=title'])(
    'refuses the query %s',
    async (query) => {
      const response = await callApi(testApp.app, {
        method: 'GET',
        url: `/api/calculations${query}`,
        cookie: alice.cookie,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET, PATCH and DELETE /api/calculations/:id', () => {
  it('returns the own calculation, 403 for another user, 404 for an unknown id', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie, { title: 'Mine' });
    const get = (id: string, cookie: string) =>
      callApi(testApp.app, { method: 'GET', url: `/api/calculations/${id}`, cookie });
    const own = await get(saved.id, alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(SavedCalculationSchema.parse(own.json())).toEqual(saved);
    expect((await get(saved.id, bob.cookie)).statusCode).toBe(403);
    expect((await get('6f1c1f4e-1b8e-4a52-9a4b-2a5d0c7f9e11', alice.cookie)).statusCode).toBe(404);
    expect((await get('not-a-uuid', alice.cookie)).statusCode).toBe(400);
  });

  it('renames the own calculation and leaves another user’s unchanged', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie);
    clock.advance(MINUTE_MS);
    const patch = (cookie: string, payload: unknown) =>
      callApi(testApp.app, {
        method: 'PATCH',
        url: `/api/calculations/${saved.id}`,
        cookie,
        payload,
      });
    const renamed = await patch(alice.cookie, { title: '  Kafe planı: ğüşıöç İ  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Kafe planı: ğüşıöç İ',
      updatedAt: clock().toISOString(),
      createdAt: saved.createdAt,
    });
    expect((await patch(bob.cookie, { title: 'Hijacked' })).statusCode).toBe(403);
    expect((await patch(alice.cookie, { title: 'x', userId: bob.user.id })).statusCode).toBe(400);
    expect((await patch(alice.cookie, { title: '' })).statusCode).toBe(400);
    expect((await patch(alice.cookie, {})).statusCode).toBe(400);
    const row = await rowOf(saved.id);
    expect(row?.title).toBe('Kafe planı: ğüşıöç İ');
    expect(row?.userId).toBe(alice.user.id);
  });

  it('deletes only the own calculation', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie);
    const remove = (cookie: string) =>
      callApi(testApp.app, { method: 'DELETE', url: `/api/calculations/${saved.id}`, cookie });
    expect((await remove(bob.cookie)).statusCode).toBe(403);
    expect(await rowOf(saved.id)).toBeDefined();
    const deleted = await remove(alice.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await rowOf(saved.id)).toBeUndefined();
    expect((await remove(alice.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/analyses', () => {
  it("summarises the user's own saved calculations, newest first", async () => {
    const dave = await registerUser(testApp.app);
    clock.advance(MINUTE_MS);
    const older = await saveCalculation(testApp.app, dave.cookie, { title: 'Older' });
    clock.advance(MINUTE_MS);
    const newer = await saveCalculation(testApp.app, dave.cookie, {
      title: 'Newer',
      input: { sector: 'information' },
    });
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/analyses',
      cookie: dave.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      analyses: [newer, older].map((saved) => ({
        id: saved.id,
        title: saved.title,
        score: saved.result.score,
        band: saved.result.band,
        label: saved.result.label,
        modelVersion: saved.modelVersion,
        businessId: null,
        createdAt: saved.createdAt,
      })),
    });
    const anonymous = await callApi(testApp.app, { method: 'GET', url: '/api/analyses' });
    expect(anonymous.statusCode).toBe(401);
  });
});
