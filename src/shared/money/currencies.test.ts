import { describe, expect, it } from 'vitest';
import { LOCATION_CODES } from '#engine/locations';
import {
  CONVERSION_RATES,
  conversionRateOf,
  currencyForLocation,
  entryMatchesUsd,
  fromUsd,
  impliedUnitsPerUsd,
  MONEY_CURRENCIES,
  toUsd,
} from './currencies';

const AMOUNTS = [0, 0.01, 1, 999.99, 80_000, 1_250_000, 73_500_000, 1e12];

describe('money conversion', () => {
  it.each(MONEY_CURRENCIES)('round-trips every amount in %s', (currency) => {
    for (const amount of AMOUNTS) {
      expect(fromUsd(toUsd(amount, currency), currency)).toBeCloseTo(amount, 6);
      expect(toUsd(fromUsd(amount, currency), currency)).toBeCloseTo(amount, 6);
      // The check the API makes on a saved entry accepts its own conversion.
      expect(entryMatchesUsd({ currency, amount }, toUsd(amount, currency))).toBe(true);
    }
  });

  it('leaves dollars as they are and converts the others at their rate', () => {
    expect(toUsd(80_000, 'USD')).toBe(80_000);
    expect(conversionRateOf('USD')).toBeNull();
    expect(toUsd(735, 'TRY')).toBeCloseTo(100, 10);
    expect(fromUsd(100, 'EUR')).toBeCloseTo(66, 10);
  });

  it.each(Object.values(CONVERSION_RATES))(
    '$currency names its kind, year, area, series, publisher, title and link',
    (rate) => {
      expect(rate.unitsPerUsd).toBeGreaterThan(0);
      expect(['ppp', 'market']).toContain(rate.kind);
      expect(rate.year).toBeGreaterThanOrEqual(2020);
      expect(rate.area).toMatch(/^(TR|EU)$/);
      expect(rate.series).not.toBe('');
      expect(rate.publisher).not.toBe('');
      expect(rate.title).toContain(String(rate.year));
      expect(rate.url).toMatch(/^https:\/\//);
    },
  );

  it('has a rate for every currency but the model’s own dollars', () => {
    for (const currency of MONEY_CURRENCIES) {
      expect(conversionRateOf(currency) === null).toBe(currency === 'USD');
    }
  });

  it('refuses an entry that does not give the dollars', () => {
    expect(entryMatchesUsd({ currency: 'TRY', amount: 1_000_000 }, 100_000)).toBe(false);
  });

  it('recovers the rate a saved entry was converted with', () => {
    expect(impliedUnitsPerUsd({ currency: 'TRY', amount: 500_000 }, 100_000)).toBe(5);
    expect(impliedUnitsPerUsd({ currency: 'TRY', amount: 0 }, 0)).toBe(7.35);
  });

  it('defaults to the founder’s own currency: lira in Turkey, euros elsewhere, dollars in the US', () => {
    expect(currencyForLocation('TR')).toBe('TRY');
    expect(currencyForLocation('OTHER')).toBe('EUR');
    for (const code of LOCATION_CODES.filter((code) => code !== 'TR' && code !== 'OTHER')) {
      expect(currencyForLocation(code)).toBe('USD');
    }
    expect(currencyForLocation(undefined)).toBe('USD');
  });
});
