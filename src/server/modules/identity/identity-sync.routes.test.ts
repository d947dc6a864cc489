import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '#shared/contracts/auth';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { openTestPglite } from '#tests/fixtures/test-database';
import { sessions, userIdentities, users } from '#server/db/schema/index';
import { registerUser, sessionCookieOf } from '#tests/fixtures/auth-helpers';
import { callApi, errorBodyOf } from '#tests/fixtures/test-app';

import { THROTTLE_RULES } from '#server/modules/auth/index';
const ISSUER = 'https://issuer.example.test';
const AUDIENCE = 'foresight-test';
const KEY_ID = 'test-key';
// A fixed server clock a week from now: tokens are judged by it, not by the machine's time.
const NOW = new Date(Date.now() + 7 * 24 * 3600 * 1000);
const nowSeconds = Math.floor(NOW.getTime() / 1000);

let jwksServer: Server;
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let publicPem: string;
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
  });
  // A real HTTP key set, so createRemoteJWKSet fetches it as it would Google's.
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const address = jwksServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  database = await openTestPglite();
  app = await buildApp({
    database,
    webRoot: null,
    clock: () => NOW,
    identityToken: { issuer: ISSUER, audience: AUDIENCE, jwksUrl: `http://127.0.0.1:${port}/jwks` },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: ISSUER,
  aud: AUDIENCE,
  sub: 'subject-x',
  iat: nowSeconds - 60,
  exp: nowSeconds + 3600,
  email: 'x@example.test',
  email_verified: true,
  name: 'Xavier',
  ...overrides,
});

const sign = (payload: JWTPayload, key: CryptoKey | Uint8Array = signingKey, alg = 'RS256') =>
  new SignJWT(payload).setProtectedHeader({ alg, kid: KEY_ID }).sign(key);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const sync = (body: object) =>
  callApi(app, { method: 'POST', url: '/api/firebase-auth', payload: body });

const counts = async () => ({
  users: await database.db.$count(users),
  sessions: await database.db.$count(sessions),
  identities: await database.db.$count(userIdentities),
  // Any profile change on any row would show here.
  profiles: JSON.stringify(await database.db.select().from(users).orderBy(users.id)),
});

describe('POST /api/firebase-auth (security rows 39-41)', () => {
  it('refuses every unproven token with 401 and changes nothing', async () => {
    // A genuine token for the same subject works: the refusals below are the tampering's doing.
    expect((await sync({ idToken: await sign(claims({ sub: 'existing-x' })) })).statusCode).toBe(
      200,
    );
    const body = { uid: 'existing-x', email: 'x@example.test', displayName: 'Changed' };
    const forged = {
      'no token': body,
      'bad signature': { ...body, idToken: await sign(claims({ sub: 'existing-x' }), otherKey) },
      'alg none': {
        ...body,
        idToken: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims({ sub: 'existing-x' }))}.`,
      },
      'HS256 with the public key': {
        ...body,
        idToken: await sign(
          claims({ sub: 'existing-x' }),
          new TextEncoder().encode(publicPem),
          'HS256',
        ),
      },
      expired: {
        ...body,
        idToken: await sign(claims({ exp: nowSeconds - 120, iat: nowSeconds - 4000 })),
      },
      'other audience': { ...body, idToken: await sign(claims({ aud: 'another-project' })) },
      // Unexpired but issued over 5 minutes ago (spec: auth token sync max age): a replay.
      'issued too long ago': {
        ...body,
        idToken: await sign(claims({ sub: 'existing-x', iat: nowSeconds - 6 * 60 })),
      },
      'wrong issuer': {
        ...body,
        idToken: await sign(claims({ iss: 'https://evil.example.test' })),
      },
      'no subject': { ...body, idToken: await sign(claims({ sub: undefined })) },
    };
    const before = await counts();
    for (const [name, payload] of Object.entries(forged)) {
      const response = await sync(payload);
      expect(response.statusCode, name).toBe(401);
      expect(errorBodyOf(response).code, name).toBe('IDENTITY_TOKEN_INVALID');
      expect(sessionCookieOf(response), name).toBeUndefined();
    }
    expect(await counts()).toEqual(before);
  });

  it("signs in the token's subject, from its claims only, whatever the body says", async () => {
    const victim = await registerUser(app);
    const response = await sync({
      idToken: await sign(
        claims({ sub: 'subject-attacker', email: 'attacker@example.test', name: 'Mallory' }),
      ),
      uid: 'subject-x',
      email: 'x@example.test',
      displayName: victim.user.username,
    });
    expect(response.statusCode).toBe(200);
    const user = UserSchema.parse(response.json());
    expect(user).toMatchObject({
      displayName: 'Mallory',
      email: 'attacker@example.test',
      emailVerified: true,
    });
    expect(user.id).not.toBe(victim.user.id);
    const cookie = sessionCookieOf(response);
    const me = await callApi(app, { method: 'GET', url: '/api/user', cookie });
    expect(UserSchema.parse(me.json()).id).toBe(user.id);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.method).toBe('token');
  });

  it('never links an unverified e-mail to the password account that owns it', async () => {
    const owner = await registerUser(app);
    await database.db
      .update(users)
      .set({ email: 'owner@example.test', emailKey: 'owner@example.test', emailVerifiedAt: NOW })
      .where(eq(users.id, owner.user.id));
    const response = await sync({
      idToken: await sign(
        claims({
          sub: 'subject-unverified',
          email: 'owner@example.test',
          email_verified: false,
          name: undefined,
        }),
      ),
    });
    expect(response.statusCode).toBe(200);
    const user = UserSchema.parse(response.json());
    expect(user.id).not.toBe(owner.user.id);
    // The unproven address is not stored; the name falls back to its local part.
    expect(user).toMatchObject({ email: null, emailVerified: false, displayName: 'owner' });
    const identities = await database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, owner.user.id));
    expect(identities).toEqual([]);
  });

  it('keeps only https pictures and updates the same user on the next sync', async () => {
    const first = await sync({
      idToken: await sign(
        claims({
          sub: 'subject-photo',
          email: 'p@example.test',
          picture: 'http://insecure.test/p.png',
        }),
      ),
    });
    const user = UserSchema.parse(first.json());
    expect(user.photoURL).toBeNull();
    const second = await sync({
      idToken: await sign(
        claims({
          sub: 'subject-photo',
          email: 'p@example.test',
          picture: 'https://secure.test/p.png',
        }),
      ),
    });
    expect(UserSchema.parse(second.json())).toMatchObject({
      id: user.id,
      photoURL: 'https://secure.test/p.png',
    });
  });
});

describe('POST /api/firebase-auth rate limit', () => {
  it('answers 429 after 60 calls from one network in 15 minutes, before any token work', async () => {
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/api/firebase-auth',
        payload: { uid: 'someone' },
        remoteAddress: '203.0.113.61',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
    for (let index = 0; index < THROTTLE_RULES.identitySyncIp.maxAttempts; index += 1) {
      expect((await call()).statusCode).toBe(401);
    }
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
