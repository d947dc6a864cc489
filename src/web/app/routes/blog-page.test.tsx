import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { href } from '#shared/routes';
import { blogListPath } from '#web/features/blog/blog-paths';
import { blogList, blogSummary } from '#tests/fixtures/web/blog';
import { mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';
import { paths } from '#shared/routes';

// The page has two live regions: the result count and the newsletter form's state.
const isResultCount = (element: HTMLElement) => /\bposts?\b/.test(element.textContent);
const resultCount = () => screen.getAllByRole('status').find(isResultCount);
const findResultCount = async () => (await screen.findAllByRole('status')).find(isResultCount);

afterEach(() => {
  vi.unstubAllGlobals();
});

type ListQuery = Record<string, string>;

/** Answers the list with `answer(query)` and records every query asked. */
const openBlog = (
  path: string,
  answer: (query: ListQuery) => ReturnType<typeof blogList>,
  handlers: Parameters<typeof mockFetch>[0] = {},
) => {
  const queries: ListQuery[] = [];
  const fetchSpy = mockFetch({ 'GET /api/user': signedOut, ...handlers });
  const handled = fetchSpy.getMockImplementation();
  if (!handled) throw new Error('mockFetch installs an implementation');
  fetchSpy.mockImplementation(async (input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    if (url.pathname !== '/api/blog/posts') return handled(input, init);
    const query = Object.fromEntries(url.searchParams);
    queries.push(query);
    return new Response(JSON.stringify(answer(query)), { status: 200 });
  });
  const rendered = renderApp(path);
  return { ...rendered, queries, fetchSpy };
};

describe('/blog', () => {
  it('uses the same addresses as the route table', () => {
    expect(blogListPath()).toBe(paths.blog);
    expect(href.blogPost('a-b')).toBe(paths.blogPost.replace(':slug', 'a-b'));
  });

  it('lists posts, puts featured ones on top, and keeps a category choice in the URL', async () => {
    const featured = blogSummary(1, { featured: true, title: 'Featured one' });
    const { router, queries } = openBlog('/blog', (query) =>
      query.featured === 'true' ? blogList([featured]) : blogList([featured, blogSummary(2)]),
    );
    const featuredSection = await screen.findByRole('region', { name: 'Featured posts' });
    expect(within(featuredSection).getByRole('link', { name: 'Featured one' })).toHaveAttribute(
      'href',
      '/blog/post-number-1',
    );
    const latest = screen.getByRole('region', { name: 'Latest posts' });
    // Shown once: in the featured row, not again below.
    expect(within(latest).queryByRole('link', { name: 'Featured one' })).toBeNull();
    expect(within(latest).getByRole('link', { name: 'Post number 2' })).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent('2 posts.');
    expect(queries[0]).toMatchObject({ lang: 'en', page: '1' });

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'money');
    await waitFor(() => expect(router.state.location.search).toBe('?category=money'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ category: 'money', page: '1' }));
    // A filtered list has no featured row.
    expect(screen.queryByRole('region', { name: 'Featured posts' })).toBeNull();
  });

  it('searches on Enter and by tag, keeping both in the URL', async () => {
    const { router, queries } = openBlog('/blog?tag=pricing', () => blogList([blogSummary(3)]));
    expect(await screen.findByLabelText('Tag')).toHaveValue('pricing');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'runway{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=runway&tag=pricing'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ q: 'runway', tag: 'pricing' }));
    expect(await findResultCount()).toHaveTextContent('1 post matches.');
  });

  it('says when nothing matches and clears the filters', async () => {
    const { router } = openBlog('/blog?q=zzz&category=money', (query) =>
      query.q ? blogList([]) : blogList([blogSummary(4)]),
    );
    expect(await screen.findByRole('heading', { name: 'No posts match' })).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent('0 posts match.');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Post number 4' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
  });

  it('marks the current page and links the others with the filters kept', async () => {
    openBlog('/blog?tag=cash&page=2', () =>
      blogList([blogSummary(5)], { page: 2, pageCount: 3, total: 21 }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/blog?tag=cash&page=3',
    );
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/blog?tag=cash',
    );
    expect(resultCount()).toHaveTextContent('21 posts match. Page 2 of 3.');
  });

  it('shows a retry when the list fails', async () => {
    let isDown = true;
    openBlog('/blog?category=money', () => {
      if (isDown) throw new TypeError('offline');
      return blogList([blogSummary(6)]);
    });
    await screen.findByRole(
      'heading',
      { name: 'The blog could not be loaded' },
      { timeout: 15_000 },
    );
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post number 6' })).toBeInTheDocument();
  }, 20_000);

  it('offers the newsletter under the list (its form loads after the page) and subscribes from it', async () => {
    const { fetchSpy } = openBlog('/blog', () => blogList([blogSummary(7)]), {
      'POST /api/newsletter/subscriptions': () => ({
        status: 202,
        body: { status: 'confirmation-sent' },
      }),
    });
    const section = within(
      await screen.findByRole('region', { name: 'Get new posts and model updates by e-mail' }),
    );
    await userEvent.click(await section.findByRole('button', { name: 'Subscribe' }));
    expect(await section.findByText('Please accept the terms to subscribe.')).toBeInTheDocument();
    await userEvent.type(section.getByLabelText('Email address'), 'deniz@example.com');
    await userEvent.click(section.getByRole('checkbox', { name: /I want to receive/ }));
    await userEvent.click(section.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent(
        'we sent a confirmation link to deniz@example.com',
      ),
    );
    const subscribe = fetchSpy.mock.calls.find(
      ([input]) => input === '/api/newsletter/subscriptions',
    );
    const body = subscribe?.[1]?.body;
    // The compact form sends the language being read.
    expect(typeof body === 'string' ? JSON.parse(body) : body).toMatchObject({
      email: 'deniz@example.com',
      language: 'en',
      consent: true,
    });
  });
});
