import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { buildPath, type Endpoint } from '#shared/contracts/endpoint';
import { VALID_BODIES } from './support/bodies';
import { addressPool, createClient, type SignedInClient, signIn, signUp } from './support/clients';
import { ALL_ENDPOINTS, endpointKey, paramsOf } from './support/contracts';
import { expectRefusal, type HttpResponse } from './support/http';

// Cases 28 and 30 of ../shared/docs/security.md, and ids sent in bodies (a mass-assignment cousin
// of 28): another user's id never reaches their data, over every endpoint the contracts define.
const nextAddress = addressPool(28);
const ANY_UUID = '00000000-0000-4000-8000-000000000000';

const visitorAddress = nextAddress();
let alice: SignedInClient;
let bob: SignedInClient;
beforeAll(async () => {
  alice = await signUp(nextAddress());
  bob = await signUp(nextAddress());
});

/** A text only this resource holds, so a leak of it in an answer is visible. */
const secret = () => `secret-${randomBytes(6).toString('hex')}`;

const jsonOf = async (response: Promise<HttpResponse>, status = 200) => {
  const done = await response;
  if (done.status !== status) throw new Error(`${done.status} ${done.text.slice(0, 300)}`);
  return done.json() as Record<string, unknown>;
};

const createBusiness = async (owner: SignedInClient, name = secret()) => {
  const body = await jsonOf(
    owner.send('/api/businesses', { json: { name, inputs: EXAMPLE_CALCULATOR_INPUT } }),
    201,
  );
  return body.id as string;
};

type Target = { params: Record<string, string>; marker: string };

/**
 * How to give an owner a resource of each kind: the kind is the path segment before an
 * endpoint's first `:param` (`/api/businesses/:id/checkups` → businesses). A new kind of id
 * fails the suite until it gets a factory here.
 */
const FACTORIES: Record<string, (owner: SignedInClient) => Promise<Target>> = {
  businesses: async (owner) => {
    const marker = secret();
    const id = await createBusiness(owner, marker);
    return { params: { id, businessId: id }, marker };
  },
  calculations: async (owner) => {
    const marker = secret();
    const body = await jsonOf(
      owner.send('/api/calculations', { json: { input: EXAMPLE_CALCULATOR_INPUT, title: marker } }),
      201,
    );
    return { params: { id: body.id as string }, marker };
  },
  experiments: async (owner) => {
    const marker = secret();
    const businessId = await createBusiness(owner);
    const body = await jsonOf(
      owner.send(`/api/businesses/${businessId}/experiments`, {
        json: {
          kind: 'customer_interviews',
          measure: marker,
          criterionPercent: 30,
          plannedSampleSize: 20,
        },
      }),
      201,
    );
    return { params: { id: body.id as string }, marker };
  },
  scenarios: async (owner) => {
    const marker = secret();
    const businessId = await createBusiness(owner);
    const body = await jsonOf(
      owner.send(`/api/businesses/${businessId}/scenarios`, {
        json: {
          ...(VALID_BODIES['POST /api/businesses/:businessId/scenarios']?.() as object),
          name: marker,
        },
      }),
      201,
    );
    return { params: { id: body.id as string }, marker };
  },
  'analysis-reports': async (owner) => {
    const marker = secret();
    const businessId = await createBusiness(owner, marker);
    const body = await jsonOf(owner.send('/api/analysis-reports', { json: { businessId } }), 201);
    const [step] = body.steps as { id: string }[];
    if (!step) throw new Error('The report has no action steps');
    return { params: { id: body.id as string, stepId: step.id }, marker };
  },
  notifications: async (owner) => {
    // A visitor opens the owner's share link: the owner is notified, the title is the marker.
    const marker = secret();
    const saved = await jsonOf(
      owner.send('/api/calculations', { json: { input: EXAMPLE_CALCULATOR_INPUT, title: marker } }),
      201,
    );
    const link = await jsonOf(
      owner.send(`/api/calculations/${saved.id as string}/share`, { method: 'POST' }),
      201,
    );
    await jsonOf(createClient(visitorAddress).send(`/api/shared/${link.token as string}`));
    const page = await jsonOf(owner.send('/api/notifications'));
    const [notification] = (page.items as { id: string; params: { title?: string } }[]).filter(
      (item) => item.params.title === marker,
    );
    if (!notification) throw new Error('The share view was not notified');
    return { params: { id: notification.id }, marker };
  },
  checkout: async (owner) => {
    // A demo checkout (the suite's server has no Stripe keys); its id is the only thing to hide.
    const body = await jsonOf(
      owner.send('/api/checkout', { json: VALID_BODIES['POST /api/checkout']?.() }),
      201,
    );
    return { params: { id: body.checkoutId as string }, marker: body.checkoutId as string };
  },
  sessions: async (owner) => {
    // A second device of the owner: its session is the one asked for.
    await signIn(nextAddress(), { username: owner.username, password: owner.password });
    const sessions = (await jsonOf(owner.send('/api/account/sessions'))) as unknown as {
      id: string;
      isCurrent: boolean;
    }[];
    const other = sessions.find((session) => !session.isCurrent);
    if (!other) throw new Error('The second session is not listed');
    return { params: { id: other.id }, marker: other.id };
  },
};

