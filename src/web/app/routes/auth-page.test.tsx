import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_STATE_EVENT, type LoginStateDetail } from '#web/features/auth/auth-storage';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/auth', () => {
  it('shows the validation messages of the shared schemas on sign-in', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/auth?method=username');
    // The first test of the file also waits for the lazy /auth route's modules to compile.
    const signIn = await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 });
    await userEvent.click(signIn);
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('checks the password length and that both passwords match on sign-up', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/auth?tab=sign-up&method=username');
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username', { selector: 'input' }), 'ayse');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('puts the server field errors on their fields', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/register': () => ({
        status: 409,
        body: {
          code: 'USERNAME_TAKEN',
          message: 'This username is already taken',
          fieldErrors: { username: ['This username is already taken'] },
        },
      }),
    });
    renderApp('/auth?tab=sign-up&method=username');
    await userEvent.type(await screen.findByLabelText('Username', { selector: 'input' }), 'ayse');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getAllByText('This username is already taken').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('signs in, stores the local keys, announces it and returns to the saved path', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/community/recent-users': emptyCommunity,
      'POST /api/login': () => ({ body: { id: '42', username: 'ayse' } }),
    });
    localStorage.setItem('redirectAfterLogin', '/about');
    const events: LoginStateDetail[] = [];
    const onLogin = (event: Event) => events.push((event as CustomEvent<LoginStateDetail>).detail);
    window.addEventListener(LOGIN_STATE_EVENT, onLogin);

    const { router } = renderApp('/auth?method=username');
    await userEvent.type(await screen.findByLabelText('Username', { selector: 'input' }), 'ayse');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, ayse!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('username')).toBe('ayse');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(events).toEqual([{ isLoggedIn: true, username: 'ayse' }]);
    const loginCall = fetchSpy.mock.calls.find(([url]) => url === '/api/login');
    expect(loginCall?.[1]?.body).toBe(
      JSON.stringify({ username: 'ayse', password: 'correct horse', rememberMe: false }),
    );
    window.removeEventListener(LOGIN_STATE_EVENT, onLogin);
  });

  it('sends a signed-in user on to the saved path instead of showing the forms', async () => {
    mockFetch({
      'GET /api/user': () => ({ body: { id: '42', username: 'ayse' } }),
      'GET /api/community/recent-users': emptyCommunity,
    });
    localStorage.setItem('redirectAfterLogin', '/about');
    const { router } = renderApp('/auth?method=username');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('gives a visitor the forms before the server has answered; a signed-in browser waits for it', async () => {
    let answer: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      'GET /api/user': async () => {
        await pending;
        return { body: { id: '42', username: 'ayse' } };
      },
      'GET /api/community/recent-users': emptyCommunity,
    });
    const visitor = renderApp('/auth');
    expect(
      await screen.findByLabelText('E-mail', { selector: 'input' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    visitor.unmount();

    localStorage.setItem('isLoggedIn', 'true');
    const { router } = renderApp('/auth');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail', { selector: 'input' })).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('ignores a saved redirect to another origin', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/community/recent-users': emptyCommunity,
      'POST /api/login': () => ({ body: { id: '42', username: 'ayse' } }),
    });
    localStorage.setItem('redirectAfterLogin', '//evil.com');
    const { router } = renderApp('/auth?method=username');
    await userEvent.type(await screen.findByLabelText('Username', { selector: 'input' }), 'ayse');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
