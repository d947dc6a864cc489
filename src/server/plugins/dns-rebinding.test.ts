import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedEmailUser, countMailsTo } from '#tests/fixtures/email-auth';
import { createTestApp, errorBodyOf, setUpTestApp, type TestApp } from '#tests/fixtures/test-app';

// Issue 34, finding 1: a page at http://evil.example:3000 whose name resolves to 127.0.0.1 is
// same-origin with itself, so its fetches carry Sec-Fetch-Site: same-origin and a matching Origin.
// Only the Host header tells it apart from the app.

const EVIL_HOST = 'evil.example:3000';
const EVIL_ORIGIN = `http://${EVIL_HOST}`;

const testApp = setUpTestApp({ outboxPage: true });

const request = (
  app: FastifyInstance,
  options: { method?: 'GET' | 'POST'; url: string; host: string; headers?: Record<string, string> },
) =>
  app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: {
      host: options.host,
      ...(options.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.method === 'POST' ? { payload: '{}' } : {}),
  });

const expectMisdirected = (response: Awaited<ReturnType<typeof request>>) => {
  expect(response.statusCode).toBe(421);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(errorBodyOf(response)).toEqual({
    code: 'MISDIRECTED_REQUEST',
    message: 'This server is not set up to answer for this host name.',
  });
};