/**
 * Param endpoints that are not about ownership, with where their case is tested instead.
 */
const NOT_OWNED: Record<string, string> = {
  '/api/blog/admin/': 'posts are shared by every admin: case 27 (content.test.ts)',
  '/api/account/identities/':
    'an identity is made only by a sign-in provider, which this server has none of: an unknown id is a 404 below; another user’s in src/server/modules/identity/identities.routes.test.ts',
};

const kindOf = (path: string) => {
  const segments = path.split('/');
  const first = segments.findIndex((segment) => segment.startsWith(':'));
  return segments[first - 1] ?? '';
};

/**
 * What B can see of their own data: the account export (calculations, businesses, share links,
 * scenarios, sessions), each business's check-ups, experiments and scenarios, and every analysis
 * with its steps. Timestamps of B's own activity are left out.
 */
const snapshotOf = async (owner: SignedInClient) => {
  const exported = await jsonOf(owner.send('/api/account/export'));
  const sessions = (exported.sessions as { id: string }[]).map((session) => session.id).sort();
  const businesses = exported.businesses as { id: string }[];
  const perBusiness = [];
  for (const business of businesses) {
    perBusiness.push({
      checkups: await jsonOf(owner.send(`/api/businesses/${business.id}/checkups`)),
      experiments: await jsonOf(owner.send(`/api/businesses/${business.id}/experiments`)),
      scenarios: await jsonOf(owner.send(`/api/businesses/${business.id}/scenarios`)),
    });
  }
  const reports = (await jsonOf(owner.send('/api/analysis-reports'))).items as { id: string }[];
  const reportDetails = [];
  for (const report of reports) {
    reportDetails.push(await jsonOf(owner.send(`/api/analysis-reports/${report.id}`)));
  }
  return {
    ...exported,
    sessions,
    knownSignInPlaces: undefined,
    exportedAt: undefined,
    perBusiness,
    reportDetails,
  };
};

const callAs = (client: SignedInClient, endpoint: Endpoint, params: Record<string, string>) => {
  const body = VALID_BODIES[endpointKey(endpoint)];
  return client.send(buildPath(endpoint.path, params), {
    method: endpoint.method,
    ...(body ? { json: body() } : {}),
  });
};

const userEndpointsWithIds = ALL_ENDPOINTS.filter(
  (endpoint) => endpoint.auth === 'user' && paramsOf(endpoint.path).length > 0,
);
const ownedEndpoints = userEndpointsWithIds.filter(
  (endpoint) => !Object.keys(NOT_OWNED).some((prefix) => endpoint.path.startsWith(prefix)),
);

describe('case 28: A signed in, B’s id, on every id-taking endpoint of the contracts', () => {
  it('finds the endpoints of every kind of owned resource (the list is not empty)', () => {
    const kinds = new Set(ownedEndpoints.map((endpoint) => kindOf(endpoint.path)));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['analysis-reports', 'businesses', 'calculations', 'experiments']),
    );
    expect(ownedEndpoints.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ownedEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s: refused with no data, B’s rows unchanged; the owner’s own call succeeds',
    async (_key, endpoint) => {
      const kind = kindOf(endpoint.path);
      const factory = FACTORIES[kind];
      if (!factory) throw new Error(`No factory for "${kind}" ids: add one to FACTORIES`);
      if (endpoint.body && !VALID_BODIES[endpointKey(endpoint)]) {
        throw new Error(`No valid body for ${endpointKey(endpoint)}: add one to VALID_BODIES`);
      }
      // B is new for each endpoint: a snapshot reads every business's check-ups and experiments,
      // and one B's growing list read twice per endpoint spent an account's budget of costly reads
      // a minute (USER_BUDGETS.costlyRead, issue 34) long before the last endpoint.
      const owner = await signUp(nextAddress());
      const target = await factory(owner);
      const before = await snapshotOf(owner);

      const response = await callAs(alice, endpoint, target.params);
      // 404 hides existence; saved calculations answer 403 by the product's choice (random UUIDs).
      expect([403, 404], response.text).toContain(response.status);
      expectRefusal(response, response.status, response.status === 404 ? 'NOT_FOUND' : 'FORBIDDEN');
      expect(response.text).not.toContain(target.marker);
      expect(await snapshotOf(owner)).toEqual(before);

      // The same request on the caller's own resource works, so the refusal above was about
      // ownership and not a malformed request.
      const own = await factory(alice);
      const control = await callAs(alice, endpoint, own.params);
      expect(control.status, control.text).toBe(endpoint.successStatus ?? 200);
    },
  );

  it('answers 404 for an unknown identity id (identities come only from a provider)', async () => {
    const response = await alice.send(`/api/account/identities/${ANY_UUID}`, { method: 'DELETE' });
    expectRefusal(response, 404, 'NOT_FOUND');
  });

  it.each(userEndpointsWithIds.filter((endpoint) => !ownedEndpoints.includes(endpoint)))(
    'names where $method $path is covered instead',
    (endpoint) => {
      expect(
        Object.entries(NOT_OWNED).find(([prefix]) => endpoint.path.startsWith(prefix)),
      ).toBeDefined();
    },
  );
});

