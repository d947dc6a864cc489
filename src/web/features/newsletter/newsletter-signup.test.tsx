import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SUBSCRIBE = '/api/newsletter/subscriptions';
const sent = { status: 202, body: { status: 'confirmation-sent' } };
const callsTo = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => (url as string).split('?')[0] === path);

const openNewsletterPage = async (handlers: Parameters<typeof mockFetch>[0]) => {
  const spy = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/community/recent-users': emptyCommunity,
    ...handlers,
  });
  renderApp('/newsletter');
  const form = await screen.findByRole('region', { name: 'Subscribe' }, { timeout: 10_000 });
  return { spy, form: within(form), user: userEvent.setup() };
};

describe('NewsletterSignup on /newsletter', () => {
  it('shows the spec messages without calling the server', async () => {
    const { spy, form, user } = await openNewsletterPage({});
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText('Email address is required')).toBeInTheDocument();
    expect(form.getByText('Please accept the terms to subscribe.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Email address'), 'nope');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(spy, SUBSCRIBE)).toHaveLength(0);
  });

  it('subscribes in the UI language, announces success, and says "already subscribed" for the same address', async () => {
    const { spy, form, user } = await openNewsletterPage({ [`POST ${SUBSCRIBE}`]: () => sent });
    await user.type(form.getByLabelText('Email address'), 'deniz@example.com');
    await user.type(form.getByLabelText('Name (optional)'), 'Deniz');
    await user.click(form.getByRole('checkbox', { name: /I want to receive/ }));
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    const status = form.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('we sent a confirmation link to deniz@example.com'),
    );
    expect(callsTo(spy, SUBSCRIBE).map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ email: 'deniz@example.com', name: 'Deniz', language: 'en', consent: true }),
    ]);
    await user.type(form.getByLabelText('Email address'), 'DENIZ@example.com');
    await user.click(form.getByRole('checkbox', { name: /I want to receive/ }));
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(status).toHaveTextContent('This email is already subscribed to our newsletter.'),
    );
    expect(callsTo(spy, SUBSCRIBE)).toHaveLength(1);
  });

  it('keeps the input when subscribing fails and retries', async () => {
    let attempts = 0;
    const { form, user } = await openNewsletterPage({
      [`POST ${SUBSCRIBE}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } }
          : sent;
      },
    });
    await user.type(form.getByLabelText('Email address'), 'ayse@example.com');
    await user.click(form.getByRole('checkbox', { name: /I want to receive/ }));
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    const alert = form.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Subscription failed'));
    expect(form.getByLabelText('Email address')).toHaveValue('ayse@example.com');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('Almost done'));
    expect(alert).toBeEmptyDOMElement();
  });

  it('shows the wait the server names when the network is rate limited', async () => {
    const message =
      'Too many subscription requests from your network. Please try again in 42 minutes.';
    const { form, user } = await openNewsletterPage({
      [`POST ${SUBSCRIBE}`]: () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', message, retryAfterSeconds: 2520 },
      }),
    });
    await user.type(form.getByLabelText('Email address'), 'limited@example.com');
    await user.click(form.getByRole('checkbox', { name: /I want to receive/ }));
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(message));
  });

  it('defaults the newsletter language to Turkish for a Turkish reader', async () => {
    localStorage.setItem('language', 'tr');
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/newsletter');
    await i18n.changeLanguage('tr');
    const form = await screen.findByRole('region', { name: 'Abone olun' }, { timeout: 10_000 });
    expect(within(form).getByLabelText('Bülten dili')).toHaveValue('tr');
    await i18n.changeLanguage('en');
  });
});
