import { eq } from 'drizzle-orm';
import * as openid from 'openid-client';
import { describe, expect, it } from 'vitest';
import { UserSchema } from '#shared/contracts/auth';
import { sessions, userIdentities, users } from '#server/db/schema/index';
import { DEFAULT_TEST_CLIENT } from '#tests/e2e/support/oidc-test-provider';
import { registerUser } from '#tests/fixtures/auth-helpers';
import {
  cookieHeader,
  cookiesOf,
  deliverCallback,
  setUpOidcTestBed,
  signInAtProvider,
  startedLogin,
  startLogin,
  TEST_REDIRECT_URI,
} from '#tests/fixtures/oidc-flow';
import { postJson } from '#tests/fixtures/test-app';

const bed = setUpOidcTestBed();

const signIn = async (login: string, query?: string, cookie?: string) => {
  const started = await startedLogin(bed.app, query, cookie);
  const callbackUrl = await signInAtProvider(started.authorizationUrl, login);
  const jar = cookie
    ? `${cookie}; ${cookieHeader(started.cookies)}`
    : cookieHeader(started.cookies);
  return deliverCallback(bed.app, callbackUrl, jar);
};

const currentUser = async (sessionCookie: string) =>
  UserSchema.parse(
    (
      await bed.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie } })
    ).json(),
  );

