import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_PAGE_SIZE,
  BlogListResponseSchema,
  type BlogListQuery,
  BlogPostSchema,
} from '#shared/contracts/blog';
import { insertBlogPost } from '#tests/fixtures/blog';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();
const day = (n: number) => new Date(Date.UTC(2026, 5, n));

const list = async (query: BlogListQuery) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  const response = await callApi(testApp.app, { method: 'GET', url: `/api/blog/posts?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return BlogListResponseSchema.parse(response.json());
};
const slugs = (response: { items: { slug: string }[] }) => response.items.map((item) => item.slug);

beforeAll(async () => {
  const { db } = testApp.database;
  await insertBlogPost(db, {
    slug: 'girisim-sermayesi',
    language: 'tr',
    title: 'GİRİŞİM sermayesi nasıl hesaplanır',
    summary: 'Yeni bir girişim için başlangıç sermayesi.',
    category: 'money',
    tags: ['girişim', 'nakit'],
    publishedAt: day(3),
  });
  await insertBlogPost(db, {
    slug: 'nakit-omru',
    language: 'tr',
    title: 'Nakit ömrü',
    summary: 'Kasada kalan paranın kaç ay yeteceği.',
    bodyMarkdown: 'Işık hızında değil: %100 emin olmadan harcamayın.',
    category: 'money',
    tags: ['nakit'],
    featured: true,
    publishedAt: day(5),
  });
  await insertBlogPost(db, {
    slug: 'talep-testi',
    language: 'tr',
    title: 'Talep testi',
    summary: 'Para harcamadan önce talebi ölçmek.',
    category: 'demand-testing',
    tags: ['doğrulama'],
    publishedAt: day(4),
  });
  await insertBlogPost(db, {
    slug: 'taslak-yazi',
    language: 'tr',
    title: 'Taslak girişim yazısı',
    category: 'money',
    tags: ['nakit'],
    publishedAt: null,
  });
  for (let n = 1; n <= BLOG_PAGE_SIZE + 2; n += 1) {
    await insertBlogPost(db, {
      slug: `english-post-${n}`,
      title: `English post ${n}`,
      category: n % 2 === 0 ? 'planning' : 'survival-data',
      tags: n === 1 ? ['odd_tag'] : [],
      publishedAt: day(n),
    });
  }
});

describe('GET /api/blog/posts', () => {
  it('lists one language newest first, paginated, with facets of all its published posts', async () => {
    const first = await list({ lang: 'en' });
    expect(first.total).toBe(BLOG_PAGE_SIZE + 2);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(BLOG_PAGE_SIZE);
    expect(first.items[0]?.slug).toBe(`english-post-${BLOG_PAGE_SIZE + 2}`);
    const second = await list({ lang: 'en', page: 2 });
    expect(slugs(second)).toEqual(['english-post-2', 'english-post-1']);
    expect(first.categories).toEqual([
      { id: 'survival-data', count: 6 },
      { id: 'planning', count: 5 },
    ]);
    expect((await list({ lang: 'en', page: 3 })).items).toEqual([]);
  });

  it('never shows drafts, in lists, counts or facets', async () => {
    const turkish = await list({ lang: 'tr' });
    expect(slugs(turkish)).toEqual(['nakit-omru', 'talep-testi', 'girisim-sermayesi']);
    expect(turkish.tags).toEqual([
      { tag: 'nakit', count: 2 },
      { tag: 'doğrulama', count: 1 },
      { tag: 'girişim', count: 1 },
    ]);
    expect(turkish.categories).toEqual([
      { id: 'demand-testing', count: 1 },
      { id: 'money', count: 2 },
    ]);
  });

  it.each([
    ['girisim', ['girisim-sermayesi']],
    ['GİRİŞİM', ['girisim-sermayesi']],
    ['Girişim Sermayesi', ['girisim-sermayesi']],
    ['isik', ['nakit-omru']],
    ['talebi', ['talep-testi']],
    ['dogrulama', ['talep-testi']],
    ['nakit', ['nakit-omru', 'girisim-sermayesi']],
    ['%100', ['nakit-omru']],
    ['%', ['nakit-omru']],
    ['_', []],
  ])('search "%s" in title, summary, body and tags, Turkish-aware', async (q, expected) => {
    expect(slugs(await list({ lang: 'tr', q }))).toEqual(expected);
  });

  it('treats LIKE wildcards in a query as plain characters', async () => {
    expect(slugs(await list({ lang: 'en', q: 'odd_tag' }))).toEqual(['english-post-1']);
    expect(slugs(await list({ lang: 'en', q: 'odd%tag' }))).toEqual([]);
  });

  it('filters by category, tag and featured, and combines them with search', async () => {
    expect(slugs(await list({ lang: 'tr', category: 'demand-testing' }))).toEqual(['talep-testi']);
    expect(slugs(await list({ lang: 'tr', tag: 'nakit' }))).toEqual([
      'nakit-omru',
      'girisim-sermayesi',
    ]);
    expect(slugs(await list({ lang: 'tr', featured: 'true' }))).toEqual(['nakit-omru']);
    expect(slugs(await list({ lang: 'tr', tag: 'nakit', q: 'sermaye' }))).toEqual([
      'girisim-sermayesi',
    ]);
  });

  it.each([`' OR '1'='1' --`, `'; DROP TABLE blog_posts;--`, '1) OR (1=1', "\\'", '%27', '$1'])(
    'takes the injection string %s as literal text (case 1)',
    async (q) => {
      expect((await list({ lang: 'tr', q })).items).toEqual([]);
      expect((await list({ lang: 'tr' })).total).toBe(3);
    },
  );

  it('refuses an unknown category and a page out of range', async () => {
    for (const url of ['/api/blog/posts?category=gossip', '/api/blog/posts?page=0']) {
      const response = await callApi(testApp.app, { method: 'GET', url });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/blog/posts/:slug', () => {
  it('answers the rendered post with the category cover and related posts, newest first', async () => {
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/blog/posts/girisim-sermayesi?lang=tr',
    });
    expect(response.statusCode).toBe(200);
    const post = BlogPostSchema.parse(response.json());
    expect(post.title).toBe('GİRİŞİM sermayesi nasıl hesaplanır');
    expect(post.coverImageUrl).toBe('/blog/covers/money.svg');
    expect(post.html).toBe('<p>Some words.</p>\n');
    // Same category or a shared tag; never the draft, never the post itself.
    expect(slugs({ items: post.related })).toEqual(['nakit-omru']);
  });

  it('is the same 404 for an unknown slug, a draft and a post of the other language', async () => {
    for (const url of [
      '/api/blog/posts/no-such-post?lang=tr',
      '/api/blog/posts/taslak-yazi?lang=tr',
      '/api/blog/posts/girisim-sermayesi?lang=en',
    ]) {
      const response = await callApi(testApp.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(errorBodyOf(response).code).toBe('NOT_FOUND');
    }
  });

  it.each(['Bad%20Slug', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '..%5c', '.env'])(
    'refuses the malformed or traversing slug %s with 400 (case 18)',
    async (slug) => {
      const response = await callApi(testApp.app, {
        method: 'GET',
        url: `/api/blog/posts/${slug}`,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});
