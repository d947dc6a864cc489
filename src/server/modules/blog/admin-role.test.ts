import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UserSchema } from '#shared/contracts/auth';
import { buildApp } from '#server/app';
import { users } from '#server/db/schema/index';
import { verifyPassword } from '#server/modules/auth/index';
import {
  getCurrentUser,
  loginUser,
  registerUser,
  uniqueUsername,
} from '#tests/fixtures/auth-helpers';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { createOrPromoteAdmin, promoteConfiguredAdmins } from './admin-role';

const testApp = setUpTestApp();
const context = () => ({ db: testApp.database.db, clock: () => new Date() });

const isAdmin = async (cookie: string) =>
  UserSchema.parse((await getCurrentUser(testApp.app, cookie)).json()).isAdmin;

const roleOf = async (username: string) => {
  const [row] = await testApp.database.db
    .select({ role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, username));
  return row;
};

describe('ADMIN_USERNAMES', () => {
  it('makes the named accounts admins when the app starts, by username key (case, Turkish İ/ı)', async () => {
    const user = await registerUser(testApp.app, { username: uniqueUsername('Işıl') });
    expect(await isAdmin(user.cookie)).toBe(false);
    // A second app on the same database: what a restart with the setting does.
    const restarted = await buildApp({
      database: testApp.database,
      adminUsernames: [user.username.toLocaleUpperCase('tr'), 'nobody_here'],
    });
    await restarted.ready();
    await restarted.close();
    expect(await isAdmin(user.cookie)).toBe(true);
  });

  it('is idempotent and names the missing accounts', async () => {
    const user = await registerUser(testApp.app);
    const first = await promoteConfiguredAdmins(testApp.database.db, [user.username, 'ghost_1']);
    expect(first).toEqual({ promoted: [user.username], missing: ['ghost_1'] });
    const second = await promoteConfiguredAdmins(testApp.database.db, [user.username]);
    expect(second).toEqual({ promoted: [], missing: [] });
    expect(await promoteConfiguredAdmins(testApp.database.db, [])).toEqual({
      promoted: [],
      missing: [],
    });
  });
});

describe('npm run admin:create (createOrPromoteAdmin)', () => {
  it('promotes an existing account once, matched case-insensitively', async () => {
    const user = await registerUser(testApp.app);
    expect(await createOrPromoteAdmin(context(), user.username.toUpperCase())).toEqual({
      outcome: 'promoted',
      username: user.username,
    });
    expect(await createOrPromoteAdmin(context(), user.username)).toEqual({
      outcome: 'already-admin',
      username: user.username,
    });
    expect(await isAdmin(user.cookie)).toBe(true);
  });

  it('creates a missing account with a strong generated password that signs in', async () => {
    const username = uniqueUsername('editor');
    const result = await createOrPromoteAdmin(context(), username);
    if (result.outcome !== 'created')
      throw new Error(`expected a new account, got ${result.outcome}`);
    expect(result.password).toMatch(/^[\w-]{24}$/);
    const row = await roleOf(username);
    expect(row?.role).toBe('admin');
    // Stored as the auth module's argon2 hash, never as the password itself.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', result.password)).toBe(true);
    const signedIn = await loginUser(testApp.app, { username, password: result.password });
    expect(signedIn.user.isAdmin).toBe(true);
  });

  it('refuses an invalid username', async () => {
    await expect(createOrPromoteAdmin(context(), 'a b')).rejects.toThrow(/Username/);
  });
});
