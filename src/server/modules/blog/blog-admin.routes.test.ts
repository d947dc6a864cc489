import { beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '#shared/contracts/auth';
import { BlogAdminPostSchema, type BlogPostInput } from '#shared/contracts/blog';
import { getCurrentUser, registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { blogInput, registerAdmin } from '#tests/fixtures/blog';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock(new Date('2026-07-01T10:00:00Z'));
const testApp = setUpTestApp({ clock });
let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  admin = await registerAdmin(testApp.app, testApp.database.db);
  member = await registerUser(testApp.app);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Same-origin JSON, as the web app sends it (PUT is not in callApi). */
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const create = async (input: BlogPostInput = blogInput()) => {
  const response = await call('POST', '/api/blog/admin/posts', admin.cookie, input);
  expect(response.statusCode, response.body).toBe(201);
  return BlogAdminPostSchema.parse(response.json());
};
const publish = (id: string, published: boolean) =>
  call('POST', `/api/blog/admin/posts/${id}/publication`, admin.cookie, { published });
const publicStatus = async (post: { slug: string; language: string }) =>
  (await call('GET', `/api/blog/posts/${post.slug}?lang=${post.language}`)).statusCode;

describe('blog admin access', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/api/blog/admin/posts'],
    ['POST', '/api/blog/admin/posts', blogInput()],
    ['PUT', '/api/blog/admin/posts/00000000-0000-4000-8000-000000000000', blogInput()],
    [
      'POST',
      '/api/blog/admin/posts/00000000-0000-4000-8000-000000000000/publication',
      { published: true },
    ],
    ['DELETE', '/api/blog/admin/posts/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/blog/admin/preview', { bodyMarkdown: 'Hi' }],
  ];

  it.each(routes)(
    '%s %s: 401 for visitors, 403 for signed-in non-admins',
    async (method, url, body) => {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      const forbidden = await call(method, url, member.cookie, body);
      expect(forbidden.statusCode).toBe(403);
      expect(errorBodyOf(forbidden).code).toBe('FORBIDDEN');
    },
  );

  it('reads the role from the database only: a role in the body changes nothing (case 27)', async () => {
    const response = await call('POST', '/api/blog/admin/posts', member.cookie, {
      ...blogInput(),
      isAdmin: true,
      role: 'admin',
      __proto__: { isAdmin: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('says so in the reader’s language', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/blog/admin/posts',
      headers: { cookie: member.cookie, 'accept-language': 'tr' },
    });
    expect(errorBodyOf(response).message).toBe('Bunu yalnızca blog yöneticileri yapabilir');
  });

  it('refuses a cross-site write even from an admin (CSRF)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: { 'sec-fetch-site': 'cross-site', cookie: admin.cookie },
      payload: blogInput(),
    });
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe('CROSS_SITE_REQUEST');
  });

  it('tells the web app who is an admin', async () => {
    const me = async (user: SignedInUser) =>
      UserSchema.parse((await getCurrentUser(testApp.app, user.cookie)).json()).isAdmin;
    expect(await me(admin)).toBe(true);
    expect(await me(member)).toBe(false);
  });
});

describe('blog admin posts', () => {
  it('creates a hidden draft with its reading time and the admin as author', async () => {
    const post = await create(
      blogInput({ bodyMarkdown: 'word '.repeat(450), tags: ['Nakit', 'nakit', 'Plan'] }),
    );
    expect(post).toMatchObject({
      status: 'draft',
      publishedAt: null,
      readingMinutes: 2,
      coverImageUrl: '/blog/covers/demand-testing.svg',
      coverImageInput: '',
      tags: ['nakit', 'plan'],
    });
    expect(await publicStatus(post)).toBe(404);
    const listed = await call('GET', '/api/blog/admin/posts', admin.cookie);
    expect(JSON.stringify(listed.json())).toContain(post.id);
  });

  it('answers 409 CONFLICT for a slug the language already has, on create and update', async () => {
    const first = await create(blogInput({ slug: 'same-address' }));
    const again = await call(
      'POST',
      '/api/blog/admin/posts',
      admin.cookie,
      blogInput({ slug: 'same-address' }),
    );
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again).fieldErrors?.slug).toBeDefined();
    // The other language may use it.
    await create(blogInput({ slug: 'same-address', language: 'tr' }));
    const other = await create();
    const clash = await call(
      'PUT',
      `/api/blog/admin/posts/${other.id}`,
      admin.cookie,
      blogInput({ slug: first.slug }),
    );
    expect(clash.statusCode).toBe(409);
  });

  it('validates the input with the contract', async () => {
    const bad = await call('POST', '/api/blog/admin/posts', admin.cookie, {
      ...blogInput(),
      slug: 'Not A Slug',
      coverImageUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorBodyOf(bad).fieldErrors ?? {}).sort()).toEqual([
      'coverImageUrl',
      'slug',
    ]);
  });

  it('publishes once with a date, keeps the date on edits, unpublishes to a draft', async () => {
    const post = await create();
    const published = BlogAdminPostSchema.parse((await publish(post.id, true)).json());
    expect(published).toMatchObject({
      status: 'published',
      publishedAt: '2026-07-01T10:00:00.000Z',
    });
    expect(await publicStatus(post)).toBe(200);

    clock.advance(60_000);
    expect((await publish(post.id, true)).json()).toMatchObject({
      publishedAt: published.publishedAt,
    });
    const edited = await call('PUT', `/api/blog/admin/posts/${post.id}`, admin.cookie, {
      ...blogInput({ slug: post.slug }),
      title: 'A better title',
      coverImageUrl: 'https://images.example.org/cover.png',
    });
    expect(edited.json()).toMatchObject({
      title: 'A better title',
      status: 'published',
      publishedAt: published.publishedAt,
      coverImageUrl: 'https://images.example.org/cover.png',
      updatedAt: '2026-07-01T10:01:00.000Z',
    });

    expect((await publish(post.id, false)).json()).toMatchObject({
      status: 'draft',
      publishedAt: null,
    });
    expect(await publicStatus(post)).toBe(404);
  });

  it('deletes a post; a second delete or an unknown id is 404', async () => {
    const post = await create();
    await publish(post.id, true);
    const deleted = await call('DELETE', `/api/blog/admin/posts/${post.id}`, admin.cookie);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await publicStatus(post)).toBe(404);
    expect(
      (await call('DELETE', `/api/blog/admin/posts/${post.id}`, admin.cookie)).statusCode,
    ).toBe(404);
    expect((await publish(post.id, true)).statusCode).toBe(404);
  });

  it('previews markdown with the published renderer, raw HTML escaped', async () => {
    const response = await call('POST', '/api/blog/admin/preview', admin.cookie, {
      bodyMarkdown: '## Plan\n\n<script>alert(1)</script> [x](javascript:alert(1))',
    });
    expect(response.json()).toEqual({
      html: '<h2 id="section-plan">Plan</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>\n',
    });
  });

  it('accepts a long post within the body limit (multi-byte text over 64 KB of JSON)', async () => {
    const post = await create(blogInput({ bodyMarkdown: 'ğüşiöç '.repeat(8_000) }));
    expect(post.readingMinutes).toBe(40);
  });
});
