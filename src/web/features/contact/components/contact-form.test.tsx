import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const openContactPage = async (handlers: Parameters<typeof mockFetch>[0]) => {
  const spy = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/community/recent-users': emptyCommunity,
    ...handlers,
  });
  renderApp('/contact');
  const region = await screen.findByRole(
    'region',
    { name: 'Send us a message' },
    { timeout: 10_000 },
  );
  return { spy, form: within(region), user: userEvent.setup() };
};

const fillIn = async (
  form: Awaited<ReturnType<typeof openContactPage>>['form'],
  user: ReturnType<typeof userEvent.setup>,
) => {
  await user.type(form.getByLabelText('Your name'), 'Deniz Kaya');
  await user.type(form.getByLabelText('Your email address'), 'deniz@example.com');
  await user.selectOptions(form.getByLabelText('Topic'), 'feedback');
  await user.type(
    form.getByRole('textbox', { name: 'Message' }),
    'The results page is clear, thanks.',
  );
};

describe('ContactForm', () => {
  it('validates every field before sending', async () => {
    const { spy, form, user } = await openContactPage({});
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText('This field is required')).toBeInTheDocument();
    expect(form.getByText('Email address is required')).toBeInTheDocument();
    expect(form.getByText('Please choose a topic')).toBeInTheDocument();
    expect(form.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(spy.mock.calls.filter(([url]) => url === '/api/contact')).toHaveLength(0);
  });

  it('sends the message and shows the thank-you with the reply address, focused', async () => {
    const { spy, form, user } = await openContactPage({
      'POST /api/contact': () => ({ status: 202, body: { status: 'received' } }),
    });
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(form.getByRole('status')).toHaveTextContent(
        'We will reply by e-mail to deniz@example.com.',
      ),
    );
    expect(form.getByText('Thank you, your message has arrived.').parentElement).toHaveFocus();
    const [call] = spy.mock.calls.filter(([url]) => url === '/api/contact');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      name: 'Deniz Kaya',
      email: 'deniz@example.com',
      topic: 'feedback',
      message: 'The results page is clear, thanks.',
      website: '',
    });
  });

  it('keeps what was typed when sending fails', async () => {
    const { form, user } = await openContactPage({
      'POST /api/contact': () => ({ status: 500, body: { code: 'INTERNAL', message: 'Oops' } }),
    });
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent('Your message could not be sent.'),
    );
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'The results page is clear, thanks.',
    );
  });
});
