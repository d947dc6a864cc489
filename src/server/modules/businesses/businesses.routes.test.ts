import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  BUSINESSES_PER_USER_MAX,
  BusinessListResponseSchema,
  BusinessSchema,
} from '#shared/contracts/businesses';
import { ErrorBodySchema } from '#shared/errors';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { apiCaller, setUpTestApp } from '#tests/fixtures/test-app';

// Less than the 30-minute idle limit, so sessions stay valid while timestamps differ.
const MINUTE_MS = 60_000;

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const call = apiCaller(testApp);

const create = async (owner: SignedInUser, payload: Record<string, unknown>) => {
  const response = await call('POST', '/api/businesses', { cookie: owner.cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  return BusinessSchema.parse(response.json());
};

const list = async (owner: SignedInUser) => {
  const response = await call('GET', '/api/businesses', { cookie: owner.cookie });
  expect(response.statusCode).toBe(200);
  return BusinessListResponseSchema.parse(response.json()).businesses;
};

describe('businesses API', () => {
  it('refuses anonymous callers on every endpoint with 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      call('GET', '/api/businesses'),
      call('POST', '/api/businesses', { payload: { name: 'X' } }),
      call('GET', `/api/businesses/${id}`),
      call('PATCH', `/api/businesses/${id}`, { payload: { name: 'Y' } }),
      call('DELETE', `/api/businesses/${id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it('creates, reads, lists oldest first, updates and deletes own businesses', async () => {
    const owner = await registerUser(testApp.app);
    expect(await list(owner)).toEqual([]);

    const first = await create(owner, {
      name: '  Corner Bakery  ',
      description: 'Bread and coffee',
      inputs: EXAMPLE_CALCULATOR_INPUT,
    });
    expect(first).toMatchObject({
      name: 'Corner Bakery',
      description: 'Bread and coffee',
      inputs: EXAMPLE_CALCULATOR_INPUT,
      createdAt: clock().toISOString(),
    });
    clock.advance(MINUTE_MS);
    const second = await create(owner, { name: 'Food truck' });
    expect(second).toMatchObject({ description: '', inputs: null });

    expect((await list(owner)).map((business) => business.id)).toEqual([first.id, second.id]);

    const read = await call('GET', `/api/businesses/${first.id}`, { cookie: owner.cookie });
    expect(BusinessSchema.parse(read.json())).toEqual(first);

    clock.advance(MINUTE_MS);
    const patched = await call('PATCH', `/api/businesses/${first.id}`, {
      cookie: owner.cookie,
      payload: { name: 'Corner Bakery & Café', inputs: null },
    });
    expect(patched.statusCode).toBe(200);
    expect(BusinessSchema.parse(patched.json())).toMatchObject({
      name: 'Corner Bakery & Café',
      description: 'Bread and coffee',
      inputs: null,
      createdAt: first.createdAt,
      updatedAt: clock().toISOString(),
    });

    const deleted = await call('DELETE', `/api/businesses/${first.id}`, { cookie: owner.cookie });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(owner)).map((business) => business.id)).toEqual([second.id]);
    const gone = await call('GET', `/api/businesses/${first.id}`, { cookie: owner.cookie });
    expect(gone.statusCode).toBe(404);
  });

  it('stores a business name without direction and zero-width characters, and keeps the description (issue 34)', async () => {
    const owner = await registerUser(testApp.app);
    const created = await create(owner, {
      name: '\u202ECorner\u200B Bakery\u200F',
      description: 'Bread\u202E and coffee',
    });
    expect(created.name).toBe('Corner Bakery');
    // A description is multi-line text: kept as written and shown isolated by the web app.
    expect(created.description).toBe('Bread\u202E and coffee');
    const renamed = await call('PATCH', `/api/businesses/${created.id}`, {
      cookie: owner.cookie,
      payload: { name: 'Main\u2067 Street\u2069' },
    });
    expect(BusinessSchema.parse(renamed.json()).name).toBe('Main Street');
    expect((await list(owner)).map((business) => business.name)).toEqual(['Main Street']);
  });

  it("answers another user's business exactly like a missing one (404), and leaves it intact", async () => {
    const owner = await registerUser(testApp.app);
    const intruder = await registerUser(testApp.app);
    const business = await create(owner, { name: 'Private shop' });
    const missing = '00000000-0000-4000-8000-000000000000';

    expect(await list(intruder)).toEqual([]);
    for (const id of [business.id, missing]) {
      const attempts = [
        call('GET', `/api/businesses/${id}`, { cookie: intruder.cookie }),
        call('PATCH', `/api/businesses/${id}`, {
          cookie: intruder.cookie,
          payload: { name: 'Hijacked' },
        }),
        call('DELETE', `/api/businesses/${id}`, { cookie: intruder.cookie }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Business not found' });
      }
    }
    expect(await list(owner)).toEqual([business]);
  });

  it('refuses bad input with 400 and field errors', async () => {
    const owner = await registerUser(testApp.app);
    const cases: { payload: unknown; field: string }[] = [
      { payload: {}, field: 'name' },
      { payload: { name: '   ' }, field: 'name' },
      { payload: { name: 'x'.repeat(101) }, field: 'name' },
      { payload: { name: 'Ok', description: 'd'.repeat(2001) }, field: 'description' },
      { payload: { name: 'Nul\u0000byte' }, field: 'name' },
      {
        payload: { name: 'Ok', inputs: { ...EXAMPLE_CALCULATOR_INPUT, sector: 'nope' } },
        field: 'inputs.sector',
      },
      {
        payload: { name: 'Ok', inputs: { ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: -5 } },
        field: 'inputs.capitalInvestment',
      },
    ];
    for (const { payload, field } of cases) {
      const response = await call('POST', '/api/businesses', { cookie: owner.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = ErrorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fieldErrors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await list(owner)).toEqual([]);
  });

  it('refuses extra fields such as userId or id (strict bodies)', async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const created = await call('POST', '/api/businesses', {
      cookie: owner.cookie,
      payload: { name: 'Sneaky', userId: other.user.id },
    });
    expect(created.statusCode).toBe(400);
    const business = await create(owner, { name: 'Mine' });
    for (const payload of [{ id: crypto.randomUUID() }, { name: 'X', userId: other.user.id }, {}]) {
      const response = await call('PATCH', `/api/businesses/${business.id}`, {
        cookie: owner.cookie,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([business]);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const owner = await registerUser(testApp.app);
    const response = await call('GET', '/api/businesses/not-a-uuid', { cookie: owner.cookie });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it(`caps a user at ${BUSINESSES_PER_USER_MAX} businesses with 409 and a clear message`, async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    for (let index = 0; index < BUSINESSES_PER_USER_MAX; index += 1) {
      await create(owner, { name: `Shop ${index}` });
    }
    const refused = await call('POST', '/api/businesses', {
      cookie: owner.cookie,
      payload: { name: 'One too many' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: `You can have at most ${BUSINESSES_PER_USER_MAX} businesses. Delete one to add another.`,
    });
    expect(await list(owner)).toHaveLength(BUSINESSES_PER_USER_MAX);
    // The cap is per user: someone else can still create.
    await create(other, { name: 'Unaffected' });
  });

  it('keeps the cap under concurrent creates', async () => {
    const owner = await registerUser(testApp.app);
    for (let index = 0; index < BUSINESSES_PER_USER_MAX - 2; index += 1) {
      await create(owner, { name: `Shop ${index}` });
    }
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_unused, index) =>
        call('POST', '/api/businesses', {
          cookie: owner.cookie,
          payload: { name: `Race ${index}` },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
    expect(await list(owner)).toHaveLength(BUSINESSES_PER_USER_MAX);
  });
});
