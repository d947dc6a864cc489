import { describe, expect, it } from 'vitest';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { SavedScenarioSchema, ScenarioListResponseSchema } from '#shared/contracts/scenarios';
import { SCENARIOS_PER_BUSINESS_MAX } from '#shared/contracts/simulation';
import { ErrorBodySchema } from '#shared/errors';
import { businesses } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { apiCaller, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const call = apiCaller(testApp);

// Businesses are inserted directly: this module only reads their owner.
const createBusiness = async (owner: SignedInUser) => {
  const now = new Date();
  const [row] = await testApp.database.db
    .insert(businesses)
    .values({ userId: owner.user.id, name: 'Bakery', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('no business row');
  return row.id;
};

const scenariosUrl = (businessId: string) => `/api/businesses/${businessId}/scenarios`;

const save = async (owner: SignedInUser, businessId: string, name: string) => {
  const response = await call('POST', scenariosUrl(businessId), {
    cookie: owner.cookie,
    payload: { name, input: SAMPLE_BUSINESS_INPUT },
  });
  expect(response.statusCode, response.body).toBe(201);
  return SavedScenarioSchema.parse(response.json());
};

const list = async (owner: SignedInUser, businessId: string) => {
  const response = await call('GET', scenariosUrl(businessId), { cookie: owner.cookie });
  expect(response.statusCode).toBe(200);
  return ScenarioListResponseSchema.parse(response.json()).scenarios;
};

describe('saved scenarios API', () => {
  it('saves, lists, renames, changes and deletes a scenario for the owner', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const saved = await save(owner, businessId, '  Lean launch ');
    expect(saved).toMatchObject({ businessId, name: 'Lean launch', input: SAMPLE_BUSINESS_INPUT });
    expect(await list(owner, businessId)).toEqual([saved]);

    const renamed = await call('PATCH', `/api/scenarios/${saved.id}`, {
      cookie: owner.cookie,
      payload: { name: 'Lean', input: { ...SAMPLE_BUSINESS_INPUT, monthlyChurn: 0.02 } },
    });
    expect(renamed.statusCode).toBe(200);
    expect(SavedScenarioSchema.parse(renamed.json())).toMatchObject({
      name: 'Lean',
      input: { monthlyChurn: 0.02 },
    });

    const deleted = await call('DELETE', `/api/scenarios/${saved.id}`, { cookie: owner.cookie });
    expect(deleted.statusCode).toBe(204);
    expect(await list(owner, businessId)).toEqual([]);
  });

  it(`refuses the ${SCENARIOS_PER_BUSINESS_MAX + 1}th scenario of a business with 409 and a clear message`, async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    await Promise.all(
      Array.from({ length: SCENARIOS_PER_BUSINESS_MAX }, (_, i) =>
        save(owner, businessId, `S${i}`),
      ),
    );
    const response = await call('POST', scenariosUrl(businessId), {
      cookie: owner.cookie,
      payload: { name: 'One too many', input: SAMPLE_BUSINESS_INPUT },
    });
    expect(response.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(response.json()).message).toBe(
      'A business can have at most 10 saved scenarios. Delete one to save another.',
    );
    expect(await list(owner, businessId)).toHaveLength(SCENARIOS_PER_BUSINESS_MAX);
  });

  it("answers 404 for another user's business or scenario, the same as for a missing one", async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const saved = await save(owner, businessId, 'Private');
    const missing = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      call('GET', scenariosUrl(businessId), { cookie: stranger.cookie }),
      call('POST', scenariosUrl(businessId), {
        cookie: stranger.cookie,
        payload: { name: 'Mine now', input: SAMPLE_BUSINESS_INPUT },
      }),
      call('PATCH', `/api/scenarios/${saved.id}`, {
        cookie: stranger.cookie,
        payload: { name: 'Renamed' },
      }),
      call('DELETE', `/api/scenarios/${saved.id}`, { cookie: stranger.cookie }),
      call('GET', scenariosUrl(missing), { cookie: owner.cookie }),
      call('DELETE', `/api/scenarios/${missing}`, { cookie: owner.cookie }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    expect(await list(owner, businessId)).toEqual([saved]);
  });

  it('refuses anonymous callers with 401', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const responses = await Promise.all([
      call('GET', scenariosUrl(missing)),
      call('POST', scenariosUrl(missing), { payload: { name: 'x', input: SAMPLE_BUSINESS_INPUT } }),
      call('PATCH', `/api/scenarios/${missing}`, { payload: { name: 'x' } }),
      call('DELETE', `/api/scenarios/${missing}`),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it.each([
    ['an empty name', { name: ' ', input: SAMPLE_BUSINESS_INPUT }, 'name'],
    ['a long name', { name: 'x'.repeat(81), input: SAMPLE_BUSINESS_INPUT }, 'name'],
    ['a NUL in the name', { name: 'a\u0000b', input: SAMPLE_BUSINESS_INPUT }, 'name'],
    [
      'a bad input',
      { name: 'x', input: { ...SAMPLE_BUSINESS_INPUT, monthlyChurn: -1 } },
      'input.monthlyChurn',
    ],
  ])('refuses %s with a field error', async (_name, payload, field) => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const response = await call('POST', scenariosUrl(businessId), {
      cookie: owner.cookie,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ErrorBodySchema.parse(response.json()).fieldErrors ?? {})).toContain(field);
  });

  it('refuses an empty update and a malformed id', async () => {
    const owner = await registerUser(testApp.app);
    const businessId = await createBusiness(owner);
    const saved = await save(owner, businessId, 'Keep');
    const empty = await call('PATCH', `/api/scenarios/${saved.id}`, {
      cookie: owner.cookie,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const malformed = await call('GET', scenariosUrl('not-a-uuid'), { cookie: owner.cookie });
    expect(malformed.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(malformed.json()).fieldErrors?.businessId).toBeDefined();
  });
});
