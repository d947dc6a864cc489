import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogList, blogSummary } from '#tests/fixtures/web/blog';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { WAIT } from '#tests/fixtures/waits';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Fresh modules with the start-up gate armed, as main.tsx arms it in the browser. */
const loadArmed = async () => {
  vi.resetModules();
  const gate = await import('#web/lib/startup-gate');
  gate.armStartupGate();
  const { listBlogPosts } = await import('./list-blog-posts');
  return { gate, listBlogPosts };
};

const FIRST_PAGE = { language: 'en', q: '', category: undefined, tag: undefined, page: 1 } as const;

describe('listBlogPosts', () => {
  it('sends the request before the page is shown, and reads it only after', async () => {
    const fetchSpy = mockFetch({
      'GET /api/blog/posts': () => ({ body: blogList([blogSummary(1)]) }),
    });
    const { gate, listBlogPosts } = await loadArmed();
    let isRead = false;
    const reading = listBlogPosts({ ...FIRST_PAGE, isFeaturedOnly: true }).then((list) => {
      isRead = true;
      return list;
    });

    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1), WAIT);
    const url = new URL(fetchSpy.mock.calls[0]?.[0] as string, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      featured: 'true',
      page: '1',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isRead).toBe(false);

    gate.markPageShown();
    const list = await reading;
    expect(list.items.map((item) => item.slug)).toEqual(['post-number-1']);
  });

  it('still validates the answer it sent for early', async () => {
    mockFetch({ 'GET /api/blog/posts': () => ({ body: { items: 'not a list' } }) });
    const { gate, listBlogPosts } = await loadArmed();
    const reading = listBlogPosts(FIRST_PAGE);
    gate.markPageShown();
    await expect(reading).rejects.toMatchObject({ name: 'ApiError', code: 'INTERNAL' });
  });

  it('reports a request that got no answer as a network failure, once the page is shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { gate, listBlogPosts } = await loadArmed();
    const reading = listBlogPosts(FIRST_PAGE);
    // The failure waits, handled, until the page can show it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.markPageShown();
    await expect(reading).rejects.toMatchObject({ name: 'NetworkError' });
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
