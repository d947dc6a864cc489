import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { ALL_ENDPOINTS, endpointKey } from './support/contracts';
import { VALID_BODIES } from './support/bodies';
import {
  addressPool,
  createClient,
  type SignedInClient,
  sessionCookieOf,
  signUp,
  STRONG_PASSWORD,
} from './support/clients';
import { baseUrl, expectRefusal } from './support/http';
import { buildPath } from '#shared/contracts/endpoint';

// Cases 26, 31, 38, 50, 51 and 52 of ../shared/docs/security.md: cross-site writes, CORS,
// security headers and the CSP, method-override headers, and redirects after sign-in.
const nextAddress = addressPool(50);
const ANY_UUID = '00000000-0000-4000-8000-000000000000';
const EVIL = 'https://evil.example';

let alice: SignedInClient;
beforeAll(async () => {
  alice = await signUp(nextAddress());
});

const calculationCount = async () =>
  ((await alice.send('/api/calculations')).json() as { total: number }).total;

const crossSite = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site', origin: EVIL },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site', origin: EVIL },
  'only a foreign Origin (older browsers)': { origin: EVIL },
  'Origin: null (sandboxed frame)': { origin: 'null' },
};

describe('case 50: cross-site writes on every state-changing route, with a valid cookie', () => {
  const writes = ALL_ENDPOINTS.filter(
    (endpoint) => endpoint.method !== 'GET' && endpoint.path !== '/api/newsletter/unsubscribe',
  );

  it.each(writes.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s: 403 from every cross-site signal',
    async (_key, endpoint) => {
      const body = VALID_BODIES[endpointKey(endpoint)]?.() ?? {};
      const path = buildPath(
        endpoint.path,
        Object.fromEntries(
          [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => [
            match[1] ?? '',
            ANY_UUID,
          ]),
        ),
      );
      for (const headers of Object.values(crossSite)) {
        const response = await alice.send(path, {
          method: endpoint.method,
          json: body,
          sameOrigin: false,
          headers,
        });
        expectRefusal(response, 403, 'CROSS_SITE_REQUEST');
      }
    },
  );

  it.each([
    ['text/plain', JSON.stringify({ input: EXAMPLE_CALCULATOR_INPUT })],
    ['application/x-www-form-urlencoded', 'title=forged'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nforged\r\n--x--',
    ],
  ])('refuses a cross-site %s form and stores nothing', async (type, body) => {
    const response = await alice.send('/api/calculations', {
      body,
      sameOrigin: false,
      headers: { 'content-type': type, 'sec-fetch-site': 'cross-site', origin: EVIL },
    });
    expectRefusal(response, 403, 'CROSS_SITE_REQUEST');
    expect(await calculationCount()).toBe(0);
    expect(await (await alice.send('/api/account')).json()).toMatchObject({});
  });
});

describe('case 38: login CSRF', () => {
  it('refuses a cross-site auto-submitted login with the attacker’s credentials; no session', async () => {
    const attacker = await signUp(nextAddress());
    const victim = createClient(nextAddress());
    for (const headers of Object.values(crossSite)) {
      const response = await victim.send('/api/login', {
        json: { username: attacker.username, password: STRONG_PASSWORD },
        sameOrigin: false,
        headers,
      });
      expectRefusal(response, 403, 'CROSS_SITE_REQUEST');
      expect(victim.cookie).toBeNull();
    }
    const form = await victim.send('/api/login', {
      body: `username=${attacker.username}&password=${STRONG_PASSWORD}`,
      sameOrigin: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
    });
    expectRefusal(form, 403, 'CROSS_SITE_REQUEST');
    expect(victim.cookie).toBeNull();
  });
});

describe('case 51: CORS', () => {
  it.each([EVIL, 'null', `${baseUrl()}.evil.example`])(
    'does not reflect Origin %s, on reads, writes or preflights',
    async (origin) => {
      const read = await alice.send('/api/account', { sameOrigin: false, headers: { origin } });
      const preflight = await alice.send('/api/calculations', {
        method: 'OPTIONS',
        sameOrigin: false,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      for (const response of [read, preflight]) {
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
    },
  );
});

describe('case 26: security headers and the content security policy', () => {
  it.each(['/', '/auth', '/calculator', '/api/health', '/api/user', '/missing-page'])(
    '%s carries the policy and the hardening headers',
    async (path) => {
      const response = await alice.send(path);
      const csp = String(response.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives['script-src']).toBe("'self'");
      expect(directives['object-src']).toBe("'none'");
      expect(directives['base-uri']).toBe("'none'");
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      if (path.startsWith('/api/')) expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('serves no inline script in the page, so the policy can block injected ones', async () => {
    const page = await alice.send('/');
    expect(page.status).toBe(200);
    const inline = [...page.text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
      .filter((match) => !/type="application\/(?:ld\+)?json"/i.test(match[0]))
      .map((match) => match[1]?.trim())
      .filter(Boolean);
    expect(inline).toEqual([]);
  });
});

describe('case 31: method-override and URL-override headers', () => {
  it('ignores X-HTTP-Method-Override and X-Original-URL', async () => {
    const saved = await alice.send('/api/calculations', {
      json: { input: EXAMPLE_CALCULATOR_INPUT },
    });
    const { id } = saved.json() as { id: string };
    const overridden = await alice.send(`/api/calculations/${id}`, {
      headers: { 'x-http-method-override': 'DELETE', 'x-method-override': 'DELETE' },
    });
    expect(overridden.status).toBe(200);
    const rewritten = await alice.send('/api/health', {
      headers: {
        'x-original-url': '/api/blog/admin/posts',
        'x-rewrite-url': '/api/blog/admin/posts',
      },
    });
    expect(rewritten.json()).toMatchObject({ status: 'ok' });
    expect((await alice.send(`/api/calculations/${id}`)).status).toBe(200);
    await alice.send(`/api/calculations/${id}`, { method: 'DELETE' });
  });
});

describe('case 52: where sign-in sends the browser', () => {
  const hostile = [
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https:evil.com',
    '/%09/evil.com',
    '/%2F%2Fevil.com',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://app@evil.com',
    '/%0d%0aSet-Cookie:x=1',
  ];
  it.each(hostile)('never redirects off-site or splits headers for %s', async (target) => {
    for (const path of [
      `/api/auth/oidc/start?redirect=${encodeURIComponent(target)}`,
      `/auth?redirect=${encodeURIComponent(target)}`,
      `/auth?redirectAfterLogin=${encodeURIComponent(target)}`,
    ]) {
      const response = await alice.send(path);
      const location = response.headers.location;
      if (location !== undefined) {
        const resolved = new URL(location, baseUrl());
        expect(resolved.origin, `${path} → ${location}`).toBe(baseUrl());
      }
      expect(response.headers['set-cookie'] ?? []).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^x=1/)]),
      );
      expect(response.status).toBeLessThan(500);
    }
    expect(sessionCookieOf(alice)).not.toBeNull();
  });
});
