import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ShareLinkSchema, SharedCalculationSchema } from '#shared/contracts/calculations';
import { calculationShares } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { saveCalculation } from '#tests/fixtures/calculations';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';
import { hashShareToken } from './share-token';

const testApp = setUpTestApp();
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  alice = await registerUser(testApp.app);
  bob = await registerUser(testApp.app);
});

const share = (id: string, cookie: string, method: 'POST' | 'DELETE' = 'POST') =>
  callApi(testApp.app, { method, url: `/api/calculations/${id}/share`, cookie });

const readShared = (token: string) =>
  callApi(testApp.app, { method: 'GET', url: `/api/shared/${token}` });

const createLink = async (id: string) => {
  const response = await share(id, alice.cookie);
  expect(response.statusCode).toBe(201);
  return ShareLinkSchema.parse(response.json());
};

describe('share links', () => {
  it('gives a 256-bit base64url token, stores only its hash, and opens without sign-in', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie, { title: 'Shared cafe' });
    const link = await createLink(saved.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`/shared/${link.token}`);

    const rows = await testApp.database.db
      .select()
      .from(calculationShares)
      .where(eq(calculationShares.calculationId, saved.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashShareToken(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const response = await readShared(link.token);
    expect(response.statusCode).toBe(200);
    const shared = SharedCalculationSchema.parse(response.json());
    expect(shared).toEqual({
      title: 'Shared cafe',
      input: saved.input,
      capitalEntry: saved.capitalEntry,
      result: saved.result,
      modelVersion: saved.modelVersion,
      createdAt: saved.createdAt,
    });
    // Nothing that identifies the owner or the row leaves with a shared result.
    expect(Object.keys(response.json<object>()).sort()).toEqual(
      ['capitalEntry', 'createdAt', 'input', 'modelVersion', 'result', 'title'].sort(),
    );
    expect(response.body).not.toContain(alice.user.id);
    expect(response.body).not.toContain(saved.id);
  });

  it('makes every token different', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie);
    const tokens = new Set<string>();
    for (let index = 0; index < 5; index += 1) tokens.add((await createLink(saved.id)).token);
    expect(tokens.size).toBe(5);
  });

  it('revokes the old link when a new one is created, and on request', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie);
    const first = await createLink(saved.id);
    const second = await createLink(saved.id);
    expect((await readShared(first.token)).statusCode).toBe(404);
    expect((await readShared(second.token)).statusCode).toBe(200);

    expect((await share(saved.id, alice.cookie, 'DELETE')).statusCode).toBe(204);
    const revoked = await readShared(second.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("refuses another user's calculation (403) and an unknown one (404)", async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie);
    const link = await createLink(saved.id);
    expect((await share(saved.id, bob.cookie)).statusCode).toBe(403);
    expect((await share(saved.id, bob.cookie, 'DELETE')).statusCode).toBe(403);
    // Bob's failed attempts left Alice's link working.
    expect((await readShared(link.token)).statusCode).toBe(200);
    const unknown = '0b3f6c9e-8a43-4b8e-9f0e-6b5c1d2a3e4f';
    expect((await share(unknown, alice.cookie)).statusCode).toBe(404);
    expect((await share(unknown, alice.cookie, 'DELETE')).statusCode).toBe(404);
  });

  it('stops working when the calculation is deleted', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie);
    const link = await createLink(saved.id);
    const deleted = await callApi(testApp.app, {
      method: 'DELETE',
      url: `/api/calculations/${saved.id}`,
      cookie: alice.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await readShared(link.token)).statusCode).toBe(404);
  });

  it('answers 404 for unknown tokens and 400 for malformed ones', async () => {
    expect((await readShared('A'.repeat(43))).statusCode).toBe(404);
    expect((await readShared('not%20a%20token')).statusCode).toBe(400);
  });

  it('needs a signed-in owner to create or revoke', async () => {
    const saved = await saveCalculation(testApp.app, alice.cookie);
    expect((await share(saved.id, '')).statusCode).toBe(401);
    expect((await share(saved.id, '', 'DELETE')).statusCode).toBe(401);
  });
});
