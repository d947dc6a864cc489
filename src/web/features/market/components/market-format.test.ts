import { describe, expect, it } from 'vitest';
import { formatDataDate, shortSectorName } from './market-format';

describe('formatDataDate', () => {
  it('writes a data date in the reader’s language', () => {
    expect(formatDataDate('2025-03-31', 'en-US')).toBe('Mar 31, 2025');
    expect(formatDataDate('2025-03-31', 'tr-TR')).toBe('31 Mar 2025');
  });

  it('keeps the day of the date whatever the reader’s time zone', () => {
    // Read at midnight UTC: a local-time read would give 31 December west of Greenwich.
    expect(formatDataDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
  });
});

describe('shortSectorName', () => {
  it('drops the examples in brackets from a calculator sector label', () => {
    expect(shortSectorName('Construction (builders, electricians, plumbers)')).toBe('Construction');
    expect(shortSectorName('İnşaat (müteahhitler, elektrikçiler, tesisatçılar)')).toBe('İnşaat');
  });

  it('keeps a label without examples whole', () => {
    expect(shortSectorName('Restaurants, cafés, hotels')).toBe('Restaurants, cafés, hotels');
  });
});
