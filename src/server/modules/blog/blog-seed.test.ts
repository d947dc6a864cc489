import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/index';
import { BLOG_CONTENT_FOLDER, seedDemoContent } from '#server/seed-demo-content';
import { BLOG_FIXTURE_FOLDER } from '#tests/fixtures/blog';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { parsePostFile, readPostFiles, seedBlogPosts } from './blog-seed';

const testApp = setUpTestApp();
const scratch = mkdtempSync(path.join(tmpdir(), 'foresight-blog-content-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const VALID = `---
title: A valid title
summary: A summary that is long enough.
category: money
tags: cash, runway
featured: false
published: 2026-06-01
author: Foresight team
---
Body text.
`;

describe('parsePostFile', () => {
  it('reads the agreed format: slug from the file name, tags split, date at midnight UTC', () => {
    const post = parsePostFile('content/blog/en/cash-runway.md', 'en', VALID);
    expect(post).toMatchObject({
      slug: 'cash-runway',
      language: 'en',
      tags: ['cash', 'runway'],
      featured: false,
      publishedAt: new Date('2026-06-01T00:00:00.000Z'),
      bodyMarkdown: 'Body text.',
      seedKey: 'en/cash-runway',
      authorUserId: null,
    });
  });

  it.each([
    ['an unknown category', VALID.replace('category: money', 'category: gossip')],
    ['an unknown key', VALID.replace('featured: false', 'featured: false\ncolour: red')],
    ['a repeated key', VALID.replace('featured: false', 'featured: false\nfeatured: true')],
    ['a bad date', VALID.replace('2026-06-01', '2026-13-01')],
    ['too many tags', VALID.replace('cash, runway', 'a, b, c, d, e, f, g, h, i')],
    ['no front matter', 'Just a body.'],
    ['an empty body', VALID.replace('Body text.\n', '')],
    ['a missing title', VALID.replace('title: A valid title\n', '')],
  ])('fails on %s, naming the file', (_name, text) => {
    expect(() => parsePostFile('content/blog/en/broken-post.md', 'en', text)).toThrow(
      /content\/blog\/en\/broken-post\.md is malformed/,
    );
  });

  it('fails on a file name that is not a slug', () => {
    expect(() => parsePostFile('content/blog/en/Bad Name.md', 'en', VALID)).toThrow(/Bad Name/);
  });
});

describe('seeding the blog', () => {
  it('every committed post file parses', async () => {
    const posts = await readPostFiles(BLOG_CONTENT_FOLDER);
    expect(posts.length).toBeGreaterThan(0);
    for (const language of ['en', 'tr']) {
      expect(posts.filter((post) => post.language === language).length, language).toBeGreaterThan(
        0,
      );
    }
  });

  it('is idempotent and keeps an admin’s later edit', async () => {
    const { db } = testApp.database;
    expect(await seedBlogPosts(db, BLOG_FIXTURE_FOLDER)).toBe(2);
    await db
      .update(blogPosts)
      .set({ title: 'Edited by an admin' })
      .where(eq(blogPosts.seedKey, 'en/fixture-post'));
    expect(await seedBlogPosts(db, BLOG_FIXTURE_FOLDER)).toBe(0);
    const rows = await db.select().from(blogPosts).where(eq(blogPosts.seedKey, 'en/fixture-post'));
    expect(rows.map((row) => row.title)).toEqual(['Edited by an admin']);
  });

  it('seedDemoContent seeds the content folder once', async () => {
    const { db } = testApp.database;
    await seedDemoContent(db);
    const count = async () => (await db.select({ id: blogPosts.id }).from(blogPosts)).length;
    const after = await count();
    await seedDemoContent(db);
    expect(await count()).toBe(after);
    expect(after).toBe(2 + (await readPostFiles(BLOG_CONTENT_FOLDER)).length);
  });

  it('fails the whole seeding on one malformed file, naming it', async () => {
    mkdirSync(path.join(scratch, 'en'), { recursive: true });
    writeFileSync(path.join(scratch, 'en', 'good-post.md'), VALID);
    writeFileSync(path.join(scratch, 'en', 'bad-post.md'), VALID.replace('money', 'gossip'));
    await expect(seedBlogPosts(testApp.database.db, scratch)).rejects.toThrow(/bad-post\.md/);
    const rows = await testApp.database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.seedKey, 'en/good-post'));
    expect(rows).toEqual([]);
  });
});