describe('a Host that is not served (DNS rebinding)', () => {
  it.each([
    ['a page', 'GET', '/'],
    ['an API read', 'GET', '/api/health'],
    ['the outbox', 'GET', '/api/dev/outbox'],
    ['an API write', 'POST', '/api/login'],
  ] as const)('answers %s with 421 and the plain error body', async (_what, method, url) => {
    expectMisdirected(await request(testApp.app, { method, url, host: EVIL_HOST }));
  });

  it('says so in Turkish to a Turkish reader', async () => {
    const response = await request(testApp.app, {
      url: '/api/health',
      host: EVIL_HOST,
      headers: { 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(421);
    expect(errorBodyOf(response).message).toBe(
      'Bu sunucu bu alan adı için yanıt verecek şekilde ayarlanmamış.',
    );
  });

  it('refuses before the session is looked up: a valid cookie reads nothing', async () => {
    const { cookie } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const response = await request(testApp.app, {
      url: '/api/account',
      host: EVIL_HOST,
      headers: { cookie },
    });
    expectMisdirected(response);
  });

  it('takes over nothing: a rebinding page’s reset request (same-origin to itself) mails no link', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const mailsBefore = await countMailsTo(testApp.database, email);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: {
        host: EVIL_HOST,
        origin: EVIL_ORIGIN,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ email }),
    });
    expectMisdirected(response);
    expect(await countMailsTo(testApp.database, email)).toBe(mailsBefore);
    const outbox = await request(testApp.app, {
      url: '/api/dev/outbox',
      host: EVIL_HOST,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expectMisdirected(outbox);
  });

  it.each(['evil.example@localhost', 'localhost.', 'localhost:3000:1', 'local host'])(
    'refuses the malformed or look-alike Host %j',
    async (host) => {
      expectMisdirected(await request(testApp.app, { url: '/api/health', host }));
    },
  );
});

describe('the hosts served by default (no PUBLIC_ORIGIN, no ALLOWED_HOSTS)', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'LOCALHOST:8080',
    '127.0.0.1:3000',
    '127.0.0.1',
    '[::1]:3000',
    '[::1]',
  ])('answers Host %s', async (host) => {
    const response = await request(testApp.app, { url: '/api/health', host });
    expect(response.statusCode).toBe(200);
  });

  it('reads the outbox on a loopback name', async () => {
    const response = await request(testApp.app, { url: '/api/dev/outbox', host: '127.0.0.1:3000' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the same-origin check compares Origin with the configured origins, not the Host', () => {
  const post = (host: string, origin: string) =>
    request(testApp.app, { method: 'POST', url: '/api/logout', host, headers: { origin } });

  it('refuses a served Host with a foreign Origin as cross-site', async () => {
    const response = await post('localhost:3000', EVIL_ORIGIN);
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe('CROSS_SITE_REQUEST');
  });

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['localhost:3001', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://localhost:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('lets Host %s with Origin %s through (both are this machine)', async (host, origin) => {
    expect((await post(host, origin)).statusCode).toBe(200);
  });

  it.each(['null', 'http://localhost.evil.example', 'http://localhost:3000/', 'ftp://localhost'])(
    'refuses the Origin %s',
    async (origin) => {
      expect((await post('localhost:3000', origin)).statusCode).toBe(403);
    },
  );
});

describe('configured hosts', () => {
  const opened: TestApp[] = [];
  const open = async (options: Parameters<typeof createTestApp>[0]) => {
    const app = await createTestApp(options);
    opened.push(app);
    return app.app;
  };
  afterAll(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    behindProxy = await open({ publicOrigin: 'https://app.example.com' });
  });

  it('PUBLIC_ORIGIN restricts requests to its host: the loopback names are no longer served', async () => {
    for (const host of ['app.example.com', 'APP.example.com:443']) {
      expect((await request(behindProxy, { url: '/api/health', host })).statusCode).toBe(200);
    }
    for (const host of ['localhost', '127.0.0.1:3000', '[::1]', 'evil.example']) {
      expectMisdirected(await request(behindProxy, { url: '/api/user', host }));
    }
    // Except for this machine's probes (liveness, readiness, metrics) by a loopback name.
    expect(
      (await request(behindProxy, { url: '/api/ready', host: '127.0.0.1:3000' })).statusCode,
    ).toBe(200);
    expectMisdirected(await request(behindProxy, { url: '/api/ready', host: 'evil.example' }));
  });

  it('PUBLIC_ORIGIN is the one Origin its writes accept, scheme and port included', async () => {
    const post = (origin: string) =>
      request(behindProxy, {
        method: 'POST',
        url: '/api/logout',
        host: 'app.example.com',
        headers: { origin },
      });
    expect((await post('https://app.example.com')).statusCode).toBe(200);
    for (const origin of [
      'http://app.example.com',
      'https://app.example.com:8443',
      'http://localhost:3000',
    ]) {
      expect((await post(origin)).statusCode, origin).toBe(403);
    }
  });

  it('ALLOWED_HOSTS adds names, with PUBLIC_ORIGIN or beside the loopback names', async () => {
    const lan = await open({ allowedHosts: ['192.168.1.20', 'foresight.lan'] });
    for (const host of ['192.168.1.20:3000', 'foresight.lan', 'localhost:3000']) {
      expect((await request(lan, { url: '/api/health', host })).statusCode, host).toBe(200);
    }
    expectMisdirected(await request(lan, { url: '/api/health', host: '192.168.1.21:3000' }));
    const lanWrite = await request(lan, {
      method: 'POST',
      url: '/api/logout',
      host: 'foresight.lan:3000',
      headers: { origin: 'http://foresight.lan:3000' },
    });
    expect(lanWrite.statusCode).toBe(200);

    const balanced = await open({
      publicOrigin: 'https://app.example.com',
      allowedHosts: ['foresight.internal'],
    });
    expect(
      (await request(balanced, { url: '/api/health', host: 'foresight.internal:3000' })).statusCode,
    ).toBe(200);
    // Probes on this machine may name it localhost (security.ts); nothing else may.
    expectMisdirected(await request(balanced, { url: '/api/user', host: 'localhost' }));
  });

  it('believes X-Forwarded-Host only from a trusted proxy', async () => {
    const untrusted = await open({});
    expectMisdirected(
      await request(untrusted, {
        url: '/api/health',
        host: EVIL_HOST,
        headers: { 'x-forwarded-host': 'localhost' },
      }),
    );
    // app.inject connects from 127.0.0.1.
    const trusted = await open({ trustProxy: '127.0.0.1' });
    expectMisdirected(
      await request(trusted, {
        url: '/api/health',
        host: 'localhost',
        headers: { 'x-forwarded-host': EVIL_HOST },
      }),
    );
    const forwarded = await request(trusted, {
      url: '/api/health',
      host: 'backend-7:3000',
      headers: { 'x-forwarded-host': 'localhost:3000' },
    });
    expect(forwarded.statusCode).toBe(200);
  });
});
