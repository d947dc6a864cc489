import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Checkout } from '#shared/contracts/billing';
import { type MockHandler, mockFetch } from '#tests/fixtures/web/fetch-mock';
import { freeMembership } from '#tests/fixtures/web/membership';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ID = '3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
const OPEN: Checkout = {
  id: ID,
  productKind: 'pack',
  productId: 'pack-60',
  provider: 'stripe',
  amount: 1200,
  currency: 'USD',
  tokens: 60,
  status: 'open',
  createdAt: '2026-11-26T10:00:00.000Z',
  completedAt: null,
};
const COMPLETED: Checkout = {
  ...OPEN,
  status: 'completed',
  completedAt: '2026-11-26T10:00:05.000Z',
};
const MEMBERSHIP = freeMembership({ tokenBalance: 70 });

const openAt = (path: string, handlers: Record<string, MockHandler>) => {
  localStorage.setItem('isLoggedIn', 'true');
  const spy = mockFetch({
    'GET /api/user': () => ({ body: { id: 'u1', username: 'ayse' } }),
    'GET /api/membership': () => ({ body: MEMBERSHIP }),
    ...handlers,
  });
  renderApp(path);
  return spy;
};

const checkoutCalls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(([url]) => typeof url === 'string' && url.includes(`/api/checkout/${ID}`))
    .length;

describe('/subscription-checkout', () => {
  it('after Stripe, waits for the webhook by asking the server, then shows the new balance', async () => {
    let answers = 0;
    const spy = openAt(`/subscription-checkout?checkout=${ID}&status=success`, {
      [`GET /api/checkout/${ID}`]: () => ({ body: (answers += 1) < 2 ? OPEN : COMPLETED }),
    });
    expect(
      await screen.findByText(/Waiting for the payment provider/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Purchase complete/)).toBeNull();
    expect(
      await screen.findByText('Purchase complete: 60 tokens were added.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('token-balance')).toHaveTextContent('Your balance: 70 tokens');
    expect(checkoutCalls(spy)).toBe(2);
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says a cancelled Stripe payment charged nothing, and does not poll', async () => {
    const spy = openAt(`/subscription-checkout?checkout=${ID}&status=cancelled`, {
      [`GET /api/checkout/${ID}`]: () => ({ body: OPEN }),
    });
    expect(
      await screen.findByText(
        'You cancelled the payment. Nothing was charged.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(checkoutCalls(spy)).toBe(1);
  });

  it('labels the demo checkout and completes it only on Confirm', async () => {
    let confirmed = false;
    openAt(`/subscription-checkout?checkout=${ID}`, {
      [`GET /api/checkout/${ID}`]: () => ({
        body: { ...(confirmed ? COMPLETED : OPEN), provider: 'demo' },
      }),
      [`POST /api/checkout/${ID}/confirm`]: () => {
        confirmed = true;
        return { body: { ...COMPLETED, provider: 'demo' } };
      },
    });
    expect(await screen.findByTestId('demo-badge', {}, { timeout: 10_000 })).toHaveTextContent(
      'Demo checkout — no money is taken',
    );
    expect(screen.getByTestId('checkout-summary')).toHaveTextContent('Token pack: 60 tokens');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('Purchase complete: 60 tokens were added.')).toBeInTheDocument();
    expect(confirmed).toBe(true);
  });

  it("shows another user's or an unknown checkout as an error with a way back", async () => {
    openAt(`/subscription-checkout?checkout=${ID}`, {});
    expect(
      await screen.findByText(/This checkout could not be loaded/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to token packs' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});
