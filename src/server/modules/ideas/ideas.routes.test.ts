import { beforeAll, describe, expect, it } from 'vitest';
import { predictCore } from '#engine/index';
import {
  type FindIdeasRequest,
  type FindIdeasResponse,
  FindIdeasResponseSchema,
  IDEA_FINDER_PAGE_SIZE,
  RandomIdeaResponseSchema,
} from '#shared/contracts/ideas';
import { BUSINESS_IDEAS, IDEA_BY_ID, ideasOfSector } from '#shared/ideas/index';
import { nextTestIp, registerUser } from '#tests/fixtures/auth-helpers';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { USER_BUDGETS } from '#server/modules/auth/index';

const testApp = setUpTestApp();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await registerUser(testApp.app));
});

const FOUNDER = { location: 'US-TX', experience: 'over_10_years' } as const;

// Each search from its own address, so the per-network budget of one test never touches another.
const post = (payload: unknown, options: { cookie?: string; ip?: string } = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/ideas/find',
    remoteAddress: options.ip ?? nextTestIp(),
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...('cookie' in options ? (options.cookie ? { cookie: options.cookie } : {}) : { cookie }),
    },
    payload: JSON.stringify(payload),
  });

const find = async (filters: Partial<FindIdeasRequest> = {}): Promise<FindIdeasResponse> => {
  const response = await post({ ...FOUNDER, ...filters });
  expect(response.statusCode, response.body).toBe(200);
  return FindIdeasResponseSchema.parse(response.json());
};

/** Every match over all pages, in ranked order. */
const findAll = async (filters: Partial<FindIdeasRequest> = {}) => {
  const first = await find(filters);
  const rest = [];
  for (let page = 2; page <= first.pageCount; page += 1)
    rest.push(await find({ ...filters, page }));
  return { total: first.total, matches: [first, ...rest].flatMap((answer) => answer.matches) };
};

const catalogueIndex = (id: string) => BUSINESS_IDEAS.findIndex((idea) => idea.id === id);

describe('GET /api/ideas/random', () => {
  const random = (query = '') =>
    testApp.app.inject({ method: 'GET', url: `/api/ideas/random${query}` });

  it('answers a visitor with one catalogue idea as the catalogue holds it', async () => {
    const response = await random();
    expect(response.statusCode).toBe(200);
    const { idea } = RandomIdeaResponseSchema.parse(response.json());
    expect(IDEA_BY_ID.get(idea.id)).toEqual(idea);
  });

  it('never answers the excluded idea and keeps to the sector asked for', async () => {
    const [kept, excluded] = ideasOfSector('mining');
    if (!kept || !excluded || ideasOfSector('mining').length !== 2) {
      throw new Error('the test expects exactly two mining ideas');
    }
    for (let draw = 0; draw < 12; draw += 1) {
      const response = await random(`?sector=mining&exclude=${excluded.id}`);
      expect(RandomIdeaResponseSchema.parse(response.json()).idea.id).toBe(kept.id);
    }
    const seen = new Set<string>();
    for (let draw = 0; draw < 40; draw += 1) {
      const response = await random('?exclude=home-bakery');
      seen.add(RandomIdeaResponseSchema.parse(response.json()).idea.id);
    }
    expect(seen.has('home-bakery')).toBe(false);
    // Forty draws from 160 ideas: the same idea forty times would mean it is not random.
    expect(seen.size).toBeGreaterThan(5);
  });

  it('refuses an unknown sector with a clear message', async () => {
    const response = await random('?sector=space_travel');
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors?.sector).toEqual(['Choose one of the listed options']);
  });
});

