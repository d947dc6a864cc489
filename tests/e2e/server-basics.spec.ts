import { expect, test } from '@playwright/test';

// The real server as started by `npm start`, seen over HTTP.
test.describe('server basics', () => {
  test('health answers ok on the embedded database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite', version: '1.0' });
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('pages carry the security headers and a CSP without inline scripts', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('unknown API paths get JSON, unknown pages get the web app', async ({ request }) => {
    const api = await request.get('/api/does-not-exist');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const page = await request.get('/no/such/page');
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });

  test('a cross-site POST is refused', async ({ request }) => {
    const response = await request.post('/api/login', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      data: { username: 'someone', password: 'whatever-123' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  test('the OpenAPI document describes the endpoints', async ({ request }) => {
    const response = await request.get('/api/docs/json');
    expect(response.status()).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/login',
        '/api/register',
        '/api/logout',
        '/api/user',
      ]),
    );
  });
});
