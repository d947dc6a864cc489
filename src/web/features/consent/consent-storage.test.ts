import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  OPEN_COOKIE_SETTINGS_EVENT,
  openCookieSettings,
  readSavedConsent,
  writeConsent,
} from './consent-storage';

describe('cookie consent storage', () => {
  beforeEach(() => localStorage.clear());

  it('has no consent until one is saved', () => {
    expect(readSavedConsent()).toBeNull();
  });

  it('saves necessary, the two choices and the ISO timestamp under cookie-consent', () => {
    const now = new Date('2026-11-23T10:15:00.000Z');
    writeConsent({ analytics: true, marketing: false }, now);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      timestamp: '2026-11-23T10:15:00.000Z',
    });
    expect(readSavedConsent()).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      timestamp: '2026-11-23T10:15:00.000Z',
    });
  });

  it.each([
    ['not JSON', '{broken'],
    [
      'necessary off',
      JSON.stringify({
        necessary: false,
        analytics: true,
        marketing: true,
        timestamp: '2026-01-01T00:00:00Z',
      }),
    ],
    [
      'a missing flag',
      JSON.stringify({ necessary: true, analytics: true, timestamp: '2026-01-01T00:00:00Z' }),
    ],
    [
      'a bad timestamp',
      JSON.stringify({ necessary: true, analytics: true, marketing: true, timestamp: 'yesterday' }),
    ],
  ])('logs and ignores a saved value with %s', (_case, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    expect(readSavedConsent()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Failed to parse saved consent', expect.anything());
  });

  it('openCookieSettings dispatches the open-cookie-settings window event', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    openCookieSettings();
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    expect(listener).toHaveBeenCalledOnce();
  });
});
