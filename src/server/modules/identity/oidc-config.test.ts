import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppDependencies, buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { openTestPglite } from '#tests/fixtures/test-database';
import { errorBodyOf } from '#tests/fixtures/test-app';
import {
  DEFAULT_TEST_CLIENT,
  startOidcTestProvider,
  type OidcTestProvider,
} from '#tests/e2e/support/oidc-test-provider';
import {
  freePort,
  startLogin,
  TEST_APP_HOST,
  TEST_APP_ORIGIN,
  TEST_REDIRECT_URI,
} from '#tests/fixtures/oidc-flow';

const opened: { app: FastifyInstance; database: DatabaseHandle }[] = [];
const providers: OidcTestProvider[] = [];

const openApp = async (deps: Partial<AppDependencies>) => {
  const database = await openTestPglite();
  const app = await buildApp({
    database,
    webRoot: null,
    appOrigin: TEST_APP_ORIGIN,
    allowedHosts: [TEST_APP_HOST],
    ...deps,
  });
  opened.push({ app, database });
  return app;
};

afterEach(async () => {
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database.close();
  }
  for (const provider of providers.splice(0)) await provider.close();
});

describe('OIDC configuration', () => {
  it('without a provider: start and callback answer 404 SIGN_IN_PROVIDER_UNAVAILABLE and no button is offered', async () => {
    const app = await openApp({});
    for (const url of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'app.test' } });
      expect(response.statusCode).toBe(404);
      expect(errorBodyOf(response).code).toBe('SIGN_IN_PROVIDER_UNAVAILABLE');
    }
    const options = await app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(options.json()).toMatchObject({ provider: null });
  });

  it('reports an unreachable provider to the popup, then retries discovery on the next sign-in', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const app = await openApp({
      oidc: { issuer, ...DEFAULT_TEST_CLIENT, providerName: 'Test ID' },
    });
    const down = await startLogin(app);
    expect(down.headers.location).toBe(
      '/auth-popup-done.html?result=error&code=SERVICE_UNAVAILABLE',
    );

    providers.push(
      await startOidcTestProvider({ port, ...DEFAULT_TEST_CLIENT, redirectUri: TEST_REDIRECT_URI }),
    );
    const up = await startLogin(app);
    expect(up.statusCode).toBe(302);
    expect(String(up.headers.location)).toMatch(new RegExp(`^${issuer}/auth\\?`));
  });

  it('lets pages keep their popups (COOP same-origin-allow-popups) and the popup page keep its opener', async () => {
    const app = await openApp({});
    const page = await app.inject({ method: 'GET', url: '/auth' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const done = await app.inject({ method: 'GET', url: '/auth-popup-done.html?result=ok' });
    expect(done.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});
