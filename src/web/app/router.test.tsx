import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signedIn = () => ({ body: { id: '1', username: 'ayse' } });

describe('route table', () => {
  it.each([
    ['/login', '/auth'],
    ['/business-analysis', '/analysis'],
    ['/comprehensive-analysis', '/analysis'],
    ['/business-simulation', '/business-simulator'],
    ['/settings', '/account'],
    ['/landing', '/'],
    ['/home', '/'],
  ])('redirects %s to %s', async (from, to) => {
    mockFetch({ 'GET /api/user': signedIn, 'GET /api/community/recent-users': emptyCommunity });
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('sends a signed-out visitor of a guarded page to /auth and remembers the page', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    const { router } = renderApp('/dashboard?view=week');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/dashboard?view=week');
  });

  it('shows the business guard’s message when the businesses cannot be read, and reads them again on "Try again"', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/user': signedIn,
      // Refused first (a 4xx is not retried on its own), then an empty list.
      'GET /api/businesses': () =>
        ++reads === 1
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'No.' } }
          : { body: { businesses: [] } },
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your businesses could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // With none, the guard sends the user on to create one (spec section 4).
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(reads).toBe(2);
  });

  it('shows a guarded page to a signed-in user, with their name in the header', async () => {
    mockFetch({ 'GET /api/user': signedIn });
    renderApp('/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Account' }),
    ).toBeInTheDocument();
    // The header's account menu carries the name (it arrives with the deferred shell extras).
    expect(await screen.findByRole('button', { name: 'Account menu: ayse' })).toBeInTheDocument();
  });

  it('shows a public planned page with one h1, the footer and a skip link', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/membership');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The footer comes with the shell's deferred extras, a moment after the page.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await waitFor(() => expect(document.title).toBe('Membership · Foresight'));
  });

  it('reads code, message and description on /error', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp(
      '/error?code=503&message=Connection%20Error&description=The%20server%20is%20unreachable',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The server is unreachable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
