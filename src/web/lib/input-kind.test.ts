import { describe, expect, it } from 'vitest';
import { FOUNDER_CHOICES } from '#engine/index';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';
import { INPUTS_BY_KIND, inputKindOf, splitByKind, textKindOf } from './input-kind';

describe('input kinds', () => {
  it('takes the founder’s choices from the engine and puts every other field with the business', () => {
    expect([...INPUTS_BY_KIND.choice].sort()).toEqual([...FOUNDER_CHOICES].sort());
    expect([...INPUTS_BY_KIND.business, ...INPUTS_BY_KIND.choice].sort()).toEqual(
      CALCULATOR_FIELDS.map((field) => field.name).sort(),
    );
    // Describing the business, never advice: team size, legal form, main or side activity, place.
    for (const name of ['sector', 'location', 'operationScale', 'legalForm', 'timeCommitment'])
      expect(inputKindOf(name)).toBe('business');
  });

  it('sorts engine texts by the input they are about; a text about no input describes the business', () => {
    expect(textKindOf({ params: { input: 'capitalInvestment', points: 2 } })).toBe('choice');
    expect(textKindOf({ params: { input: 'legalForm' } })).toBe('business');
    expect(textKindOf({ params: { sector: 'retail', baselinePercent: 44 } })).toBe('business');
    expect(textKindOf({})).toBe('business');
  });

  it('splits a list by kind and keeps its order', () => {
    const names = ['experience', 'sector', 'marketSize', 'legalForm'];
    expect(splitByKind(names, inputKindOf)).toEqual({
      business: ['sector', 'legalForm'],
      choice: ['experience', 'marketSize'],
    });
  });
});