describe('GET /api/auth/oidc/start', () => {
  it('redirects to the provider with code + PKCE S256, state, nonce, select_account and the fixed redirect_uri', async () => {
    const response = await startLogin(bed.app, { query: 'remember=true' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(bed.provider.issuer);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(TEST_REDIRECT_URI);
    const binding = response.cookies.find((cookie) => cookie.name === 'oidc-binding');
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    // The popup's responses must not isolate it from its opener.
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('answers UNAUTHORIZED_DOMAIN on a host other than the app origin, without starting', async () => {
    // A served name (loopback) that is not the app origin's; a foreign name never gets this far (421).
    const response = await startLogin(bed.app, { host: 'localhost:3000' });
    expect(response.headers.location).toBe(
      '/auth-popup-done.html?result=error&code=UNAUTHORIZED_DOMAIN',
    );
    expect(cookiesOf(response)).not.toHaveProperty('oidc-binding');
  });

  it('refuses to link without a signed-in user', async () => {
    const response = await startLogin(bed.app, { query: 'mode=link' });
    expect(response.headers.location).toBe(
      '/auth-popup-done.html?result=error&code=UNAUTHENTICATED',
    );
  });
});

describe('GET /api/auth/oidc/callback', () => {
  it('creates the user from the ID token, starts a remembered oidc session and reports ok', async () => {
    bed.accounts.set('ada-sub', {
      email: 'Ada@Example.test',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://images.example.test/ada.png',
    });
    const response = await signIn('ada-sub', 'remember=true');
    expect(response.headers.location).toBe('/auth-popup-done.html?result=ok');
    const session = cookiesOf(response).session;
    expect(session).toBeDefined();
    const user = await currentUser(`session=${session}`);
    expect(user).toMatchObject({
      displayName: 'Ada Lovelace',
      email: 'Ada@Example.test',
      emailVerified: true,
      photoURL: 'https://images.example.test/ada.png',
      username: 'AdaLovelace',
    });
    const [sessionRow] = await bed.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(sessionRow).toMatchObject({ method: 'oidc', remember: true });
    const identities = await bed.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(identities).toMatchObject([{ issuer: bed.provider.issuer, subject: 'ada-sub' }]);

    // The same (issuer, subject) signs in to the same account again.
    const again = await signIn('ada-sub');
    expect((await currentUser(`session=${cookiesOf(again).session}`)).id).toBe(user.id);
  });

  it('drops invisible direction and zero-width characters from the provider’s name (issue 34)', async () => {
    bed.accounts.set('rlo-sub', {
      email: 'rlo@example.test',
      email_verified: true,
      name: '\u202EAnn\u200B Smith\u2066',
    });
    const response = await signIn('rlo-sub');
    const user = await currentUser(`session=${cookiesOf(response).session}`);
    expect(user).toMatchObject({ displayName: 'Ann Smith' });
  });

  it('refuses a new identity whose verified e-mail belongs to an existing account (no auto-link)', async () => {
    await bed.database.db.insert(users).values({
      username: 'grace',
      usernameKey: 'grace',
      passwordHash: 'not-a-real-hash',
      email: 'grace@example.test',
      emailKey: 'grace@example.test',
      emailVerifiedAt: new Date(),
      createdAt: new Date(),
    });
    bed.accounts.set('grace-sub', {
      email: 'GRACE@example.test',
      email_verified: true,
      name: 'Grace',
    });
    const response = await signIn('grace-sub');
    expect(response.headers.location).toBe(
      '/auth-popup-done.html?result=error&code=ACCOUNT_EXISTS',
    );
    expect(cookiesOf(response)).not.toHaveProperty('session');
    const linked = await bed.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'grace-sub'));
    expect(linked).toEqual([]);
  });

  it('connects the provider to the signed-in account in link mode, keeping its session', async () => {
    const owner = await registerUser(bed.app);
    bed.accounts.set('linked-sub', {
      email: 'someone@example.test',
      email_verified: true,
      name: 'Someone',
    });
    const response = await signIn('linked-sub', 'mode=link', owner.cookie);
    expect(response.headers.location).toBe('/auth-popup-done.html?result=ok');
    expect(cookiesOf(response)).not.toHaveProperty('session');
    const list = await bed.app.inject({
      method: 'GET',
      url: '/api/account/identities',
      headers: { cookie: owner.cookie },
    });
    expect(list.json()).toMatchObject([{ providerName: 'Test ID', email: 'someone@example.test' }]);

    // The same identity cannot then be connected to a second account.
    const other = await registerUser(bed.app);
    const stolen = await signIn('linked-sub', 'mode=link', other.cookie);
    expect(stolen.headers.location).toBe('/auth-popup-done.html?result=error&code=CONFLICT');
  });

  it('reports cancelled when the user declines at the provider', async () => {
    const started = await startedLogin(bed.app);
    const state = new URL(started.authorizationUrl).searchParams.get('state') ?? '';
    const response = await deliverCallback(
      bed.app,
      `${TEST_REDIRECT_URI}?error=access_denied&state=${encodeURIComponent(state)}`,
      cookieHeader(started.cookies),
    );
    expect(response.headers.location).toBe('/auth-popup-done.html?result=cancelled');
  });
});

describe('POST /api/firebase-auth without IDENTITY_TOKEN_* settings', () => {
  it("accepts the OIDC provider's own ID tokens, checked with its discovered key set", async () => {
    // A client of our own at the same provider obtains a genuine ID token for this app's client id.
    const configuration = await openid.discovery(
      new URL(bed.provider.issuer),
      DEFAULT_TEST_CLIENT.clientId,
      DEFAULT_TEST_CLIENT.clientSecret,
      undefined,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the test provider is plain http on loopback
      { execute: [openid.allowInsecureRequests] },
    );
    const verifier = openid.randomPKCECodeVerifier();
    const state = openid.randomState();
    const authorizationUrl = openid.buildAuthorizationUrl(configuration, {
      redirect_uri: TEST_REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    bed.accounts.set('token-sub', {
      email: 'token@example.test',
      email_verified: true,
      name: 'Token User',
    });
    const callbackUrl = await signInAtProvider(authorizationUrl.toString(), 'token-sub');
    const tokens = await openid.authorizationCodeGrant(configuration, new URL(callbackUrl), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const response = await postJson(bed.app, '/api/firebase-auth', { idToken: tokens.id_token });
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(response.json())).toMatchObject({
      displayName: 'Token User',
      email: 'token@example.test',
    });
    // The access token is no ID token for this audience.
    const refused = await postJson(bed.app, '/api/firebase-auth', { idToken: tokens.access_token });
    expect(refused.statusCode).toBe(401);
  });
});
