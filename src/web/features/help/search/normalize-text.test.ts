import { describe, expect, it } from 'vitest';
import { normalizeText, wordsOf } from './normalize-text';

describe('normalizeText', () => {
  it.each([
    ['Başarı Puanı', 'basari puani'],
    ['İSTANBUL', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['ılık', 'ilik'],
    ['Çalışan ÖĞRENCİ üşüdü', 'calisan ogrenci usudu'],
    ['Café  crème', 'cafe creme'],
    ['five-year survival (S5)!', 'five year survival s5'],
    ['“Export” → PDF', 'export pdf'],
  ])('folds %j into %j', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it('gives the same words for upper and lower case Turkish, dotted or dotless', () => {
    expect(wordsOf('İŞLETME IRMAK')).toEqual(wordsOf('işletme ırmak'));
  });

  it('returns distinct words and nothing for blank text', () => {
    expect(wordsOf('cash cash flow')).toEqual(['cash', 'flow']);
    expect(wordsOf('  — ')).toEqual([]);
  });
});
