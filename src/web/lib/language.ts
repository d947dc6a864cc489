import { SUPPORTED_LANGUAGES, type Language } from '#shared/constants';
import { readStorage } from './local-storage';

export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** Spec section 4: the stored preference, else Turkish for a Turkish browser, else English. */
export const detectLanguage = (
  stored: string | null = readStorage(LANGUAGE_STORAGE_KEY),
  browserLanguage: string | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.language,
): Language => {
  if (isLanguage(stored)) return stored;
  if (browserLanguage?.toLowerCase().startsWith('tr')) return 'tr';
  return 'en';
};