describe('POST /api/ideas/find', () => {
  it('refuses a visitor: the finder is for signed-in users, as its page', async () => {
    const response = await post(FOUNDER, { cookie: '' });
    expect(response.statusCode).toBe(401);
  });

  it("ranks every idea by the engine's estimate for this founder, ties in catalogue order", async () => {
    const { total, matches } = await findAll();
    expect(total).toBe(BUSINESS_IDEAS.length);
    expect(new Set(matches.map((match) => match.idea.id)).size).toBe(total);
    for (const [index, match] of matches.entries()) {
      const engine = predictCore(match.calculatorInput);
      expect(match.estimate).toEqual({
        probability: engine.probability,
        interval: engine.interval,
      });
      expect(match.calculatorInput).toMatchObject({ ...FOUNDER, businessStage: 'idea' });
      expect(match.estimate.interval.low).toBeLessThanOrEqual(match.estimate.probability);
      expect(match.estimate.interval.high).toBeGreaterThanOrEqual(match.estimate.probability);
      const previous = matches[index - 1];
      if (!previous) continue;
      expect(previous.estimate.probability).toBeGreaterThanOrEqual(match.estimate.probability);
      if (previous.estimate.probability === match.estimate.probability) {
        expect(catalogueIndex(previous.idea.id)).toBeLessThan(catalogueIndex(match.idea.id));
      }
    }
    // Not one flat score: the sectors' survival differs, so the ranking says something.
    const first = matches[0]?.estimate.probability ?? 0;
    const last = matches.at(-1)?.estimate.probability ?? 0;
    expect(first - last).toBeGreaterThan(0.1);
  });

  it('scores the same idea differently for a founder elsewhere, and identically when asked again', async () => {
    const texas = await find({ sectors: ['retail'] });
    const again = await find({ sectors: ['retail'] });
    expect(again).toEqual(texas);
    const turkey = await find({ sectors: ['retail'], location: 'TR' });
    const idea = texas.matches[0]?.idea.id;
    const elsewhere = turkey.matches.find((match) => match.idea.id === idea);
    expect(elsewhere?.estimate.probability).not.toBe(texas.matches[0]?.estimate.probability);
  });

  it('pages through the ranking without repeats, an empty page past the end', async () => {
    const first = await find();
    const second = await find({ page: 2 });
    expect(first.matches).toHaveLength(IDEA_FINDER_PAGE_SIZE);
    expect(second.page).toBe(2);
    const firstIds = new Set(first.matches.map((match) => match.idea.id));
    expect(second.matches.some((match) => firstIds.has(match.idea.id))).toBe(false);
    expect(
      (first.matches.at(-1)?.estimate.probability ?? 0) >=
        (second.matches[0]?.estimate.probability ?? 1),
    ).toBe(true);
    const beyond = await find({ page: first.pageCount + 1 });
    expect(beyond.matches).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it.each<[string, Partial<FindIdeasRequest>, (id: string) => boolean]>([
    [
      'budget',
      { budgetUsd: 5_000 },
      (id) => (IDEA_BY_ID.get(id)?.inputs.capitalInvestment ?? Infinity) <= 5_000,
    ],
    [
      'sectors',
      { sectors: ['education', 'health_care'] },
      (id) => ['education', 'health_care'].includes(IDEA_BY_ID.get(id)?.sector ?? ''),
    ],
    [
      'skills',
      { skills: ['animals'] },
      (id) => IDEA_BY_ID.get(id)?.skills.includes('animals') === true,
    ],
    [
      'customer type',
      { customerTypes: ['businesses'] },
      (id) => IDEA_BY_ID.get(id)?.inputs.customerType === 'businesses',
    ],
    ['part-time', { time: 'part_time' }, (id) => IDEA_BY_ID.get(id)?.time === 'part_time'],
    ['rural area', { areaType: 'rural' }, (id) => IDEA_BY_ID.get(id)?.locationFit !== 'urban'],
    ['online only', { isOnlineOnly: true }, (id) => IDEA_BY_ID.get(id)?.locationFit === 'online'],
    ['no experience', { experience: 'none' }, (id) => IDEA_BY_ID.get(id)?.minExperience === 'none'],
  ])('keeps only the ideas that pass the %s filter', async (_name, filters, passes) => {
    const { total, matches } = await findAll(filters);
    const expected = BUSINESS_IDEAS.filter((idea) => passes(idea.id)).length;
    expect(total).toBe(expected);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUSINESS_IDEAS.length);
    for (const match of matches) expect(passes(match.idea.id), match.idea.id).toBe(true);
  });

  it('feeds the area type to the engine as the calculator does', async () => {
    const [match] = (await find({ areaType: 'rural', sectors: ['agriculture'] })).matches;
    expect(match?.calculatorInput.areaType).toBe('rural');
    const [unknown] = (await find({ areaType: 'unknown', sectors: ['agriculture'] })).matches;
    expect(unknown?.calculatorInput).not.toHaveProperty('areaType');
  });

  it('scores a part-time founder as running a side business, and opens the calculator so', async () => {
    // Its own account, so these searches leave the shared account's budget to the other tests.
    const { cookie: own } = await registerUser(testApp.app);
    const firstMatch = async (time: 'part_time' | 'full_time') => {
      const response = await post(
        { ...FOUNDER, time, sectors: ['accommodation_food'] },
        { cookie: own },
      );
      expect(response.statusCode, response.body).toBe(200);
      return FindIdeasResponseSchema.parse(response.json()).matches[0];
    };
    const match = await firstMatch('part_time');
    if (!match) throw new Error('no part-time idea');
    expect(match.calculatorInput.timeCommitment).toBe('side_business');
    expect(match.estimate.probability).toBe(predictCore(match.calculatorInput).probability);
    const { timeCommitment: _said, ...notSaid } = match.calculatorInput;
    expect(match.estimate.probability).not.toBe(predictCore(notSaid).probability);
    // Full days narrows nothing and says nothing: the calculator's answer stays "not said".
    expect((await firstMatch('full_time'))?.calculatorInput).not.toHaveProperty('timeCommitment');
  });

  it('combines filters and, when nothing is left, says which filter to loosen', async () => {
    const answer = await find({ sectors: ['mining'], budgetUsd: 1_000, experience: 'none' });
    expect(answer.total).toBe(0);
    expect(answer.matches).toEqual([]);
    // Budget alone dropped still leaves the experience rule: mining ideas need years in the trade.
    expect(answer.loosen.map((entry) => entry.filter)).toEqual(['sectors']);
    const withoutSector = BUSINESS_IDEAS.filter(
      (idea) => idea.inputs.capitalInvestment <= 1_000 && idea.minExperience === 'none',
    ).length;
    expect(answer.loosen[0]?.matches).toBe(withoutSector);
    const found = await find({ sectors: ['mining'], budgetUsd: 1_000 });
    expect(found.loosen.map((entry) => entry.filter).sort()).toEqual(['budgetUsd', 'sectors']);
  });

  it.each([
    ['location', { location: 'US-XX' }, 'Choose one of the listed options'],
    ['experience', { experience: undefined }, 'This field is required'],
    ['budgetUsd', { budgetUsd: -1 }, 'Must be at least 0'],
    ['skills.0', { skills: ['juggling'] }, 'Choose one of the listed options'],
    ['sectors.0', { sectors: ['space_travel'] }, 'Choose one of the listed options'],
    ['page', { page: 0 }, 'Must be at least 1'],
    ['page', { page: 1.5 }, 'Must be a whole number'],
  ])('refuses a bad %s with 400 and the reason', async (field, change, message) => {
    const response = await post({ ...FOUNDER, ...change });
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.[field]).toEqual([message]);
  });

  it('refuses unknown filters rather than ignoring them', async () => {
    const response = await post({ ...FOUNDER, budget: 5_000 });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('brakes one account after its budget of searches a minute, from whichever network', async () => {
    const narrow = { ...FOUNDER, sectors: ['mining'] };
    const { cookie: own } = await registerUser(testApp.app);
    for (let call = 0; call < USER_BUDGETS.ideaFinder.user.maxAttempts; call += 1) {
      expect((await post(narrow, { cookie: own })).statusCode).toBe(200);
    }
    const refused = await post(narrow, { cookie: own });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(errorBodyOf(refused).message).toBe(
      'Too many idea searches from your account. Please try again in 1 minute.',
    );
    const { cookie: someoneElse } = await registerUser(testApp.app);
    expect((await post(narrow, { cookie: someoneElse })).statusCode).toBe(200);
  });

  it('brakes one network after its budget of searches a minute, whatever the accounts', async () => {
    const ip = nextTestIp();
    const narrow = { ...FOUNDER, sectors: ['mining'] };
    const { user, network } = USER_BUDGETS.ideaFinder;
    for (let account = 0; account < network.maxAttempts / user.maxAttempts; account += 1) {
      const { cookie: own } = await registerUser(testApp.app);
      for (let call = 0; call < user.maxAttempts; call += 1) {
        expect((await post(narrow, { cookie: own, ip })).statusCode).toBe(200);
      }
    }
    const { cookie: newcomer } = await registerUser(testApp.app);
    const refused = await post(narrow, { cookie: newcomer, ip });
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused).code).toBe('RATE_LIMITED');
    expect(errorBodyOf(refused).message).toMatch(/^Too many idea searches from your network\./);
    expect((await post(narrow, { cookie: newcomer })).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes both idea endpoints', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/ideas/random'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/ideas/find'] ?? {})).toEqual(['post']);
  });
});
