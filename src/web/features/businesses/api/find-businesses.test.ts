import { describe, expect, it } from 'vitest';
import { findBusinesses } from '#shared/contracts/businesses';
import { BUSINESSES_QUERY_KEY, BUSINESSES_ROUTE } from './find-businesses';

describe('BUSINESSES_ROUTE', () => {
  it("is the contract's route, written out to keep the contracts off the first load", () => {
    expect(BUSINESSES_ROUTE).toEqual({ method: findBusinesses.method, path: findBusinesses.path });
    expect(BUSINESSES_QUERY_KEY).toEqual([findBusinesses.path]);
  });
});
