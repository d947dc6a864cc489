import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialOf } from './community.service';

describe('initialOf', () => {
  it.each([
    ['alice', 'A'],
    ['_bob', 'B'],
    ['.9x', '9'],
    ['ßeta', 'S'],
    ['ﬃx', 'F'],
    ['çelik', 'Ç'],
    ['şule', 'Ş'],
    ['иван', 'И'],
    ['𝒜bc', '𝒜'],
    ['___', '_'],
  ])('%s → %s', (username, initial) => {
    expect(initialOf(username)).toBe(initial);
  });

  it('is always one code point, which fits the contract (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 32 }), (username) => {
        const initial = initialOf(username);
        expect(Array.from(initial)).toHaveLength(1);
        expect(initial.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
