import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IdentitySchema } from '#shared/contracts/identity';
import { userIdentities, users } from '#server/db/schema/index';
import { registerUser } from '#tests/fixtures/auth-helpers';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const linkIdentity = async (userId: string, subject: string) => {
  const [row] = await testApp.database.db
    .insert(userIdentities)
    .values({
      userId,
      issuer: 'https://accounts.example.test',
      subject,
      email: `${subject}@example.test`,
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
};

const list = async (cookie: string) =>
  IdentitySchema.array().parse(
    (await callApi(testApp.app, { method: 'GET', url: '/api/account/identities', cookie })).json(),
  );

const remove = (cookie: string, id: string) =>
  callApi(testApp.app, { method: 'DELETE', url: `/api/account/identities/${id}`, cookie });

describe('/api/account/identities', () => {
  it('needs a signed-in user', async () => {
    const response = await callApi(testApp.app, { method: 'GET', url: '/api/account/identities' });
    expect(response.statusCode).toBe(401);
  });

  it("lists the user's own identities, named by the issuer's host when no provider is configured", async () => {
    const owner = await registerUser(testApp.app);
    await linkIdentity(owner.user.id, 'owner-sub');
    const other = await registerUser(testApp.app);
    await linkIdentity(other.user.id, 'other-sub');
    expect(await list(owner.cookie)).toMatchObject([
      { providerName: 'accounts.example.test', email: 'owner-sub@example.test', lastUsedAt: null },
    ]);
  });

  it("deletes only the caller's own rows (another user's id is a 404)", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const othersId = await linkIdentity(other.user.id, 'other-only-sub');
    const response = await remove(owner.cookie, othersId);
    expect(response.statusCode).toBe(404);
    expect(await list(other.cookie)).toHaveLength(1);

    const ownId = await linkIdentity(owner.user.id, 'owner-own-sub');
    expect((await remove(owner.cookie, ownId)).statusCode).toBe(204);
    expect(await list(owner.cookie)).toEqual([]);
  });

  it('keeps the last sign-in method of an account without a password (409 LAST_SIGN_IN_METHOD)', async () => {
    const owner = await registerUser(testApp.app);
    await testApp.database.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, owner.user.id));
    const first = await linkIdentity(owner.user.id, 'only-a');
    const second = await linkIdentity(owner.user.id, 'only-b');
    expect((await remove(owner.cookie, first)).statusCode).toBe(204);
    const refused = await remove(owner.cookie, second);
    expect(refused.statusCode).toBe(409);
    expect(errorBodyOf(refused).code).toBe('LAST_SIGN_IN_METHOD');
    expect(await list(owner.cookie)).toHaveLength(1);
  });
});
