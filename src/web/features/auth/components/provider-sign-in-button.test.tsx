import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_BROADCAST_CHANNEL } from '#shared/contracts/identity';
import { i18n, initI18n } from '#web/lib/i18n';
import { WAIT } from '#tests/fixtures/waits';
import { mockFetch, type MockHandler } from '#tests/fixtures/web/fetch-mock';
import { signInOptionsQueryOptions } from '../api/get-sign-in-options';
import { POPUP_CLOSED_GRACE_MS, POPUP_HEIGHT_PX, POPUP_WIDTH_PX } from '../provider/provider-popup';
import { ProviderSignInButton } from './provider-sign-in-button';

const withProvider: MockHandler = () => ({
  body: { provider: { name: 'Google' }, outboxPage: false },
});

const renderButton = (
  onSignedIn = vi.fn(),
  mode: 'sign-in' | 'link' = 'sign-in',
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) => {
  initI18n('en');
  void i18n.changeLanguage('en');
  render(
    <QueryClientProvider client={client}>
      <ProviderSignInButton onSignedIn={onSignedIn} mode={mode} remember />
    </QueryClientProvider>,
  );
  return onSignedIn;
};

/** A popup window as the page sees it: whether it is closed, and the page's way to close it. */
/** The popup's page reporting a failed sign-in to its opener, as it does through postMessage. */
const postPopupFailure = (code: string) => {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: window.location.origin,
      data: { type: AUTH_BROADCAST_CHANNEL, payload: { result: 'error', code } },
    }),
  );
};

const fakePopup = () => {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ProviderSignInButton', () => {
  it('renders nothing when the server has no provider', async () => {
    mockFetch({
      'GET /api/auth/options': () => ({ body: { provider: null, outboxPage: false } }),
    });
    const client = new QueryClient();
    renderButton(vi.fn(), 'sign-in', client);
    // Judged once the options have arrived, not before.
    await vi.waitFor(
      () =>
        expect(client.getQueryState(signInOptionsQueryOptions().queryKey)?.status).toBe('success'),
      WAIT,
    );
    await act(async () => undefined);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a centred 500x600 popup on the start address, in the click itself', async () => {
    mockFetch({ 'GET /api/auth/options': withProvider });
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    renderButton(vi.fn(), 'link');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/oidc/start?mode=link&remember=true');
    expect(features).toContain(`width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX}`);
    expect(screen.getByRole('status')).toHaveTextContent('Finish signing in in the popup window.');
  });

  it('says the popup was blocked when window.open returns null', async () => {
    mockFetch({ 'GET /api/auth/options': withProvider });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Popup was blocked by your browser. Please allow popups for this site and try again.',
    );
  });

  it('hands the signed-in user over when the popup reports success on the broadcast channel', async () => {
    mockFetch({
      'GET /api/auth/options': withProvider,
      'GET /api/user': () => ({ body: { id: 'u1', username: 'ada' } }),
    });
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onSignedIn = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const channel = new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
    channel.postMessage({ type: AUTH_BROADCAST_CHANNEL, payload: { result: 'ok' } });
    channel.close();
    await vi.waitFor(
      () => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' })),
      WAIT,
    );
    // The page closes the popup itself: a window that went through several pages may refuse
    // its own script's close().
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('shows the spec texts of an unauthorized domain and of a failure', async () => {
    mockFetch({ 'GET /api/auth/options': withProvider });
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    renderButton();
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    act(() => postPopupFailure('UNAUTHORIZED_DOMAIN'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This domain is not authorized for Google sign-in. Please add your domain to the identity provider console under Authentication > Settings > Authorized domains.',
    );
    await userEvent.click(button);
    act(() => postPopupFailure('SIGN_IN_PROVIDER_FAILED'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Google');
  });

  it('reports a cancelled sign-in only after the popup has been closed for the grace period', async () => {
    mockFetch({ 'GET /api/auth/options': withProvider });
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderButton();
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    vi.useFakeTimers();
    act(() => button.click());
    popup.closed = true;
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSED_GRACE_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in was cancelled. Please try again.');
  });
});
