import { useSyncExternalStore } from 'react';
import {
  readSavedConsent,
  writeConsent,
  type ConsentChoice,
  type CookieConsent,
} from './consent-storage';

// undefined: not read yet; null: no (valid) saved consent.
let current: CookieConsent | null | undefined;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const getCookieConsent = (): CookieConsent | null => {
  if (current === undefined) current = readSavedConsent();
  return current;
};

/** Re-reads storage (the dialog does this before opening, spec section 4). */
export const reloadCookieConsent = (): CookieConsent | null => {
  current = readSavedConsent();
  emit();
  return current;
};

export const saveCookieConsent = (choice: ConsentChoice): CookieConsent => {
  current = writeConsent(choice);
  emit();
  return current;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's saved consent, or null while they have not chosen. */
export const useCookieConsent = (): CookieConsent | null =>
  useSyncExternalStore(subscribe, getCookieConsent);
