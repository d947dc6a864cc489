import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import {
  CONSENT_STORAGE_KEY,
  openCookieSettings,
  type CookieConsent as Saved,
} from '../consent-storage';
import { reloadCookieConsent } from '../consent-store';
import { CookieConsent } from './cookie-consent';

const saved = (): Saved | null =>
  JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Saved | null;

const renderConsent = (onClose?: () => void) => {
  const router = createMemoryRouter([{ path: '*', element: <CookieConsent onClose={onClose} /> }], {
    initialEntries: ['/'],
  });
  return render(<RouterProvider router={router} />);
};

const banner = () => screen.queryByRole('region', { name: 'Cookie Preferences' });

describe('CookieConsent', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    localStorage.clear();
    reloadCookieConsent();
  });

  it('shows the banner without a saved consent, with the sentence and the privacy link', () => {
    renderConsent();
    const region = banner();
    expect(region).not.toBeNull();
    expect(
      within(region as HTMLElement).getByText(
        /By clicking Accept All, you consent to our use of cookies\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(region as HTMLElement).getByRole('link', { name: 'Read how we use cookies' }),
    ).toHaveAttribute('href', '/privacy-policy#cookies');
  });

  it('Accept All saves both on with a timestamp and hides the banner', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(saved()).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(Number.isNaN(Date.parse(saved()?.timestamp ?? ''))).toBe(false);
    expect(banner()).toBeNull();
  });

  it('Reject All saves both off and hides the banner', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(saved()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it('Customize opens the dialog; necessary is checked and disabled; Save stores and calls onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderConsent(onClose);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = screen.getByRole('dialog', { name: 'Customize Cookie Preferences' });
    const necessary = within(dialog).getByRole('checkbox', { name: /Necessary Cookies/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Analytics Cookies' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing Cookies' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Analytics Cookies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(saved()).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('Cancel closes the dialog without saving', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderConsent(onClose);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    await user.click(screen.getByRole('checkbox', { name: 'Marketing Cookies' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(banner()).not.toBeNull();
  });

  it('with a saved consent hides the banner; the event opens the dialog from the re-read values', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        timestamp: '2026-01-01T00:00:00.000Z',
      }),
    );
    reloadCookieConsent();
    renderConsent();
    expect(banner()).toBeNull();
    // Another tab changed the choice after this page loaded: the dialog must show the new one.
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: true,
        timestamp: '2026-01-02T00:00:00.000Z',
      }),
    );
    act(() => {
      openCookieSettings();
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Analytics Cookies' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing Cookies' })).toBeChecked();
  });

  it('ignores a broken saved value with a logged message and shows the banner', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'not json');
    reloadCookieConsent();
    renderConsent();
    expect(warn).toHaveBeenCalledWith('Failed to parse saved consent', expect.anything());
    expect(banner()).not.toBeNull();
  });
});
