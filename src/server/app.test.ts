import { describe, expect, it } from 'vitest';
import { HealthResponseSchema, ReadinessResponseSchema } from '#shared/contracts/health';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { knownMigrations } from '#server/db/schema-version';
import { PRODUCT_VERSION } from '#shared/constants';
import { createTestApp, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const get = (url: string, app = testApp) => app.app.inject({ method: 'GET', url });

describe('GET /api/health', () => {
  it('answers 200 ok with the database kind and version', async () => {
    // PGlite unless TEST_DATABASE_URL points the fixtures at a PostgreSQL server.
    expect(testApp.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(response.json())).toEqual({
      status: 'ok',
      database: testApp.database.kind,
      version: PRODUCT_VERSION,
    });
  });

  it('answers 200 while the database is away: liveness, not readiness', async () => {
    const doomed = await createTestApp();
    try {
      await doomed.database.close();
      const response = await get('/api/health', doomed);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: doomed.database.kind,
        version: PRODUCT_VERSION,
      });
    } finally {
      await doomed.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('answers 200 ready when the database answers and every migration is applied', async () => {
    const response = await get('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(ReadinessResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      database: { kind: testApp.database.kind, reachable: true },
      migrations: {
        applied: knownMigrations().length,
        expected: knownMigrations().length,
        upToDate: true,
      },
      version: PRODUCT_VERSION,
    });
  });

  it('answers 503 not ready, with the request id, once the database is closed', async () => {
    const doomed = await createTestApp();
    try {
      await doomed.database.close();
      const response = await get('/api/ready', doomed);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        database: { kind: doomed.database.kind, reachable: false },
        migrations: null,
        version: PRODUCT_VERSION,
        requestId: response.headers['x-request-id'],
      });
    } finally {
      await doomed.close();
    }
  });

  it('answers 503 not ready while migrations are missing', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildApp({ database, webRoot: null });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        database: { reachable: true },
        migrations: { applied: 0, expected: knownMigrations().length, upToDate: false },
      });
      await database.migrate();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-inline scripts, nosniff, referrer policy and frame-ancestors none', async () => {
    for (const url of ['/api/health', '/']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).toBe("'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      // Profile photos may come from any https host; never plain http (mixed content, tracking).
      expect(/img-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' data: blob: https:");
      expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('marks every /api answer no-store', async () => {
    for (const url of ['/api/health', '/api/user', '/api/nope']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends HSTS only when the public origin is https', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestApp({
      publicOrigin: 'https://app.example.com',
      allowedHosts: ['localhost'],
    });
    try {
      expect((await get('/api/health', secure)).headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
    } finally {
      await secure.close();
    }
  });

  it('does not reflect foreign origins in CORS headers', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('routing fallbacks', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers an unknown page path with the HTML app shell', async () => {
    const response = await get('/some/client/route');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });
});

describe('OpenAPI document', () => {
  it('lists the account and community endpoints', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/user',
        '/api/community/recent-users',
        '/api/health',
      ]),
    );
    expect(Object.keys(document.paths['/api/login'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/logout'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/user'] ?? {})).toContain('get');
  });
});
