import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ayse = { id: '42', username: 'ayse', displayName: 'Ayşe', email: 'ayse@example.com' };
const linkInvalid = () => ({
  status: 400,
  body: { code: 'LINK_INVALID', message: 'This link is invalid or has expired.' },
});
const bodiesSentTo = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => url === path).map(([, init]) => init?.body);

describe('/auth/verify-email', () => {
  it('verifies once (StrictMode too), hides the token, signs in and continues to the saved path', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/community/recent-users': emptyCommunity,
      'POST /api/email/verify': () => ({ body: ayse }),
    });
    localStorage.setItem('redirectAfterLogin', '/about');
    const { router } = renderApp('/auth/verify-email#token=abc123', { strict: true });
    expect(
      await screen.findByText('Your e-mail address is verified', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Ayşe.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchSpy, '/api/email/verify')).toEqual([
      JSON.stringify({ token: 'abc123' }),
    ]);
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/auth/verify-email');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('userEmail')).toBe('ayse@example.com');
    expect(await screen.findByText('Welcome back, Ayşe!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('explains a used or expired link and offers a new one', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/auth/options': () => ({ body: { provider: null, outboxPage: false } }),
      'POST /api/email/verify': linkInvalid,
      'POST /api/email/verification': () => ({
        status: 202,
        body: { status: 'verification-sent' },
      }),
    });
    renderApp('/auth/verify-email#token=used');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account with this address still needs verifying, we have sent a new link.',
    );
    expect(bodiesSentTo(fetchSpy, '/api/email/verification')).toEqual([
      JSON.stringify({ email: 'ayse@example.com' }),
    ]);
  });

  it('sends nothing without a token', async () => {
    const fetchSpy = mockFetch({ 'GET /api/user': signedOut });
    renderApp('/auth/verify-email');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(bodiesSentTo(fetchSpy, '/api/email/verify')).toHaveLength(0);
  });
});

describe('/auth/forgot-password', () => {
  it('gives the same neutral answer whatever the address', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/auth/options': () => ({ body: { provider: null, outboxPage: true } }),
      'POST /api/password-reset': () => ({ status: 202, body: { status: 'reset-sent' } }),
    });
    renderApp('/auth/forgot-password');
    const email = await screen.findByLabelText('E-mail', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    await userEvent.type(email, 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this address, we have sent a link valid for one hour.',
    );
    expect(screen.getByRole('link', { name: 'Open the mail outbox' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchSpy, '/api/password-reset')).toEqual([
      JSON.stringify({ email: 'someone@example.com' }),
    ]);
  });
});

describe('/auth/reset-password', () => {
  const fillAndSave = async (password: string, confirmation = password) => {
    await userEvent.type(
      await screen.findByLabelText('New password', {}, { timeout: 10_000 }),
      password,
    );
    await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it('checks the new password, then signs in with it and goes on', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/community/recent-users': emptyCommunity,
      'POST /api/password-reset/confirm': () => ({ body: ayse }),
    });
    const { router } = renderApp('/auth/reset-password#token=reset-me');
    await fillAndSave('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await fillAndSave('a new long password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodiesSentTo(fetchSpy, '/api/password-reset/confirm')).toEqual([
      JSON.stringify({ token: 'reset-me', password: 'a new long password' }),
    ]);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('username')).toBe('ayse');
    expect(await screen.findByText('Welcome back, Ayşe!')).toBeInTheDocument();
  });

  it('offers a new link when this one is used or expired', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/password-reset/confirm': linkInvalid });
    renderApp('/auth/reset-password#token=old');
    await fillAndSave('a new long password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('says so at once when opened without a token', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/auth/reset-password');
    expect(
      await screen.findByRole('link', { name: 'Ask for a new link' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
