import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShareLinkSchema } from '#shared/contracts/calculations';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { saveCalculation } from '#tests/fixtures/calculations';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Foresight</title></head><body><div id="root"></div></body></html>';

const webRoot = mkdtempSync(path.join(tmpdir(), 'foresight-web-'));
writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
// A built script with the compressed copies vite-precompress writes beside it.
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), SCRIPT);
writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
// Pages are asked for as foresight.test, served as ALLOWED_HOSTS would serve it.
const testApp = setUpTestApp({ webRoot, allowedHosts: ['foresight.test'] });
let owner: SignedInUser;

beforeAll(async () => {
  owner = await registerUser(testApp.app);
});
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, language = 'en-US,en;q=0.9') =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { host: 'foresight.test', 'accept-language': language },
  });

const metaContent = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];

const createLink = async (title: string) => {
  const saved = await saveCalculation(testApp.app, owner.cookie, { title });
  const response = await callApi(testApp.app, {
    method: 'POST',
    url: `/api/calculations/${saved.id}/share`,
    cookie: owner.cookie,
  });
  return { saved, link: ShareLinkSchema.parse(response.json()) };
};

describe('Open Graph tags on share pages', () => {
  it('put the escaped title and the score into the shared page', async () => {
    const { saved, link } = await createLink('<script>alert("x")</script> & Co');
    const response = await page(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).not.toContain('<script>alert');
    const title = metaContent(html, 'og:title');
    expect(title).toBe(
      `&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co: success score ${saved.result.score}/100`,
    );
    expect(metaContent(html, 'og:description')).toContain(`${saved.result.score}%`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(`http://foresight.test${link.url}`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('speak Turkish to a Turkish client', async () => {
    const { saved, link } = await createLink('Kafe');
    const html = (await page(link.url, 'tr-TR,tr;q=0.9')).body;
    expect(metaContent(html, 'og:title')).toBe(`Kafe: başarı puanı ${saved.result.score}/100`);
  });

  it('fall back to generic tags for unknown, malformed and revoked tokens', async () => {
    const { saved, link } = await createLink('Revoked idea');
    await callApi(testApp.app, {
      method: 'DELETE',
      url: `/api/calculations/${saved.id}/share`,
      cookie: owner.cookie,
    });
    for (const url of [link.url, `/shared/${'B'.repeat(43)}`, '/shared/not-a-token!']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(metaContent(html, 'og:title')).toBe('Foresight: shared business survival estimate');
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(html).not.toContain('Revoked idea');
      expect(html).not.toContain('score');
    }
  });

  it('leave other pages as they are', async () => {
    const response = await page('/dashboard');
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('built assets', () => {
  const asset = (acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('are sent brotli-compressed to browsers that accept it, as the same script', async () => {
    const response = await asset('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('fall back to gzip, then to the plain file', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
