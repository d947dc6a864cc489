// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PAGES } from '#shared/routes';
import { insertBlogPost } from '#tests/fixtures/blog';
import { metaContent, preloadedImages } from '#tests/fixtures/page-head';
import { setUpTestApp } from '#tests/fixtures/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Foresight</title></head><body><div id="root"></div></body></html>';
const webRoot = mkdtempSync(path.join(tmpdir(), 'foresight-blog-web-'));
writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
writeFileSync(
  path.join(webRoot, 'robots.txt'),
  'User-agent: *\nDisallow: /api/\nSitemap: /sitemap.xml\n',
);
// app.inject sends Host: localhost, as a proxy that forwards its internal name would (ALLOWED_HOSTS).
const testApp = setUpTestApp({
  webRoot,
  publicOrigin: 'https://foresight.example',
  allowedHosts: ['localhost'],
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const HOSTILE_TITLE = `Cash & "runway" <script>alert('x')</script>`;

beforeAll(async () => {
  const { db } = testApp.database;
  await insertBlogPost(db, {
    slug: 'cash-runway',
    title: HOSTILE_TITLE,
    summary: 'Months of cash left <b>at</b> today’s burn & more.',
    bodyMarkdown: '## Why\n\n<img src=x onerror=alert(1)> [calc](/calculator)',
    category: 'money',
    tags: ['cash', 'runway'],
    publishedAt: new Date('2026-06-10T00:00:00Z'),
    updatedAt: new Date('2026-06-12T08:00:00Z'),
  });
  await insertBlogPost(db, {
    slug: 'nakit-omru',
    language: 'tr',
    title: 'Nakit ömrü',
    coverImageUrl: 'https://images.example.org/nakit.png',
    publishedAt: new Date('2026-06-11T00:00:00Z'),
  });
  await insertBlogPost(db, { slug: 'secret-draft', publishedAt: null });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** Parses XML as a browser does; a malformed document yields <parsererror>. */
const parseXml = (text: string) => {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
};
const texts = (document: Document, tag: string) =>
  [...document.getElementsByTagName(tag)].map((element) => element.textContent);

describe('GET /blog/rss.xml', () => {
  it('is well-formed RSS 2.0 of published posts, escaped, with absolute links', async () => {
    const response = await get('/blog/rss.xml?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseXml(response.body);
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    const items = feed.getElementsByTagName('item');
    expect(items).toHaveLength(1);
    const item = items[0];
    expect(item?.getElementsByTagName('title')[0]?.textContent).toBe(HOSTILE_TITLE);
    expect(item?.getElementsByTagName('link')[0]?.textContent).toBe(
      'https://foresight.example/blog/cash-runway?lang=en',
    );
    expect(item?.getElementsByTagName('pubDate')[0]?.textContent).toBe(
      'Wed, 10 Jun 2026 00:00:00 GMT',
    );
    expect(texts(feed, 'category')).toEqual(['money', 'cash', 'runway']);
    // The body is the post page's HTML, as escaped text: raw HTML in the markdown stays text.
    const html = item?.getElementsByTagName('content:encoded')[0]?.textContent ?? '';
    expect(html).toContain('<h2 id="section-why">Why</h2>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).not.toContain('secret-draft');
  });

  it('serves each language its own posts and refuses an unknown language', async () => {
    const turkish = parseXml((await get('/blog/rss.xml?lang=tr')).body);
    expect(texts(turkish, 'language')).toEqual(['tr']);
    expect(texts(turkish, 'title')).toEqual(['Foresight blogu', 'Nakit ömrü']);
    expect((await get('/blog/rss.xml?lang=de')).statusCode).toBe(400);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every content page and every published post in both languages with lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = parseXml(response.body);
    const locs = texts(sitemap, 'loc');
    for (const page of SITEMAP_PAGES) expect(locs).toContain(`https://foresight.example${page}`);
    expect(locs).toContain('https://foresight.example/blog/cash-runway?lang=en');
    expect(locs).toContain('https://foresight.example/blog/nakit-omru?lang=tr');
    expect(locs.join()).not.toContain('secret-draft');
    expect(texts(sitemap, 'lastmod')).toContain('2026-06-12T08:00:00.000Z');
  });

  it('is named in robots.txt by its absolute address', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nDisallow: /api/\nSitemap: https://foresight.example/sitemap.xml\n',
    );
  });

  it('is answered by the server, not by the web app’s page fallback', async () => {
    for (const url of ['/sitemap.xml', '/blog/rss.xml']) {
      expect((await get(url)).body).not.toContain('<div id="root">');
    }
  });
});

describe('Open Graph tags on /blog/:slug', () => {
  it('carry the post’s escaped title, summary, absolute cover and canonical address', async () => {
    const response = await get('/blog/cash-runway');
    const html = response.body;
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(metaContent(html, 'og:title')).toBe(HOSTILE_TITLE);
    expect(metaContent(html, 'og:description')).toBe(
      'Months of cash left <b>at</b> today’s burn & more.',
    );
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toBe('https://foresight.example/blog/covers/money.svg');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const canonical = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toBe(
      'https://foresight.example/blog/cash-runway?lang=en',
    );
    expect(metaContent(html, 'og:url')).toBe('https://foresight.example/blog/cash-runway?lang=en');
    // Its cover, the page's largest paint, is preloaded by the address the page's <img> uses.
    expect(preloadedImages(html)).toEqual(['/blog/covers/money.svg']);
  });

  it('find the post of the link’s language, else of the reader’s', async () => {
    const byQuery = await get('/blog/nakit-omru?lang=tr');
    expect(metaContent(byQuery.body, 'og:image')).toBe('https://images.example.org/nakit.png');
    expect(preloadedImages(byQuery.body)).toEqual(['https://images.example.org/nakit.png']);
    const byHeader = await get('/blog/nakit-omru', { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(metaContent(byHeader.body, 'og:title')).toBe('Nakit ömrü');
  });

  it('leave unknown posts and drafts as the plain page', async () => {
    for (const url of ['/blog/secret-draft', '/blog/no-such-post', '/blog/Bad%20Slug']) {
      expect((await get(url)).body).toBe(INDEX_HTML);
    }
  });
});
