import { z } from 'zod';
import { readStorage, writeStorage } from '#web/lib/local-storage';

/** Spec section 3: the browser storage key of the visitor's cookie choice. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export { OPEN_COOKIE_SETTINGS_EVENT, openCookieSettings } from './consent-events';

export const CookieConsentSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.iso.datetime({ offset: true }),
});

export type CookieConsent = z.infer<typeof CookieConsentSchema>;
export type ConsentChoice = Pick<CookieConsent, 'analytics' | 'marketing'>;

/** Spec section 5: the optional kinds default to off. */
export const DEFAULT_CONSENT_CHOICE: ConsentChoice = Object.freeze({
  analytics: false,
  marketing: false,
});

/**
 * The saved consent, or null when there is none. A value that cannot be parsed is logged and
 * ignored (spec section 4), so the visitor is simply asked again.
 */
export const readSavedConsent = (): CookieConsent | null => {
  const stored = readStorage(CONSENT_STORAGE_KEY);
  if (stored === null) return null;
  try {
    return CookieConsentSchema.parse(JSON.parse(stored));
  } catch (error) {
    // A warning, not an error: the app recovers by asking again.
    console.warn('Failed to parse saved consent', error);
    return null;
  }
};

/** Stores the choice with the moment it was made; necessary cookies are always on. */
export const writeConsent = (choice: ConsentChoice, now: Date = new Date()): CookieConsent => {
  const consent: CookieConsent = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
  };
  writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  return consent;
};
