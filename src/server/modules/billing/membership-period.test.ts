import { describe, expect, it } from 'vitest';
import { addOneMonth } from './membership-period';

describe('addOneMonth', () => {
  it('keeps the day and time of the month', () => {
    expect(addOneMonth(new Date('2026-11-26T15:00:00.000Z')).toISOString()).toBe(
      '2026-12-26T15:00:00.000Z',
    );
    expect(addOneMonth(new Date('2026-12-10T00:00:00.000Z')).toISOString()).toBe(
      '2027-01-10T00:00:00.000Z',
    );
  });

  it('ends on the last day of a shorter month instead of skipping it', () => {
    expect(addOneMonth(new Date('2027-01-31T08:00:00.000Z')).toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
    expect(addOneMonth(new Date('2028-01-31T08:00:00.000Z')).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
  });
});
