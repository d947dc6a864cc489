import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '#shared/contracts/blog';
import { blogSummary } from '#tests/fixtures/web/blog';
import { mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { expectLinks } from '#tests/fixtures/web/links';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST: BlogPost = {
  ...blogSummary(1, { title: 'Testing demand first', tags: ['pricing', 'interviews'] }),
  html: '<h2>Why</h2><p>Because.</p><table><tr><th>A</th></tr><tr><td>1</td></tr></table>',
  related: [blogSummary(2, { title: 'A related post' })],
};

const notFound = () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });

describe('/blog/:slug', () => {
  it('shows the post with its tags, related posts and a keyboard-reachable table', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/blog/posts/post-number-1': () => ({ body: POST }),
    });
    renderApp('/blog/post-number-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testing demand first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expectLinks({
      'Posts tagged interviews': '/blog?tag=interviews',
      'Demand testing': '/blog?category=demand-testing',
      'A related post': '/blog/post-number-2',
    });
    expect(screen.getByRole('table')).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(document.title).toBe('Testing demand first · Foresight'));
  });

  it('says "Blog article not found" for an unknown slug, with ways out', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/blog/posts/no-such-post': notFound });
    renderApp('/blog/no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog article not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no article at this address in English/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Blog article not found · Foresight'));
  });

  it('asks nothing for a slug that cannot exist', async () => {
    const fetchSpy = mockFetch({ 'GET /api/user': signedOut });
    renderApp('/blog/Not_A_Slug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog article not found' }),
    ).toBeInTheDocument();
    const urls = fetchSpy.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(urls.some((url) => url.includes('/api/blog/'))).toBe(false);
  });
});