describe('case 28: ids of another user inside a body', () => {
  it('will not save a calculation into B’s business', async () => {
    const businessId = await createBusiness(bob);
    const before = await snapshotOf(bob);
    const response = await alice.send('/api/calculations', {
      json: { input: EXAMPLE_CALCULATOR_INPUT, businessId },
    });
    // The same answer as for an id nobody owns: "this business does not exist", no oracle.
    const unknown = await alice.send('/api/calculations', {
      json: { input: EXAMPLE_CALCULATOR_INPUT, businessId: ANY_UUID },
    });
    expect(expectRefusal(response, 400, 'VALIDATION_FAILED').fieldErrors).toHaveProperty(
      'businessId',
    );
    expect(response.text).toBe(unknown.text);
    expect(await snapshotOf(bob)).toEqual(before);
  });

  it('will not build an analysis of B’s business', async () => {
    const marker = secret();
    const businessId = await createBusiness(bob, marker);
    const before = await snapshotOf(bob);
    const response = await alice.send('/api/analysis-reports', { json: { businessId } });
    expectRefusal(response, 404, 'NOT_FOUND');
    expect(response.text).not.toContain(marker);
    expect(await snapshotOf(bob)).toEqual(before);
    const mine = await jsonOf(alice.send('/api/analysis-reports'));
    expect(JSON.stringify(mine)).not.toContain(businessId);
  });

  it('will not explain B’s business in an insight narrative', async () => {
    const marker = secret();
    const businessId = await createBusiness(bob, marker);
    const response = await alice.send('/api/insights/narrative', {
      json: { businessId, language: 'en' },
    });
    expectRefusal(response, 404, 'NOT_FOUND');
    expect(response.text).not.toContain(marker);
  });
});

describe('case 28: lists and exports hold only the caller’s rows', () => {
  const lists = ALL_ENDPOINTS.filter(
    (endpoint) =>
      endpoint.auth === 'user' &&
      endpoint.method === 'GET' &&
      paramsOf(endpoint.path).length === 0 &&
      !endpoint.path.startsWith('/api/blog/admin/'),
  );

  it.each(lists.map((endpoint) => [endpoint.path] as const))(
    'GET %s shows none of B’s data',
    async (path) => {
      const marker = secret();
      const businessId = await createBusiness(bob, marker);
      await bob.send('/api/calculations', {
        json: { input: EXAMPLE_CALCULATOR_INPUT, title: marker, businessId },
      });
      const response = await alice.send(path);
      expect(response.status, response.text).toBe(200);
      expect(response.text).not.toContain(marker);
      expect(response.text).not.toContain(businessId);
      expect(response.text).not.toContain(bob.userId);
      expect(response.text).not.toContain(bob.username);
    },
  );
});

describe('case 30: every signed-in endpoint without a valid session', () => {
  const userEndpoints = ALL_ENDPOINTS.filter((endpoint) => endpoint.auth === 'user');
  const fill = (endpoint: Endpoint) =>
    buildPath(
      endpoint.path,
      Object.fromEntries(
        paramsOf(endpoint.path).map((name) => [
          name,
          endpoint.path.startsWith('/api/account/sessions/') ? 'a1b2c3d4e5f60718' : ANY_UUID,
        ]),
      ),
    );
  const cookies = {
    'no cookie': null,
    'a garbage cookie': 'session=garbage',
    'a well-formed unknown token': `session=${randomBytes(32).toString('base64url')}`,
  };

  it.each(
    userEndpoints.flatMap((endpoint) =>
      Object.entries(cookies).map(
        ([label, cookie]) => [endpointKey(endpoint), label, endpoint, cookie] as const,
      ),
    ),
  )('%s with %s: 401 and no data', async (_key, _label, endpoint, cookie) => {
    const body = VALID_BODIES[endpointKey(endpoint)];
    if (endpoint.body && !body) throw new Error(`No valid body for ${endpointKey(endpoint)}`);
    const anonymous = createClient(visitorAddress);
    const response = await anonymous.send(fill(endpoint), {
      method: endpoint.method,
      cookie,
      ...(body ? { json: body() } : {}),
    });
    expectRefusal(response, 401, 'UNAUTHENTICATED');
    expect(response.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:__Host-)?session=[^;]/)]),
    );
  });
});
