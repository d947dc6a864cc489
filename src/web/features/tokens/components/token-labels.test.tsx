import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, PAID_TOOL_IDS } from '#shared/catalogue';
import { LEDGER_ENTRY_KINDS } from '#shared/contracts/tokens';
import { i18n, initI18n } from '#web/lib/i18n';
import { useEntryLabel } from './token-labels';

const labelsIn = async (language: 'en' | 'tr') => {
  initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['tokens', 'pricing']);
  return renderHook(() => useEntryLabel()).result.current;
};

afterEach(() => i18n.changeLanguage('en'));

describe('useEntryLabel', () => {
  it('names each kind of entry in plain words with what it was for', async () => {
    const label = await labelsIn('en');
    expect(label({ kind: 'signUp', source: 'signUp' })).toBe('Welcome tokens for your new account');
    expect(label({ kind: 'spend', source: 'comprehensiveAnalysis' })).toBe(
      'Spent on: Comprehensive analysis (SWOT, competition, market, action plan)',
    );
    expect(label({ kind: 'purchase', source: 'pack-60' })).toBe('Bought: 60 tokens');
    expect(label({ kind: 'allowance', source: 'plus' })).toBe(
      'Monthly allowance of your Plus membership',
    );
    expect(label({ kind: 'refund', source: 'simulatorRun' })).toBe(
      'Refunded because it did not finish: Simulator runs and goal searches on our server (API)',
    );
  });

  it('never shows a raw id or key for any kind and catalogue source, in either language', async () => {
    const sources = [
      ...PAID_TOOL_IDS,
      ...CATALOGUE.packs.map((pack) => pack.id),
      ...CATALOGUE.tiers.map((tier) => tier.id),
    ];
    for (const language of ['en', 'tr'] as const) {
      const label = await labelsIn(language);
      for (const kind of LEDGER_ENTRY_KINDS) {
        for (const source of sources) {
          const text = label({ kind, source });
          expect(text, `${language} ${kind} ${source}`).not.toMatch(
            /history\.kinds|pricing:|pack-|comprehensiveAnalysis|simulatorRun|aiNarrative|\{\{/,
          );
        }
      }
    }
    const tr = await labelsIn('tr');
    expect(tr({ kind: 'purchase', source: 'pack-20' })).toBe('Satın alındı: 20 jeton');
  });
});
