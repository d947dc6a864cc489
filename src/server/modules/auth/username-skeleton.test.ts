import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { registerUser, TEST_PASSWORD } from '#tests/fixtures/auth-helpers';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { fillMissingUsernameSkeletons } from './auth.repository';
import { usernameSkeleton } from './username-skeleton';

const testApp = setUpTestApp();

const post = (url: string, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object });

describe('look-alike usernames (UTS #39 skeletons)', () => {
  it('refuses a Cyrillic сосо next to a Latin coco, and paypaI next to paypal', async () => {
    for (const [first, lookalike] of [
      [`coco${process.pid % 1000}`, `сосо${process.pid % 1000}`],
      [`paypal${process.pid % 1000}`, `paypaI${process.pid % 1000}`],
    ] as const) {
      expect(
        (await post('/api/register', { username: first, password: TEST_PASSWORD })).statusCode,
      ).toBe(201);
      const response = await post('/api/register', {
        username: lookalike,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'USERNAME_TAKEN',
        message: 'This username looks too much like an existing one',
      });
    }
  });

  it('still accepts names that only share letters a Turkish reader tells apart (ayse, ayşe)', async () => {
    const suffix = process.pid % 1000;
    expect(
      (await post('/api/register', { username: `ayse${suffix}`, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post('/api/register', { username: `ayşe${suffix}`, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(201);
  });

  it('fills the skeleton of rows from before the column existed', async () => {
    const { user } = await registerUser(testApp.app);
    await testApp.database.db
      .update(users)
      .set({ usernameSkeleton: null })
      .where(eq(users.id, user.id));
    expect(await fillMissingUsernameSkeletons(testApp.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.usernameSkeleton).toBe(usernameSkeleton(user.username));
  });
});
