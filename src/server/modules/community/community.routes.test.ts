import { describe, expect, it } from 'vitest';
import { RecentUsersResponseSchema } from '#shared/contracts/community';
import { registerUser, uniqueUsername } from '#tests/fixtures/auth-helpers';
import { createFakeClock, HOUR_MS } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';

const DAY_MS = 24 * HOUR_MS;

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const fetchRecent = async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/community/recent-users' });
  expect(response.statusCode).toBe(200);
  return RecentUsersResponseSchema.parse(response.json());
};

describe('GET /api/community/recent-users', () => {
  it('answers zeros and an empty list before anyone joins', async () => {
    expect(await fetchRecent()).toEqual({ totalUsers: 0, joinedLast7Days: 0, recent: [] });
  });

  it('counts everyone, those of the last 7 days, and lists the newest 6 as initials', async () => {
    // Two old members, then seven new ones a day apart.
    await registerUser(testApp.app, { username: uniqueUsername('old') });
    await registerUser(testApp.app, { username: uniqueUsername('old') });
    clock.advance(10 * DAY_MS);
    const names = ['alice', 'bob', 'çelik', 'ßtraße', '9lives', '_under', 'émile'];
    for (const name of names) {
      clock.advance(HOUR_MS);
      await registerUser(testApp.app, { username: `${name}${Date.now() % 10_000}` });
    }
    const result = await fetchRecent();
    expect(result.totalUsers).toBe(9);
    expect(result.joinedLast7Days).toBe(7);
    expect(result.recent.map((entry) => entry.initial)).toEqual(['É', 'U', '9', 'S', 'Ç', 'B']);
    expect(result.recent[0]?.joinedAt).toBe(clock().toISOString());
    const times = result.recent.map((entry) => Date.parse(entry.joinedAt));
    expect([...times].sort((left, right) => right - left)).toEqual(times);
  });

  it('never exposes usernames or ids', async () => {
    const { username, user } = await registerUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/community/recent-users',
    });
    expect(response.body).not.toContain(username);
    expect(response.body).not.toContain(user.id);
  });

  it('stops counting members as new after 7 days', async () => {
    const before = await fetchRecent();
    clock.advance(8 * DAY_MS);
    const after = await fetchRecent();
    expect(after.totalUsers).toBe(before.totalUsers);
    expect(after.joinedLast7Days).toBe(0);
  });
});
