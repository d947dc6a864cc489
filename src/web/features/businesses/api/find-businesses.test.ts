import { describe, expect, it } from 'vitest';
import { findBusinesses } from '#shared/contracts/businesses';
import { BUSINESSES_QUERY_KEY } from './find-businesses';

describe('BUSINESSES_QUERY_KEY', () => {
  it("is the contract's path, written out to keep the contracts off the first load", () => {
    expect(BUSINESSES_QUERY_KEY).toEqual([findBusinesses.path]);
  });
});
