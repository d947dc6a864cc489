import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  addressPool,
  createClient,
  type SignedInClient,
  signIn,
  signUp,
  STRONG_PASSWORD,
  uniqueUsername,
} from './support/clients';
import { expectRefusal, type HttpResponse, leaksInternals } from './support/http';

// Cases 3–17 and 19 of ../shared/docs/security.md: malformed, oversized and hostile input is
// refused with the API's one error body (never a 500, a stack or SQL text), and nothing is stored.
const nextAddress = addressPool(3);
const visitor = () => createClient(nextAddress());

let alice: SignedInClient;
beforeAll(async () => {
  alice = await signUp(nextAddress());
});

const expectNoServerError = (response: HttpResponse) => {
  expect(response.status, response.text).toBeLessThan(500);
  expect(leaksInternals(response.text), response.text).toBe(false);
};

const calculationCount = async () => {
  const response = await alice.send('/api/calculations');
  return (response.json() as { total: number }).total;
};

const raw = (client: ReturnType<typeof visitor>, path: string, body: string | Buffer) =>
  client.send(path, { body, headers: { 'content-type': 'application/json' } });

describe('case 3: malformed ids in paths', () => {
  const ids = [
    'abc',
    '-1',
    '0',
    '1e309',
    '9223372036854775808',
    '1;',
    '00000000-0000-4000-8000-00000000000g',
    '%00',
    '%2e%2e%2f',
    "1'%20OR%20'1'='1",
  ];
  it.each(ids)('%s: 400 or 404 with the error body, never a 500', async (id) => {
    for (const path of [
      `/api/calculations/${id}`,
      `/api/businesses/${id}`,
      `/api/analysis-reports/${id}`,
      `/api/experiments/${id}`,
      `/api/shared/${id}`,
    ]) {
      const response = await alice.send(path, {
        method: path.startsWith('/api/experiments/') ? 'DELETE' : 'GET',
      });
      expect([400, 404], `${path}: ${response.text}`).toContain(response.status);
      expectRefusal(response, response.status);
    }
  });
});

describe('cases 4 and 5: size limits', () => {
  it('refuses a 1.1 MiB JSON body with 413 on every kind of POST', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1.1 * 1024 * 1024) });
    for (const path of ['/api/predict', '/api/calculations', '/api/register', '/api/login']) {
      expectRefusal(await raw(alice, path, big), 413, 'PAYLOAD_TOO_LARGE');
    }
    expect(await calculationCount()).toBe(0);
  });

  it('caps credentials at 16 KiB, so a 1 MB password never reaches argon2', async () => {
    const started = performance.now();
    const response = await visitor().send('/api/login', {
      json: { username: alice.username, password: 'p'.repeat(1024 * 1024) },
    });
    expectRefusal(response, 413, 'PAYLOAD_TOO_LARGE');
    // Refused on its size alone, well before a hash of a megabyte could run.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses fields over their length inside the body limit (400 naming the field)', async () => {
    const title = await alice.send('/api/calculations', {
      json: { input: EXAMPLE_CALCULATOR_INPUT, title: 't'.repeat(20_000) },
    });
    expect(expectRefusal(title, 400, 'VALIDATION_FAILED').fieldErrors).toHaveProperty('title');
    const password = await visitor().send('/api/register', {
      json: { username: uniqueUsername('long'), password: 'p'.repeat(5000) },
    });
    expect(expectRefusal(password, 400, 'VALIDATION_FAILED').fieldErrors).toHaveProperty(
      'password',
    );
    const name = await alice.send('/api/businesses', { json: { name: 'n'.repeat(10_000) } });
    expectRefusal(name, 400, 'VALIDATION_FAILED');
    expect(await calculationCount()).toBe(0);
  });

  it('refuses a 10^5-element array where the predict input has a single value', async () => {
    const response = await visitor().send('/api/predict', {
      json: { ...EXAMPLE_CALCULATOR_INPUT, sector: Array.from({ length: 100_000 }, () => 'x') },
    });
    // 100,000 short strings are far above the 64 KiB limit: refused before parsing.
    expect([400, 413]).toContain(response.status);
    expectRefusal(response, response.status);
  });
});

describe('cases 6 and 7: content types other than JSON', () => {
  const bodies: [string, string][] = [
    ['application/xml', '<username>x</username>'],
    ['application/x-www-form-urlencoded', `username=x&password=${STRONG_PASSWORD}`],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    ],
    ['text/plain', JSON.stringify({ username: 'attacker', password: STRONG_PASSWORD })],
    ['text/plain;charset=UTF-8', JSON.stringify(EXAMPLE_CALCULATOR_INPUT)],
  ];
  it.each(bodies)('%s: 415 and nothing stored', async (type, body) => {
    for (const path of ['/api/register', '/api/login', '/api/predict', '/api/calculations']) {
      const response = await alice.send(path, { body, headers: { 'content-type': type } });
      expectRefusal(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await calculationCount()).toBe(0);
  });
});

