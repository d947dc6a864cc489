// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/index';
import { insertBlogPost } from '#tests/fixtures/blog';
import { metaContent, preloadedImages } from '#tests/fixtures/page-head';
import { createTestApp, setUpTestApp } from '#tests/fixtures/test-app';
import { BLOG_TEXT } from './blog-feeds';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Foresight</title></head><body><div id="root"></div></body></html>';
const webRoot = mkdtempSync(path.join(tmpdir(), 'foresight-blog-list-web-'));
writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
const testApp = setUpTestApp({ webRoot });
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const day = (n: number) => new Date(Date.UTC(2026, 5, n));
let newestId = '';

beforeAll(async () => {
  const { db } = testApp.database;
  await insertBlogPost(db, { category: 'money', publishedAt: day(1) });
  await insertBlogPost(db, { category: 'demand-testing', publishedAt: day(2) });
  newestId = (
    await insertBlogPost(db, {
      category: 'planning',
      coverImageUrl: 'https://images.example.org/a"b.png',
      publishedAt: day(3),
    })
  ).id;
  await insertBlogPost(db, { category: 'planning', publishedAt: day(9), language: 'tr' });
  await insertBlogPost(db, { category: 'money', publishedAt: null });
});

const page = (url: string, language = 'en-US,en;q=0.9') =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('the blog list page’s HTML', () => {
  it('preloads the newest posts’ covers, as many as the page asks for first', async () => {
    const html = (await page('/blog')).body;
    // Newest first, two of three; the draft and the Turkish post are not on this page.
    expect(preloadedImages(html)).toEqual([
      'https://images.example.org/a"b.png',
      '/blog/covers/demand-testing.svg',
    ]);
    expect(html).toContain('href="https://images.example.org/a&quot;b.png"');
  });

  it('carries the blog’s name and description as its link preview, in the reader’s language', async () => {
    const html = (await page('/blog/', 'tr-TR,tr;q=0.9')).body;
    expect(metaContent(html, 'og:title')).toBe(BLOG_TEXT.tr.title);
    expect(metaContent(html, 'og:description')).toBe(BLOG_TEXT.tr.description);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(preloadedImages(html)).toEqual(['/blog/covers/planning.svg']);
  });

  it('preloads nothing for a filtered list or a later page, whose cards differ', async () => {
    for (const url of ['/blog?category=money', '/blog?q=cash', '/blog?tag=x', '/blog?page=2']) {
      const html = (await page(url)).body;
      expect(preloadedImages(html), url).toEqual([]);
      expect(metaContent(html, 'og:title'), url).toBe(BLOG_TEXT.en.title);
    }
  });

  it('preloads the featured posts’ covers once there are featured posts (each address once)', async () => {
    const { db } = testApp.database;
    await insertBlogPost(db, { category: 'money', featured: true, publishedAt: day(4) });
    await insertBlogPost(db, { category: 'money', featured: true, publishedAt: day(5) });
    await db.update(blogPosts).set({ featured: true }).where(eq(blogPosts.id, newestId));
    // The newest two featured posts share one cover: one preload.
    expect(preloadedImages((await page('/blog')).body)).toEqual(['/blog/covers/money.svg']);
  });

  it('is served plain when its preview cannot be looked up (the database is away)', async () => {
    const doomed = await createTestApp({ webRoot });
    try {
      await doomed.database.close();
      const response = await doomed.app.inject({ method: 'GET', url: '/blog' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    } finally {
      await doomed.app.close();
    }
  });
});
