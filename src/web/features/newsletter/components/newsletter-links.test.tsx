import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'a'.repeat(43);

describe('the newsletter links', () => {
  it('confirms once from /newsletter#token=… and hides the token', async () => {
    const spy = mockFetch({
      'GET /api/user': signedOut,
      'POST /api/newsletter/confirm': () => ({ body: { status: 'subscribed' } }),
    });
    const { router } = renderApp(`/newsletter#token=${TOKEN}`, { strict: true });
    expect(
      await screen.findByText(/You are subscribed\. Thank you!/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const confirms = spy.mock.calls.filter(([url]) => url === '/api/newsletter/confirm');
    expect(confirms.map(([, init]) => init?.body)).toEqual([JSON.stringify({ token: TOKEN })]);
    expect(router.state.location.hash).toBe('');
  });

  it('says when a confirmation link is invalid or expired', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/newsletter/confirm': () => ({
        status: 400,
        body: { code: 'LINK_INVALID', message: 'This link is invalid or has expired.' },
      }),
    });
    renderApp(`/newsletter#token=${TOKEN}`, { strict: true });
    expect(
      await screen.findByText(/This confirmation link is invalid/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('asks before unsubscribing, sends the one-click request, then resubscribes with the same token', async () => {
    const spy = mockFetch({
      'GET /api/user': signedOut,
      'POST /api/newsletter/unsubscribe': () => ({ body: { status: 'unsubscribed' } }),
      'POST /api/newsletter/resubscribe': () => ({ body: { status: 'subscribed' } }),
    });
    renderApp(`/newsletter/unsubscribed#token=${TOKEN}`, { strict: true });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 10_000 });
    // Opening the page sent nothing.
    expect(spy.mock.calls.filter(([url]) => (url as string).startsWith('/api/newsletter'))).toEqual(
      [],
    );
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You are unsubscribed.'),
    );
    const [unsubscribe] = spy.mock.calls.filter(([url]) =>
      (url as string).startsWith('/api/newsletter/unsubscribe'),
    );
    expect(unsubscribe?.[0]).toBe(`/api/newsletter/unsubscribe?token=${TOKEN}`);
    expect(unsubscribe?.[1]?.body).toBe(JSON.stringify({ 'List-Unsubscribe': 'One-Click' }));
    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Welcome back: you are subscribed again.',
      ),
    );
    const [resubscribe] = spy.mock.calls.filter(([url]) => url === '/api/newsletter/resubscribe');
    expect(resubscribe?.[1]?.body).toBe(JSON.stringify({ token: TOKEN }));
  });

  it('explains the page when it is opened without a link', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/newsletter/unsubscribed', { strict: true });
    expect(
      await screen.findByText(/Open this page from the unsubscribe link/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
