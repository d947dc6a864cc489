import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_BROADCAST_CHANNEL } from '#shared/contracts/identity';
import { LOGIN_STATE_EVENT, type LoginStateDetail } from '#web/features/auth/auth-storage';
import {
  emptyCommunity,
  type MockHandler,
  mockFetch,
  signedOut,
} from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const withOutbox: MockHandler = () => ({ body: { provider: null, outboxPage: true } });
const ayse = {
  id: '42',
  username: 'ayse',
  displayName: 'Ayşe',
  email: 'ayse@example.com',
  emailVerified: true,
  photoURL: null,
  isAdmin: false,
};
const requestsTo = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => url === path).map(([, init]) => init?.body);

const openEmailSignIn = async () => {
  // The first test of the file also waits for the lazy /auth route's modules to compile.
  const email = await screen.findByLabelText('E-mail', { selector: 'input' }, { timeout: 10_000 });
  return { email, password: screen.getByLabelText('Password') };
};

describe('/auth, e-mail sign-in (the default)', () => {
  it("says 'Validation Error' for an empty or malformed form and asks nothing of the server", async () => {
    const fetchSpy = mockFetch({ 'GET /api/user': signedOut, 'GET /api/auth/options': withOutbox });
    renderApp('/auth');
    expect(
      await screen.findByRole('tab', { name: 'E-mail', selected: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const { email, password } = await openEmailSignIn();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Error');
    expect(alert).toHaveTextContent('Please enter both email and password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await userEvent.type(email, 'not-an-address');
    await userEvent.type(password, 'secret');
    await userEvent.click(submit);
    alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter a valid email address');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(requestsTo(fetchSpy, '/api/email/sign-in')).toHaveLength(0);
  });

  it.each([
    [
      'wrong credentials',
      { status: 401, body: { code: 'INVALID_EMAIL_CREDENTIALS', message: 'x' } },
      'Incorrect e-mail or password',
    ],
    [
      'an unverified address',
      { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'x' } },
      'open the link in the mail we sent you',
    ],
    [
      'too many attempts',
      { status: 429, body: { code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 290 } },
      'Too many attempts. Please try again in 5 minutes.',
    ],
  ])('maps %s to the form alert', async (_label, reply, text) => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/auth/options': withOutbox,
      'POST /api/email/sign-in': () => reply,
    });
    renderApp('/auth');
    const { email, password } = await openEmailSignIn();
    await userEvent.type(email, 'ayse@example.com');
    await userEvent.type(password, 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    if (reply.body.code === 'EMAIL_NOT_VERIFIED') {
      expect(await screen.findByRole('link', { name: 'Open the mail outbox' })).toHaveAttribute(
        'href',
        '/dev/outbox',
      );
    }
    if (reply.body.code === 'INVALID_EMAIL_CREDENTIALS') {
      expect(password).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('signs in with remember me: keys, event, welcome by display name, on to the saved path', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/auth/options': withOutbox,
      'GET /api/community/recent-users': emptyCommunity,
      'POST /api/email/sign-in': () => ({ body: ayse }),
    });
    localStorage.setItem('redirectAfterLogin', '/about');
    const events: LoginStateDetail[] = [];
    const onLogin = (event: Event) => events.push((event as CustomEvent<LoginStateDetail>).detail);
    window.addEventListener(LOGIN_STATE_EVENT, onLogin);

    const { router } = renderApp('/auth');
    const { email, password } = await openEmailSignIn();
    await userEvent.type(email, ' ayse@example.com ');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ayşe!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    window.removeEventListener(LOGIN_STATE_EVENT, onLogin);
    expect(requestsTo(fetchSpy, '/api/email/sign-in')).toEqual([
      JSON.stringify({ email: 'ayse@example.com', password: 'correct horse', rememberMe: true }),
    ]);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(localStorage.getItem('username')).toBe('ayse');
    expect(localStorage.getItem('userEmail')).toBe('ayse@example.com');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(events).toEqual([{ isLoggedIn: true, username: 'ayse' }]);
  });

  it('keeps the Username choice in the address and shows the username form', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/auth/options': withOutbox });
    const { router } = renderApp('/auth');
    await userEvent.click(await screen.findByRole('tab', { name: 'Username' }));
    expect(screen.getByLabelText('Username', { selector: 'input' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?method=username');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(router.state.location.search).toBe('?tab=sign-up&method=username');
    expect(screen.getByRole('tab', { name: 'Username', selected: true })).toBeInTheDocument();
  });
});

describe('/auth, e-mail sign-up', () => {
  it('checks the address, the password rules and the confirmation', async () => {
    const fetchSpy = mockFetch({ 'GET /api/user': signedOut, 'GET /api/auth/options': withOutbox });
    renderApp('/auth?tab=sign-up');
    await userEvent.type(
      await screen.findByLabelText('E-mail', { selector: 'input' }, { timeout: 10_000 }),
      'ayse@',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, '/api/email/sign-up')).toHaveLength(0);
  });

  it('then says "Check your inbox", sends the link again and points to the outbox page', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/auth/options': withOutbox,
      'POST /api/email/sign-up': () => ({ status: 202, body: { status: 'verification-sent' } }),
      'POST /api/email/verification': () => ({
        status: 202,
        body: { status: 'verification-sent' },
      }),
    });
    renderApp('/auth?tab=sign-up');
    await userEvent.type(await screen.findByLabelText('E-mail', { selector: 'input' }), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const inbox = await screen.findByRole('region', { name: 'Check your inbox' });
    expect(inbox).toHaveTextContent('We have sent a link to a@b.co.');
    expect(within(inbox).getByRole('link', { name: 'Open the mail outbox' })).toHaveAttribute(
      'href',
      '/dev/outbox',
    );
    expect(requestsTo(fetchSpy, '/api/email/sign-up')).toEqual([
      JSON.stringify({ email: 'a@b.co', password: 'long enough' }),
    ]);
    await userEvent.click(within(inbox).getByRole('button', { name: 'Send the link again' }));
    expect(await within(inbox).findByRole('status')).toHaveTextContent(
      'We have sent a new link to a@b.co.',
    );
    expect(requestsTo(fetchSpy, '/api/email/verification')).toEqual([
      JSON.stringify({ email: 'a@b.co' }),
    ]);
  });

  it('names no outbox page when the server sends real mail', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/auth/options': () => ({ body: { provider: null, outboxPage: false } }),
      'POST /api/email/sign-up': () => ({ status: 202, body: { status: 'verification-sent' } }),
    });
    renderApp('/auth?tab=sign-up');
    await userEvent.type(await screen.findByLabelText('E-mail', { selector: 'input' }), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('region', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the mail outbox' })).toBeNull();
  });
});

describe('/auth with an identity provider', () => {
  it('offers it above the forms and signs in through the same path as the others', async () => {
    let user: unknown = null;
    mockFetch({
      'GET /api/user': () => (user ? { body: user } : signedOut(undefined)),
      'GET /api/auth/options': () => ({
        body: { provider: { name: 'Google' }, outboxPage: false },
      }),
      'GET /api/community/recent-users': emptyCommunity,
    });
    vi.spyOn(window, 'open').mockReturnValue({
      closed: false,
      close: vi.fn(),
    } as unknown as Window);
    const { router } = renderApp('/auth');
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByText('or')).toBeInTheDocument();
    await userEvent.click(button);
    user = { ...ayse, displayName: null };
    const channel = new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
    channel.postMessage({ type: AUTH_BROADCAST_CHANNEL, payload: { result: 'ok' } });
    channel.close();
    expect(await screen.findByText('Welcome back, ayse!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('userEmail')).toBe('ayse@example.com');
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it('shows no provider button or "or" when none is configured', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/auth/options': withOutbox });
    renderApp('/auth');
    await screen.findByRole('tab', { name: 'E-mail' });
    await waitFor(() => expect(screen.queryByText('or')).toBeNull());
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});
