import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMediumDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPoints,
  localeOf,
  toPercent,
} from './format';

const EN = localeOf('en');
const TR = localeOf('tr');

describe('number formatting', () => {
  it('maps the UI language to a locale, English for anything unknown', () => {
    expect([localeOf('tr'), localeOf('en'), localeOf(undefined), localeOf('de')]).toEqual([
      'tr-TR',
      'en-US',
      'en-US',
      'en-US',
    ]);
  });

  it.each([
    [0.38, {}, '38%', '%38'],
    [1, {}, '100%', '%100'],
    [0.074, { digits: 1 }, '7.4%', '%7,4'],
    [0.07, { digits: 1, minDigits: 1 }, '7.0%', '%7,0'],
    [0.2634, { digits: 1 }, '26.3%', '%26,3'],
  ])('writes the share %s as a percentage (%j)', (share, options, english, turkish) => {
    expect(formatPercent(share, EN, options)).toBe(english);
    expect(formatPercent(share, TR, options)).toBe(turkish);
  });

  it.each([
    [18.8, '+18.8', '+18,8'],
    [-1, '−1.0', '−1,0'],
    [0, '+0.0', '+0,0'],
    [1234.56, '+1,234.6', '+1.234,6'],
  ])('writes a change of %s points with its sign and one decimal', (points, english, turkish) => {
    expect(formatPoints(points, EN)).toBe(english);
    expect(formatPoints(points, TR)).toBe(turkish);
  });

  it('writes whole points when asked (chart ticks)', () => {
    expect(formatPoints(-12.4, TR, { digits: 0 })).toBe('−12');
  });

  it('writes dollars whole, grouped the reader’s way, and compact for axes', () => {
    expect(formatMoney(80_000, EN)).toBe('$80,000');
    expect(formatMoney(80_000, TR)).toBe('$80.000');
    expect(formatMoney(1_500_000, EN, { compact: true })).toBe('$1.5M');
    expect(formatMoney(1_500_000, TR, { compact: true })).toMatch(/^\$1,5\s?Mn$/);
  });

  it('writes plain numbers with grouping and the decimal mark of the language', () => {
    expect(formatNumber(12_345.67, EN, { digits: 1 })).toBe('12,345.7');
    expect(formatNumber(12_345.67, TR, { digits: 1 })).toBe('12.345,7');
    expect(formatNumber(0.5742, TR, { digits: 3, minDigits: 3 })).toBe('0,574');
    expect(formatNumber(3, EN, { digits: 1 })).toBe('3');
  });

  it('rounds a probability to whole percent points', () => {
    expect([toPercent(0.384), toPercent(0.385), toPercent(1)]).toEqual([38, 39, 100]);
  });
});

describe('date formatting', () => {
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  const MAY_FIRST = '2026-05-01T12:00:00Z';

  it('writes a calendar date in words in each language', () => {
    expect(formatLongDate(MAY_FIRST, EN)).toBe('May 1, 2026');
    expect(formatLongDate(new Date(MAY_FIRST), TR)).toBe('1 Mayıs 2026');
  });

  it('keeps the long date and the moment apart though both are cached per locale', () => {
    expect(formatLongDate(MAY_FIRST, EN)).toBe('May 1, 2026');
    expect(formatDateTime(MAY_FIRST, EN)).toMatch(/^May 1, 2026, \d{1,2}:\d{2}:\d{2}/);
    expect(formatLongDate(MAY_FIRST, EN)).toBe('May 1, 2026');
  });

  it('writes a list date short and a saved moment to the minute, in each language', () => {
    expect(formatMediumDate(MAY_FIRST, EN)).toBe('May 1, 2026');
    expect(formatMediumDate(MAY_FIRST, TR)).toBe('1 May 2026');
    expect(formatLongDateTime(MAY_FIRST, EN)).toMatch(/^May 1, 2026 at \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatLongDateTime(MAY_FIRST, TR)).toMatch(/^1 Mayıs 2026 \d{2}:\d{2}$/);
  });
});
