import { describe, expect, it } from 'vitest';
import type { FindIdeasRequest } from '#shared/contracts/ideas';
import { href } from '#shared/routes';
import { finderResolver, formValuesOf } from './finder-form-values';
import { filtersOfSearch, requestOfSearch, searchOfRequest } from './finder-search';

const FULL: FindIdeasRequest = {
  location: 'TR',
  experience: 'under_2_years',
  areaType: 'rural',
  budgetUsd: 20_000,
  sectors: ['retail', 'education'],
  skills: ['cooking'],
  customerTypes: ['consumers'],
  time: 'part_time',
  isOnlineOnly: true,
  page: 3,
};

const resolve = (values: ReturnType<typeof formValuesOf>) =>
  finderResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the finder URL', () => {
  it('carries every filter there and back', () => {
    const search = searchOfRequest(FULL);
    expect(search.getAll('sector')).toEqual(['retail', 'education']);
    expect(requestOfSearch(new URLSearchParams(search.toString()))).toEqual(FULL);
  });

  it('opens with the sector a link to it names ticked', () => {
    const link = new URL(href.businessIdeaFinder('retail'), 'https://example.test');
    expect(filtersOfSearch(link.searchParams)).toEqual({ sectors: ['retail'] });
  });

  it('waits for the founder: no search without location and experience', () => {
    expect(requestOfSearch(new URLSearchParams('sector=retail'))).toBeNull();
    expect(requestOfSearch(new URLSearchParams('location=TR'))).toBeNull();
  });

  it('drops a value an edited link got wrong and keeps the rest', () => {
    const search = new URLSearchParams(
      'location=TR&experience=none&sector=moon&budget=-4&skill=cooking',
    );
    expect(requestOfSearch(search)).toEqual({
      location: 'TR',
      experience: 'none',
      skills: ['cooking'],
    });
  });

  it('keeps the filters of a link that names no founder yet, for the form to start with', () => {
    const search = new URLSearchParams('sector=construction&sector=moon&budget=5000');
    expect(requestOfSearch(search)).toBeNull();
    expect(filtersOfSearch(search)).toEqual({ budgetUsd: 5000 });
    expect(filtersOfSearch(new URLSearchParams('sector=construction'))).toEqual({
      sectors: ['construction'],
    });
  });
});

describe('the finder form', () => {
  it('turns its values into the contract request, full days meaning any idea', async () => {
    const values = { ...formValuesOf(FULL), time: 'full_time' as const };
    const { page: _page, time: _time, ...expected } = FULL;
    expect((await resolve(values)).values).toEqual(expected);
  });

  it('puts the schema messages on the fields', async () => {
    const result = await resolve({ ...formValuesOf({}), budget: '-5' });
    expect(result.errors.location?.message).toBe('This field is required');
    expect(result.errors.experience?.message).toBe('This field is required');
    expect(result.errors.budget?.message).toBe('Must be at least 0');
  });
});
