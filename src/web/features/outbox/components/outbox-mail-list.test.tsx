import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMail } from '#shared/contracts/outbox';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';
import { OUTBOX_REFRESH_MS } from '../api/find-outbox-mail';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const VERIFY_MAIL: OutboxMail = {
  id: '0a7c1f6e-5d2b-4c8e-9f10-2b3c4d5e6f70',
  to: 'sule@example.test',
  subject: 'Verify your e-mail',
  text: 'Hello Şule,\nopen http://127.0.0.1:3000/auth/verify-email?token=abc. Ignore javascript:alert(1)',
  createdAt: '2026-05-01T10:00:05.000Z',
};

const baseHandlers = {
  'GET /api/user': signedOut,
  'GET /api/community/recent-users': emptyCommunity,
};

describe('outbox page', () => {
  it('lists mails with their links as anchors and nothing else as a link', async () => {
    mockFetch({
      ...baseHandlers,
      'GET /api/dev/outbox': () => ({ body: { mails: [VERIFY_MAIL] } }),
    });
    renderApp('/dev/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Mail, newest first' });
    const mail = within(list).getByRole('article', { name: 'Verify your e-mail' });
    expect(within(mail).getByText('To: sule@example.test')).toBeVisible();
    expect(within(mail).getByText(/2026/)).toHaveAttribute('datetime', '2026-05-01T10:00:05.000Z');
    const links = within(mail).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'http://127.0.0.1:3000/auth/verify-email?token=abc');
    expect(mail).toHaveTextContent('Ignore javascript:alert(1)');
  });

  it('refreshes on demand', async () => {
    let mails: OutboxMail[] = [];
    mockFetch({ ...baseHandlers, 'GET /api/dev/outbox': () => ({ body: { mails } }) });
    renderApp('/dev/outbox');
    expect(await screen.findByText(/No mail yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth?tab=sign-up',
    );
    mails = [VERIFY_MAIL];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Verify your e-mail' })).toBeVisible();
  });

  it('looks for new mail every few seconds by itself', async () => {
    let mails: OutboxMail[] = [];
    mockFetch({ ...baseHandlers, 'GET /api/dev/outbox': () => ({ body: { mails } }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/dev/outbox');
    expect(await screen.findByText(/No mail yet/)).toBeVisible();
    mails = [VERIFY_MAIL];
    await act(() => vi.advanceTimersByTimeAsync(OUTBOX_REFRESH_MS));
    expect(await screen.findByRole('article', { name: 'Verify your e-mail' })).toBeVisible();
  });

  it('says the outbox is not available when the server answers 404', async () => {
    mockFetch(baseHandlers);
    renderApp('/dev/outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The outbox is not available on this server.',
    );
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });
});
