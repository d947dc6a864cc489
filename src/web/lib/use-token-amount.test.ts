import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { useTokenAmount } from './use-token-amount';

const amountsIn = async (language: 'en' | 'tr', counts: number[]) => {
  initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common']);
  const { result } = renderHook(() => useTokenAmount());
  return counts.map((count) => result.current(count));
};

afterEach(() => i18n.changeLanguage('en'));

describe('useTokenAmount', () => {
  it('words a balance with the plural and the grouping of English', async () => {
    expect(await amountsIn('en', [0, 1, 60, 1250])).toEqual([
      '0 tokens',
      '1 token',
      '60 tokens',
      '1,250 tokens',
    ]);
  });

  it('and of Turkish', async () => {
    expect(await amountsIn('tr', [1, 1250])).toEqual(['1 jeton', '1.250 jeton']);
  });
});
