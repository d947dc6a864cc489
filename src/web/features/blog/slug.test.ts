import { describe, expect, it } from 'vitest';
import { BlogSlugSchema } from '#shared/contracts/blog';
import { isBlogSlug, suggestSlug } from './slug';

describe('suggestSlug', () => {
  it.each([
    ['How to test demand before you spend', 'how-to-test-demand-before-you-spend'],
    ['Ölçek büyütmeden önce: İlk 100 müşteri', 'olcek-buyutmeden-once-ilk-100-musteri'],
    ['ŞİRKET IĞDIR ÇĞÜ', 'sirket-igdir-cgu'],
    ['  Cash -- runway?! (2026)  ', 'cash-runway-2026'],
    ['Café naïve façade', 'cafe-naive-facade'],
  ])('%s -> %s', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
    expect(BlogSlugSchema.safeParse(slug).success).toBe(true);
  });

  it('cuts a long title at a word boundary within the limit', () => {
    const slug = suggestSlug('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
    expect(BlogSlugSchema.safeParse(slug).success).toBe(true);
  });

  it('gives nothing for a title without letters or digits', () => {
    expect(suggestSlug('?! …')).toBe('');
  });
});

describe('isBlogSlug', () => {
  it.each([
    'what-five-year-survival-means',
    'abc',
    'ab',
    'a'.repeat(120),
    'a'.repeat(121),
    'Upper-case',
    'double--hyphen',
    '-leading',
    'trailing-',
    'spaces here',
    'türkçe',
    '',
  ])('%s: the same verdict as BlogSlugSchema', (slug) => {
    expect(isBlogSlug(slug)).toBe(BlogSlugSchema.safeParse(slug).success);
  });
});