describe('case 8: broken JSON', () => {
  const good = JSON.stringify(EXAMPLE_CALCULATOR_INPUT);
  it.each([
    ['truncated', '{"sector":'],
    ['empty', ''],
    ['a byte order mark', `\uFEFF${good}`],
    ['a trailing comma', `${good.slice(0, -1)},}`],
    ['a bare string', '"hello"'],
  ])('%s: 400 with the error body', async (_name, body) => {
    expectRefusal(await raw(visitor(), '/api/predict', body), 400, 'VALIDATION_FAILED');
  });

  it('reads duplicate keys one way only: the last one wins', async () => {
    const valid = await raw(visitor(), '/api/predict', good);
    expect(valid.status).toBe(200);
    const duplicated = await raw(
      visitor(),
      '/api/predict',
      `{"sector":"not-a-sector",${good.slice(1)}`,
    );
    expect(duplicated.status).toBe(200);
    expect(duplicated.json()).toEqual(valid.json());
  });
});

describe('case 9: prototype pollution', () => {
  it.each([
    `{"__proto__":{"isAdmin":true},"username":"proto_user","password":"${STRONG_PASSWORD}"}`,
    `{"constructor":{"prototype":{"isAdmin":true}},"username":"proto_user","password":"${STRONG_PASSWORD}"}`,
  ])('%s: 400, no account, and nobody becomes an admin', async (body) => {
    const client = visitor();
    expectRefusal(await raw(client, '/api/register', body), 400, 'VALIDATION_FAILED');
    expect(client.cookie).toBeNull();
    const me = await alice.send('/api/user');
    expect(me.json()).toMatchObject({ isAdmin: false });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const login = await visitor().send('/api/login', {
      json: { username: 'proto_user', password: STRONG_PASSWORD },
    });
    expectRefusal(login, 401, 'INVALID_CREDENTIALS');
  });
});

describe('case 10: mass assignment', () => {
  it('refuses role, id, owner, timestamps and balances in bodies (strict schemas)', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      [
        'POST',
        '/api/register',
        { username: uniqueUsername('mass'), password: STRONG_PASSWORD, role: 'admin' },
      ],
      [
        'POST',
        '/api/register',
        { username: uniqueUsername('mass'), password: STRONG_PASSWORD, isAdmin: true },
      ],
      ['POST', '/api/calculations', { input: EXAMPLE_CALCULATOR_INPUT, userId: 'someone' }],
      [
        'POST',
        '/api/calculations',
        { input: EXAMPLE_CALCULATOR_INPUT, createdAt: '2000-01-01T00:00:00Z' },
      ],
      ['POST', '/api/businesses', { name: 'Mine', id: '00000000-0000-4000-8000-000000000000' }],
      ['POST', '/api/businesses', { name: 'Mine', tokens: 1e9 }],
      ['PATCH', '/api/account/profile', { displayName: 'x', role: 'admin' }],
    ];
    for (const [method, path, json] of cases) {
      const client = path === '/api/register' ? visitor() : alice;
      expectRefusal(await client.send(path, { method, json }), 400, 'VALIDATION_FAILED');
    }
    expect(await calculationCount()).toBe(0);
    expect((await alice.send('/api/user')).json()).toMatchObject({ isAdmin: false });
    const businesses = (await alice.send('/api/businesses')).json() as { businesses: unknown[] };
    expect(businesses.businesses).toEqual([]);
  });
});

describe('case 11: type confusion on the credential endpoints', () => {
  const bodies = [
    { username: 'someone', password: ['x'] },
    { username: { $ne: null }, password: STRONG_PASSWORD },
    { username: true, password: STRONG_PASSWORD },
    { username: 12345, password: 12345678 },
    { username: null, password: null },
    [{ username: 'someone', password: STRONG_PASSWORD }],
  ];
  it.each(bodies)('%j: 400 from login and register, no session', async (json) => {
    for (const path of ['/api/login', '/api/register']) {
      const client = visitor();
      expectRefusal(await client.send(path, { json }), 400, 'VALIDATION_FAILED');
      expect(client.cookie).toBeNull();
    }
  });
});

