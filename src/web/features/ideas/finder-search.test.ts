import { describe, expect, it } from 'vitest';
import { href } from '#shared/routes';
import { CONVERSION_RATES } from '#shared/money/currencies';
import { finderResolver, formValuesOf } from './finder-form-values';
import {
  type FinderSearch,
  filtersOfParams,
  paramsOfSearch,
  requestOf,
  searchOfParams,
} from './finder-search';

const FULL: FinderSearch = {
  location: 'TR',
  experience: 'under_2_years',
  areaType: 'rural',
  currency: 'USD',
  budget: 20_000,
  sectors: ['retail', 'education'],
  skills: ['cooking'],
  customerTypes: ['consumers'],
  time: 'part_time',
  isOnlineOnly: true,
  page: 3,
};

const LIRA_PER_USD = CONVERSION_RATES.TRY.unitsPerUsd;

const resolve = (values: ReturnType<typeof formValuesOf>) =>
  finderResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the finder URL', () => {
  it('carries every filter there and back', () => {
    const params = paramsOfSearch(FULL);
    expect(params.getAll('sector')).toEqual(['retail', 'education']);
    expect(searchOfParams(new URLSearchParams(params.toString()))).toEqual(FULL);
  });

  it('keeps a lira budget as typed and sends its dollars at the dated rate', () => {
    const lira: FinderSearch = {
      location: 'TR',
      experience: 'none',
      currency: 'TRY',
      budget: 50_000,
    };
    const params = paramsOfSearch(lira);
    expect(params.get('budget')).toBe('50000');
    expect(params.get('currency')).toBe('TRY');
    const back = searchOfParams(new URLSearchParams(params.toString()));
    expect(back).toEqual(lira);
    // OECD's 2023 purchasing-power parity: 7.35 lira buy what a dollar buys.
    expect(LIRA_PER_USD).toBe(7.35);
    expect(back && requestOf(back)).toEqual({
      location: 'TR',
      experience: 'none',
      budgetUsd: 50_000 / 7.35,
    });
  });

  it('reads a budget without a currency as dollars, as links did before currencies', () => {
    const old = searchOfParams(new URLSearchParams('location=TR&experience=none&budget=5000'));
    expect(old).toEqual({ location: 'TR', experience: 'none', currency: 'USD', budget: 5000 });
    expect(old && requestOf(old).budgetUsd).toBe(5000);
  });

  it('shows a founder without budget or currency in their own currency', () => {
    expect(searchOfParams(new URLSearchParams('location=TR&experience=none'))?.currency).toBe(
      'TRY',
    );
    expect(searchOfParams(new URLSearchParams('location=US-TX&experience=none'))?.currency).toBe(
      'USD',
    );
  });

  it('checks the range in dollars: a lira amount within it is kept, one beyond it is dropped', () => {
    // 100 million dollars is the contract's most; in lira that is 735 million.
    const within = 'location=TR&experience=none&currency=TRY&budget=700000000';
    expect(searchOfParams(new URLSearchParams(within))?.budget).toBe(700_000_000);
    const beyond = 'location=TR&experience=none&currency=TRY&budget=800000000';
    expect(searchOfParams(new URLSearchParams(beyond))).toEqual({
      location: 'TR',
      experience: 'none',
      currency: 'TRY',
    });
  });

  it('opens with the sector a link to it names ticked', () => {
    const link = new URL(href.businessIdeaFinder('retail'), 'https://example.test');
    expect(filtersOfParams(link.searchParams)).toEqual({ sectors: ['retail'] });
  });

  it('waits for the founder: no search without location and experience', () => {
    expect(searchOfParams(new URLSearchParams('sector=retail'))).toBeNull();
    expect(searchOfParams(new URLSearchParams('location=TR'))).toBeNull();
  });

  it('drops a value an edited link got wrong and keeps the rest', () => {
    const params = new URLSearchParams(
      'location=TR&experience=none&sector=moon&budget=-4&skill=cooking&currency=GBP',
    );
    expect(searchOfParams(params)).toEqual({
      location: 'TR',
      experience: 'none',
      currency: 'USD',
      skills: ['cooking'],
    });
  });

  it('keeps the filters of a link that names no founder yet, for the form to start with', () => {
    const params = new URLSearchParams('sector=construction&sector=moon&budget=5000');
    expect(searchOfParams(params)).toBeNull();
    expect(filtersOfParams(params)).toEqual({ budget: 5000, currency: 'USD' });
    // No budget, no currency: the location the founder picks will decide.
    expect(filtersOfParams(new URLSearchParams('sector=construction'))).toEqual({
      sectors: ['construction'],
    });
  });
});

describe('the finder form', () => {
  it('turns its values into a search, full days meaning any idea', async () => {
    const values = { ...formValuesOf(FULL), time: 'full_time' as const };
    const { page: _page, time: _time, ...expected } = FULL;
    expect((await resolve(values)).values).toEqual(expected);
  });

  it('types the budget in the location’s currency until another is chosen', async () => {
    const values = { ...formValuesOf({ location: 'TR', experience: 'none' }), budget: '50000' };
    const search = (await resolve(values)).values as FinderSearch;
    expect(search).toEqual({ location: 'TR', experience: 'none', currency: 'TRY', budget: 50_000 });
    expect(requestOf(search).budgetUsd).toBe(50_000 / LIRA_PER_USD);
    const inEuros = (await resolve({ ...values, currency: 'EUR' })).values as FinderSearch;
    expect(inEuros.currency).toBe('EUR');
    expect(requestOf(inEuros).budgetUsd).toBe(50_000 / 0.66);
  });

  it('puts the schema messages on the fields', async () => {
    const result = await resolve({ ...formValuesOf({}), budget: '-5' });
    expect(result.errors.location?.message).toBe('This field is required');
    expect(result.errors.experience?.message).toBe('This field is required');
    expect(result.errors.budget?.message).toBe('Must be at least 0');
  });

  it('refuses a lira budget beyond the dollar range', async () => {
    const values = { ...formValuesOf({ location: 'TR', experience: 'none' }), budget: '8e8' };
    expect((await resolve(values)).errors.budget?.message).toMatch(/^Must be no more than/);
  });
});
