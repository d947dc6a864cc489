import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '#shared/contracts/account';
import {
  emptyCommunity,
  type MockHandler,
  mockFetch,
  signedOut,
} from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ACCOUNT: Account = {
  username: 'ayse',
  displayName: null,
  email: 'ayse@example.com',
  emailVerified: false,
  photoURL: null,
  language: null,
  hasPassword: true,
  createdAt: '2026-03-02T09:00:00.000Z',
};

/** A signed-in user whose account answers as `account`; `extra` adds or replaces handlers. */
const openAccountPage = (account: Account, extra: Record<string, MockHandler> = {}) => {
  localStorage.setItem('isLoggedIn', 'true');
  mockFetch({
    'GET /api/user': () => ({ body: { id: 'u1', username: account.username } }),
    'GET /api/account': () => ({ body: account }),
    'GET /api/account/sessions': () => ({ body: [] }),
    'GET /api/account/identities': () => ({ body: [] }),
    'GET /api/auth/options': () => ({ body: { provider: null, outboxPage: false } }),
    ...extra,
  });
  return renderApp('/account');
};

const region = async (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('/account', () => {
  it('previews an https photo as it is typed, and initials otherwise', async () => {
    openAccountPage({ ...ACCOUNT, displayName: 'Ayşe Yılmaz' });
    const profile = await region('Profile');
    const photo = within(profile).getByLabelText('Photo address');
    expect(profile.querySelector('img')).toBeNull();
    expect(within(profile).getByText('AY')).toBeInTheDocument();
    await userEvent.type(photo, 'http://example.com/a.png');
    expect(profile.querySelector('img')).toBeNull();
    await userEvent.clear(photo);
    await userEvent.type(photo, 'https://example.com/a.png');
    expect(profile.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
  });

  it('marks an unverified address and mails a new link to it', async () => {
    const sentBodies: unknown[] = [];
    openAccountPage(ACCOUNT, {
      'POST /api/email/verification': (init) => {
        sentBodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
        return { status: 202, body: { status: 'verification-sent' } };
      },
    });
    const email = await region('E-mail');
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(
      within(email).getByRole('button', { name: 'Send verification link again' }),
    );
    expect(await screen.findByText('Verification link sent')).toBeInTheDocument();
    expect(sentBodies).toEqual([{ email: 'ayse@example.com' }]);
  });

  it('asks a password-less account for no current password and explains a late attempt', async () => {
    openAccountPage(
      { ...ACCOUNT, hasPassword: false },
      {
        'POST /api/account/password': () => ({
          status: 401,
          body: { code: 'REAUTHENTICATION_REQUIRED', message: 'Please sign in again to do this.' },
        }),
      },
    );
    const password = await region('Password');
    expect(within(password).queryByLabelText('Current password')).toBeNull();
    await userEvent.type(within(password).getByLabelText('New password'), 'lighthouse keeper');
    await userEvent.type(
      within(password).getByLabelText('Confirm new password'),
      'lighthouse keeper',
    );
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(
      await within(password).findByText(/sign out and sign in again, then set your password/),
    ).toBeInTheDocument();
    // A 401 about this action is not an ended session: the user stays on the page.
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  });

  it('puts a wrong current password on its field, not in a toast', async () => {
    openAccountPage(ACCOUNT, {
      'POST /api/account/password': () => ({
        status: 401,
        body: { code: 'WRONG_PASSWORD', message: 'The current password is incorrect.' },
      }),
    });
    const password = await region('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'not it');
    await userEvent.type(within(password).getByLabelText('New password'), 'lighthouse keeper');
    await userEvent.type(
      within(password).getByLabelText('Confirm new password'),
      'lighthouse keeper',
    );
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(password).getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is incorrect.',
      ),
    );
    expect(screen.queryByText('Your password could not be changed')).toBeNull();
  });

  it('restarts the getting-started tour from its section', async () => {
    const sentBodies: unknown[] = [];
    openAccountPage(ACCOUNT, {
      'PUT /api/tutorial': (init) => {
        sentBodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
        return { body: { step: 0, status: 'active' } };
      },
    });
    const tour = await region('Getting-started tour');
    await userEvent.click(within(tour).getByRole('button', { name: 'Restart the tutorial' }));
    expect(
      await within(tour).findByText('The tutorial starts again on your dashboard.'),
    ).toBeInTheDocument();
    expect(sentBodies).toEqual([{ step: 0, status: 'active' }]);
  });

  it('goes home after deleting the account, signed out, never by way of /auth', async () => {
    let isDeleted = false;
    const { router } = openAccountPage(ACCOUNT, {
      // Once the account is gone the server knows no session: a guard that looked again would
      // see a visitor and send /account to /auth.
      'GET /api/user': () =>
        isDeleted ? signedOut(undefined) : { body: { id: 'u1', username: 'ayse' } },
      'DELETE /api/account': () => {
        isDeleted = true;
        return { body: { ok: true } };
      },
      'GET /api/community/recent-users': emptyCommunity,
    });
    const section = await region('Delete account');
    await userEvent.click(within(section).getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.type(
      within(dialog).getByLabelText('Type your username (ayse) to confirm'),
      'ayse',
    );
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'a-long-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('isLoggedIn')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    // The guard remembers the page it sends to /auth; it never had to.
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
    // Home has finished loading (its subscribe form comes a moment later): ending the test before
    // that left its import running after the test environment was gone (an unhandled error).
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