describe('cases 12 and 13: NUL, lone surrogates and invalid UTF-8', () => {
  it('refuses NUL in every kind of text field with 400 (not a database 500)', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/api/register', { username: 'ab\u0000cd', password: STRONG_PASSWORD }],
      ['/api/calculations', { input: EXAMPLE_CALCULATOR_INPUT, title: 'a\u0000b' }],
      ['/api/businesses', { name: 'a\u0000b' }],
      [
        '/api/newsletter/subscriptions',
        { email: 'a\u0000b@example.com', language: 'en', consent: true },
      ],
    ];
    for (const [path, json] of cases) {
      const client =
        path === '/api/register' || path.startsWith('/api/newsletter') ? visitor() : alice;
      expectRefusal(await client.send(path, { json }), 400, 'VALIDATION_FAILED');
    }
    const blog = await visitor().send('/api/blog/posts?q=a%00b');
    expectNoServerError(blog);
    expect(await calculationCount()).toBe(0);
  });

  it('refuses a lone surrogate escape with 400', async () => {
    const response = await raw(
      alice,
      '/api/calculations',
      `{"input":${JSON.stringify(EXAMPLE_CALCULATOR_INPUT)},"title":"a\\ud800b"}`,
    );
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(await calculationCount()).toBe(0);
  });

  it.each([
    ['an overlong slash 0xC0 0xAF', [0xc0, 0xaf]],
    ['an overlong 3-byte form', [0xe0, 0x80, 0xaf]],
    ['a stray continuation byte', [0x80]],
    ['a UTF-16 surrogate encoded in UTF-8', [0xed, 0xa0, 0x80]],
  ])('refuses raw %s in a JSON body with 400, storing nothing', async (_name, bytes) => {
    const body = Buffer.concat([
      Buffer.from(`{"input":${JSON.stringify(EXAMPLE_CALCULATOR_INPUT)},"title":"a`),
      Buffer.from(bytes),
      Buffer.from('b"}'),
    ]);
    const response = await raw(alice, '/api/calculations', body);
    expect(expectRefusal(response, 400, 'VALIDATION_FAILED').message).toMatch(/UTF-8/);
    expect(await calculationCount()).toBe(0);
  });
});

describe('case 14: look-alike and invisible characters in usernames', () => {
  it.each([
    ['an RTL override', 'abc\u202Edef'],
    ['a zero-width space', 'ab\u200Bcd'],
    ['Latin mixed with Cyrillic', 'аdmin_mixed'],
  ])('refuses %s with 400', async (_name, username) => {
    const client = visitor();
    const response = await client.send('/api/register', {
      json: { username, password: STRONG_PASSWORD },
    });
    expect(expectRefusal(response, 400, 'VALIDATION_FAILED').fieldErrors).toHaveProperty(
      'username',
    );
    expect(client.cookie).toBeNull();
  });

  it('keeps one account per look-alike: Cyrillic, fullwidth and NFD copies are taken', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    // Letters c and o only, each of which has a Cyrillic twin.
    const original = `coco${Date.now().toString(2).slice(-12).replace(/0/g, 'c').replace(/1/g, 'o')}`;
    await signUp(nextAddress(), { username: original });
    const copies = [
      original.replace(/c/g, 'с').replace(/o/g, 'о'), // all Cyrillic
      original.toUpperCase(),
      Array.from(original, (letter) =>
        String.fromCodePoint((letter.codePointAt(0) ?? 0) + 0xfee0),
      ).join(''),
    ];
    for (const username of copies) {
      const response = await visitor().send('/api/register', {
        json: { username, password: STRONG_PASSWORD },
      });
      expectRefusal(response, 409, 'USERNAME_TAKEN');
    }
    const nfc = `café_${suffix}`;
    await signUp(nextAddress(), { username: nfc });
    const nfd = await visitor().send('/api/register', {
      json: { username: nfc.normalize('NFD'), password: STRONG_PASSWORD },
    });
    expectRefusal(nfd, 409, 'USERNAME_TAKEN');
  });
});

describe('case 15: e-mail fields', () => {
  it.each([
    ['a CRLF header injection', 'a@example.com\r\nBcc: victim@example.com'],
    ['no domain dot', 'a@b'],
    ['a 330-character address', `${'a'.repeat(320)}@example.com`],
  ])('refuses %s with 400 and sends nothing', async (_name, email) => {
    const response = await visitor().send('/api/newsletter/subscriptions', {
      json: { email, language: 'en', consent: true },
    });
    expect(expectRefusal(response, 400, 'VALIDATION_FAILED').fieldErrors).toHaveProperty('email');
  });
});

describe('case 16: the predict API', () => {
  it.each([
    [
      'Infinity (1e999)',
      (input: string) =>
        input.replace(/("startingCapital"|"capital[A-Za-z]*"):\s*[0-9.]+/, '$1:1e999'),
    ],
    ['a negative amount', (input: string) => input.replace(/(:)(\d+)(,|})/, '$1-$2$3')],
    ['a NaN string', (input: string) => input.replace(/(:)(\d+)(,|})/, '$1"NaN"$3')],
    [
      'an unknown sector',
      (input: string) => input.replace(/"sector":"[^"]+"/, '"sector":"not-a-sector"'),
    ],
    ['a missing field', (input: string) => input.replace(/"sector":"[^"]+",?/, '')],
  ])('%s: 400 with per-field errors', async (_name, change) => {
    const good = JSON.stringify(EXAMPLE_CALCULATOR_INPUT);
    const body = change(good);
    expect(body).not.toBe(good);
    const response = await raw(visitor(), '/api/predict', body);
    const error = expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors ?? {})).not.toHaveLength(0);
  });
});

