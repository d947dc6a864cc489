import { act, renderHook } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage, useDocumentLanguage } from './i18n';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from './language';

afterEach(() => localStorage.clear());

describe('detectLanguage (spec section 4)', () => {
  it.each([
    ['tr', 'en-US', 'tr'],
    ['en', 'tr-TR', 'en'],
    [null, 'tr-TR', 'tr'],
    [null, 'tr', 'tr'],
    [null, 'en-GB', 'en'],
    [null, 'de-DE', 'en'],
    [null, undefined, 'en'],
    ['fr', 'tr-TR', 'tr'],
  ] as const)('stored %s, browser %s → %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });
});

describe('setLanguage', () => {
  it('stores the choice; <html lang> and dir follow in the render of the new texts', async () => {
    initI18n('en');
    const { result } = renderHook(() => {
      useDocumentLanguage();
      return useTranslation().t('language.label');
    });
    expect(document.documentElement.lang).toBe('en');
    await act(() => setLanguage('tr'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
    expect(i18n.language).toBe('tr');
    expect(result.current).toBe('Dil');
    expect(document.documentElement.lang).toBe('tr');
    // Turkish is written left to right, whatever the spec's flag says.
    expect(document.documentElement.dir).toBe('ltr');
    expect(detectLanguage()).toBe('tr');
    await act(() => setLanguage('en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('has every error code translated in both languages', () => {
    initI18n('en');
    for (const language of ['en', 'tr']) {
      expect(i18n.getFixedT(language, 'errors')('INVALID_CREDENTIALS')).not.toBe(
        'INVALID_CREDENTIALS',
      );
    }
  });
});
