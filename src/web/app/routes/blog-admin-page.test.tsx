import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogAdminPost } from '#shared/contracts/blog';
import { blogSummary } from '#tests/fixtures/web/blog';
import { type MockHandler, mockFetch } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DRAFT: BlogAdminPost = {
  ...blogSummary(1, { title: 'A draft about cash' }),
  status: 'draft',
  publishedAt: null,
  bodyMarkdown: 'Body',
  coverImageInput: '',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

const openAdmin = (path: string, isAdmin: boolean, extra: Record<string, MockHandler> = {}) => {
  localStorage.setItem('isLoggedIn', 'true');
  const fetchSpy = mockFetch({
    'GET /api/user': () => ({ body: { id: 'u1', username: 'editor', isAdmin } }),
    'GET /api/blog/admin/posts': () => ({ body: { items: [DRAFT] } }),
    'POST /api/blog/admin/preview': () => ({ body: { html: '<p>Preview</p>' } }),
    ...extra,
  });
  return { ...renderApp(path), fetchSpy };
};

describe('/blog-admin', () => {
  it('shows a signed-in user who is not an admin the access-denied page and no editor', async () => {
    const { fetchSpy } = openAdmin('/blog-admin?edit=new', false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New post' })).toBeNull();
    const urls = fetchSpy.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(urls.some((url) => url.includes('/api/blog/admin'))).toBe(false);
    await waitFor(() => expect(document.title).toBe('Access Denied · Foresight'));
  });

  it('lists drafts with their actions for an admin', async () => {
    openAdmin('/blog-admin', true);
    expect(await screen.findByRole('heading', { name: 'A draft about cash' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish: A draft about cash' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: A draft about cash' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Delete this post?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep the post' })).toHaveFocus();
  });

  it('suggests a slug from a Turkish title and shows the validation messages', async () => {
    openAdmin('/blog-admin?edit=new', true);
    const title = await screen.findByLabelText('Title');
    await userEvent.type(title, 'Nakit ömrü: İlk çeyrekte ağır giderler');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue(
      'nakit-omru-ilk-ceyrekte-agir-giderler',
    );
    await userEvent.type(screen.getByLabelText('Summary'), 'Short');
    await userEvent.type(screen.getByLabelText('Tags'), 'a, b, c, d, e, f, g, h, i');
    await userEvent.type(screen.getByLabelText('Cover image address'), 'http://example.com/x.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Use at most 8 tags')).toBeInTheDocument();
    expect(
      screen.getByText('Use a path starting with / or an https:// address, or leave it empty'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Summary')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the text and marks the slug when the language already has it (409)', async () => {
    const sent: unknown[] = [];
    openAdmin('/blog-admin?edit=new', true, {
      'POST /api/blog/admin/posts': (init) => {
        sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
        return { status: 409, body: { code: 'CONFLICT', message: 'Conflict' } };
      },
    });
    await userEvent.type(await screen.findByLabelText('Title'), 'Pricing before launch');
    await userEvent.type(
      screen.getByLabelText('Summary'),
      'How to set a first price with evidence.',
    );
    await userEvent.type(screen.getByLabelText('Tags'), 'pricing, launch, pricing');
    await userEvent.type(screen.getByLabelText('Author name'), 'Foresight team');
    await userEvent.type(screen.getByLabelText('Body (markdown)'), '## Start');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A post with this slug already exists in this language'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      slug: 'pricing-before-launch',
      language: 'en',
      tags: ['pricing', 'launch'],
      featured: false,
      coverImageUrl: '',
    });
    expect(screen.getByLabelText('Title')).toHaveValue('Pricing before launch');
    expect(screen.getByLabelText('Body (markdown)')).toHaveValue('## Start');
  });
});
