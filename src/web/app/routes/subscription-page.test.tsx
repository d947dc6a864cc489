import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutMode } from '#shared/contracts/billing';
import { type MockHandler, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { freeMembership } from '#tests/fixtures/web/membership';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const FREE = freeMembership();
const WAIT = { timeout: 10_000 };

const openAs = (
  path: string,
  mode: CheckoutMode,
  user: { isAdmin: boolean } | null = { isAdmin: false },
) => {
  const handlers: Record<string, MockHandler> = {
    'GET /api/checkout/availability': () => ({ body: { mode } }),
    'GET /api/membership': () => ({ body: FREE }),
    'GET /api/user': user
      ? () => ({ body: { id: 'u1', username: 'ayse', isAdmin: user.isAdmin } })
      : signedOut,
  };
  if (user) localStorage.setItem('isLoggedIn', 'true');
  mockFetch(handlers);
  renderApp(path);
};

const unavailableNotice = () =>
  screen.findByRole('region', { name: 'Payments are not available on this site' }, WAIT);

describe('/subscription and /membership on a server that takes no payments', () => {
  it('/subscription says so before any click and shows the packs with no Buy button', async () => {
    openAs('/subscription', 'unavailable');
    const notice = await unavailableNotice();
    expect(notice).toHaveTextContent('cannot be bought here at the moment');
    // The prices stay readable; nothing to click that could only fail.
    expect(within(screen.getByTestId('pack-list')).getAllByRole('listitem').length).toBeGreaterThan(
      0,
    );
    expect(await screen.findByTestId('token-balance', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    // How to turn payments on is for administrators only.
    expect(within(notice).queryByText('STRIPE_SECRET_KEY')).toBeNull();
  });

  it('/membership shows the plans with no Choose button', async () => {
    openAs('/membership', 'unavailable');
    await unavailableNotice();
    expect(await screen.findByText('You are on the free plan.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
  });

  it('does not ask a visitor to sign in to buy', async () => {
    openAs('/subscription', 'unavailable', null);
    await unavailableNotice();
    expect(screen.queryByRole('link', { name: 'Sign in or create an account' })).toBeNull();
  });

  it('tells an administrator which settings turn payments on', async () => {
    openAs('/subscription', 'unavailable', { isAdmin: true });
    const notice = await unavailableNotice();
    const setup = within(notice).getByTestId('payments-setup');
    expect(within(setup).getByText('STRIPE_SECRET_KEY')).toBeInTheDocument();
    expect(within(setup).getByText('STRIPE_WEBHOOK_SECRET')).toBeInTheDocument();
    expect(within(setup).getByText('DEMO_CHECKOUT=allow')).toBeInTheDocument();
    expect(setup).toHaveTextContent('/api/stripe/webhook');
  });
});

describe('/subscription and /membership where payments are taken', () => {
  it.each(['demo', 'stripe'] as const)('offer to buy through %s checkout', async (mode) => {
    openAs('/subscription', mode);
    expect(
      await screen.findByRole('button', { name: 'Buy 60 tokens for $12' }, WAIT),
    ).toBeEnabled();
    expect(screen.queryByRole('region', { name: /Payments are not available/ })).toBeNull();
  });

  it('/membership offers the paid plans', async () => {
    openAs('/membership', 'demo');
    expect(await screen.findByRole('button', { name: 'Choose Plus' }, WAIT)).toBeEnabled();
  });
});
