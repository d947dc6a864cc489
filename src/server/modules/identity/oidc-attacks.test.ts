import { eq } from 'drizzle-orm';
import { randomPKCECodeVerifier } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { oidcLogins, sessions, userIdentities, users } from '#server/db/schema/index';
import {
  cookieHeader,
  cookiesOf,
  deliverCallback,
  setUpOidcTestBed,
  signInAtProvider,
  startedLogin,
  stateHashOf,
} from '#tests/fixtures/oidc-flow';

// Security cases, row 42: every tampered callback is refused and no session starts.
const bed = setUpOidcTestBed();

const counts = async () => ({
  users: await bed.database.db.$count(users),
  sessions: await bed.database.db.$count(sessions),
  identities: await bed.database.db.$count(userIdentities),
});

const expectRefused = (response: Awaited<ReturnType<typeof deliverCallback>>) => {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(
    '/auth-popup-done.html?result=error&code=SIGN_IN_PROVIDER_FAILED',
  );
  expect(cookiesOf(response)).not.toHaveProperty('session');
};

const withState = (callbackUrl: string, state: string | null) => {
  const url = new URL(callbackUrl);
  if (state === null) url.searchParams.delete('state');
  else url.searchParams.set('state', state);
  return url.toString();
};

describe('OIDC callback attacks (security row 42)', () => {
  it('a genuine round trip signs in (the baseline the cases below tamper with)', async () => {
    const login = await startedLogin(bed.app);
    const callbackUrl = await signInAtProvider(login.authorizationUrl, 'baseline');
    const response = await deliverCallback(bed.app, callbackUrl, cookieHeader(login.cookies));
    expect(response.headers.location).toBe('/auth-popup-done.html?result=ok');
    expect(cookiesOf(response)).toHaveProperty('session');
  });

  it('refuses a callback without state, or with a state it never issued', async () => {
    const login = await startedLogin(bed.app);
    const callbackUrl = await signInAtProvider(login.authorizationUrl, 'no-state');
    const before = await counts();
    expectRefused(
      await deliverCallback(bed.app, withState(callbackUrl, null), cookieHeader(login.cookies)),
    );
    expectRefused(
      await deliverCallback(
        bed.app,
        withState(callbackUrl, 'forged-state'),
        cookieHeader(login.cookies),
      ),
    );
    expect(await counts()).toEqual(before);
  });

  it("refuses another pending login's state with this code (state mix-up, PKCE of the other login)", async () => {
    const first = await startedLogin(bed.app);
    const second = await startedLogin(bed.app);
    const firstCallback = await signInAtProvider(first.authorizationUrl, 'mixup');
    const secondState = new URL(second.authorizationUrl).searchParams.get('state');
    const before = await counts();
    expectRefused(
      await deliverCallback(
        bed.app,
        withState(firstCallback, secondState),
        cookieHeader(second.cookies),
      ),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a replayed code, both on its own state and on a fresh one', async () => {
    const first = await startedLogin(bed.app);
    const callbackUrl = await signInAtProvider(first.authorizationUrl, 'replay');
    const ok = await deliverCallback(bed.app, callbackUrl, cookieHeader(first.cookies));
    expect(ok.headers.location).toBe('/auth-popup-done.html?result=ok');
    const before = await counts();
    expectRefused(await deliverCallback(bed.app, callbackUrl, cookieHeader(first.cookies)));
    const fresh = await startedLogin(bed.app);
    const freshState = new URL(fresh.authorizationUrl).searchParams.get('state');
    expectRefused(
      await deliverCallback(
        bed.app,
        withState(callbackUrl, freshState),
        cookieHeader(fresh.cookies),
      ),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses an ID token whose nonce is not the one stored for the login', async () => {
    const login = await startedLogin(bed.app);
    await bed.database.db
      .update(oidcLogins)
      .set({ nonce: 'a-different-nonce' })
      .where(eq(oidcLogins.stateHash, stateHashOf(login.authorizationUrl)));
    const callbackUrl = await signInAtProvider(login.authorizationUrl, 'nonce');
    const before = await counts();
    expectRefused(await deliverCallback(bed.app, callbackUrl, cookieHeader(login.cookies)));
    expect(await counts()).toEqual(before);
  });

  it('refuses the code when the PKCE verifier does not match the challenge sent', async () => {
    const login = await startedLogin(bed.app);
    await bed.database.db
      .update(oidcLogins)
      .set({ codeVerifier: randomPKCECodeVerifier() })
      .where(eq(oidcLogins.stateHash, stateHashOf(login.authorizationUrl)));
    const callbackUrl = await signInAtProvider(login.authorizationUrl, 'pkce');
    const before = await counts();
    expectRefused(await deliverCallback(bed.app, callbackUrl, cookieHeader(login.cookies)));
    expect(await counts()).toEqual(before);
  });

  it('refuses a callback without the binding cookie (login CSRF) and burns the login', async () => {
    const login = await startedLogin(bed.app);
    const callbackUrl = await signInAtProvider(login.authorizationUrl, 'csrf');
    const before = await counts();
    expectRefused(await deliverCallback(bed.app, callbackUrl));
    // The attacker's link cannot be retried by the victim's browser either.
    expectRefused(await deliverCallback(bed.app, callbackUrl, cookieHeader(login.cookies)));
    expect(await counts()).toEqual(before);
  });

  it("refuses a callback carrying another browser's binding cookie", async () => {
    const victim = await startedLogin(bed.app);
    const attacker = await startedLogin(bed.app);
    const callbackUrl = await signInAtProvider(attacker.authorizationUrl, 'attacker');
    const before = await counts();
    expectRefused(await deliverCallback(bed.app, callbackUrl, cookieHeader(victim.cookies)));
    expect(await counts()).toEqual(before);
  });
});