describe('cases 2 and 17: sort and repeated query parameters', () => {
  it('refuses a sort parameter on the saved list (no column can be named)', async () => {
    for (const query of ['sort=created_at;DROP%20TABLE%20x', 'sort=password_hash', 'a[b]=1']) {
      expectRefusal(await alice.send(`/api/calculations?${query}`), 400, 'VALIDATION_FAILED');
    }
  });

  it('answers a repeated parameter one way every time (400)', async () => {
    const first = await alice.send('/api/calculations?page=1&page=2');
    const again = await alice.send('/api/calculations?page=1&page=2');
    expectRefusal(first, 400, 'VALIDATION_FAILED');
    expect(again.text).toBe(first.text);
    const blog = await visitor().send('/api/blog/posts?lang=en&lang=tr');
    expectNoServerError(blog);
  });

  it('ignores a sort on the public blog list: the same posts as without it', async () => {
    const plain = await visitor().send('/api/blog/posts?lang=en');
    const sorted = await visitor().send('/api/blog/posts?lang=en&sort=password_hash');
    expect(sorted.status).toBe(plain.status);
    expect(sorted.text).toBe(plain.text);
  });
});

describe('case 19: regular-expression denial of service', () => {
  it.each([
    [
      'newsletter e-mail',
      '/api/newsletter/subscriptions',
      (evil: string) => ({ email: evil, language: 'en', consent: true }),
    ],
    [
      'username',
      '/api/register',
      (evil: string) => ({ username: evil, password: STRONG_PASSWORD }),
    ],
    [
      'profile photo URL',
      '/api/account/profile',
      (evil: string) => ({ photoURL: `https://${evil}` }),
    ],
  ])(
    'refuses a 50,000-character %s quickly, and health stays prompt',
    async (_name, path, body) => {
      const evil = `${'a'.repeat(50_000)}!`;
      const client = path === '/api/account/profile' ? alice : visitor();
      const started = performance.now();
      const response = await client.send(path, {
        method: path === '/api/account/profile' ? 'PATCH' : 'POST',
        json: body(evil),
      });
      const took = performance.now() - started;
      expect([400, 413]).toContain(response.status);
      expectRefusal(response, response.status);
      // A backtracking pattern takes seconds to minutes on this input; a linear one a millisecond.
      expect(took).toBeLessThan(1000);
      const healthStarted = performance.now();
      expect((await visitor().send('/api/health')).status).toBe(200);
      expect(performance.now() - healthStarted).toBeLessThan(1000);
    },
  );
});

describe('case 1: injection strings are data', () => {
  const INJECTIONS = [
    "' OR '1'='1' --",
    "'; DROP TABLE users;--",
    '1) OR (1=1',
    "\\'",
    '%27',
    '$1',
  ];

  it('stores a calculation title and a business name literally and gives them back', async () => {
    for (const text of INJECTIONS) {
      const saved = await alice.send('/api/calculations', {
        json: { input: EXAMPLE_CALCULATOR_INPUT, title: text },
      });
      expect(saved.status, saved.text).toBe(201);
      const { id, title } = saved.json() as { id: string; title: string };
      expect(title).toBe(text);
      expect((await alice.send(`/api/calculations/${id}`)).json()).toMatchObject({ title: text });
      await alice.send(`/api/calculations/${id}`, { method: 'DELETE' });
      const business = await alice.send('/api/businesses', { json: { name: text } });
      expect(business.status, business.text).toBe(201);
      const created = business.json() as { id: string; name: string };
      expect(created.name).toBe(text);
      await alice.send(`/api/businesses/${created.id}`, { method: 'DELETE' });
    }
  });

  it('refuses them as usernames (400), and every table still answers afterwards', async () => {
    for (const text of INJECTIONS) {
      for (const path of ['/api/login', '/api/register']) {
        const response = await visitor().send(path, {
          json: { username: text, password: STRONG_PASSWORD },
        });
        expectRefusal(response, 400, 'VALIDATION_FAILED');
      }
      const search = await visitor().send(`/api/blog/posts?q=${encodeURIComponent(text)}`);
      expect(search.status).toBe(200);
      expect((search.json() as { items: unknown[] }).items).toEqual([]);
    }
    // Users, sessions and calculations are intact: sign-in and the lists still work.
    const again = await signIn(nextAddress(), {
      username: alice.username,
      password: alice.password,
    });
    expect((await again.send('/api/user')).json()).toMatchObject({ username: alice.username });
    expect(await calculationCount()).toBe(0);
  });
});
