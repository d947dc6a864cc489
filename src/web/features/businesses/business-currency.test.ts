import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#engine/index';
import type { Business } from '#shared/contracts/businesses';
import { currencyOfBusiness } from './business-currency';

const business = (id: string, location: string | null): Business => ({
  id,
  name: id,
  description: '',
  inputs: location === null ? null : { ...EXAMPLE_CALCULATOR_INPUT, location },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe("a business's currency", () => {
  const businesses = [business('tr', 'TR'), business('other', 'OTHER'), business('bare', null)];

  it("is its location's own: lira in Turkey, euros elsewhere", () => {
    expect(currencyOfBusiness(businesses, 'tr')).toBe('TRY');
    expect(currencyOfBusiness(businesses, 'other')).toBe('EUR');
  });

  it('is dollars without answers, without a business, or before the list has loaded', () => {
    expect(currencyOfBusiness(businesses, 'bare')).toBe('USD');
    expect(currencyOfBusiness(businesses, null)).toBe('USD');
    expect(currencyOfBusiness(undefined, 'tr')).toBe('USD');
  });
});
