import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsernameSchema } from '#shared/contracts/auth';
import { toDisplayUsername, toUsernameKey } from './username';

describe('username normalisation', () => {
  it.each([
    ['Alice', 'alice'],
    ['ALICE', 'alice'],
    ['ａｌｉｃｅ', 'alice'],
    ['ＡＬＩＣＥ', 'alice'],
    ['Jose\u0301', 'jos\u00e9'],
    ['ÇELİK', 'çelik'],
    ['çelık', 'çelik'],
  ])('%s has the key %s', (username, key) => {
    expect(toUsernameKey(username)).toBe(key);
  });

  it('displays the NFC form as typed, with case kept', () => {
    expect(toDisplayUsername(' Jose\u0301 ')).toBe('Jos\u00e9');
  });

  it('gives the same key to every case and width variant (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{3,20}$/), (name) => {
        const fullwidth = Array.from(name.toUpperCase())
          .map((char) => String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0))
          .join('');
        expect(toUsernameKey(name.toUpperCase())).toBe(toUsernameKey(name));
        expect(toUsernameKey(fullwidth)).toBe(toUsernameKey(name));
      }),
    );
  });

  it('is idempotent on every valid username (property)', () => {
    // Characters whose case or compatibility forms are tricky: fullwidth, ligatures, Turkish, sigma.
    const tricky = Array.from('aZ09._-ａＺ０ﬃǅẞßİıIiŞşÇçΣσςΑιИиé').concat([
      'e\u0301',
      'न',
      '\u094d',
    ]);
    const validUsername = fc
      .array(fc.constantFrom(...tricky), { minLength: 3, maxLength: 20 })
      .map((parts) => UsernameSchema.safeParse(parts.join('')))
      .filter((result) => result.success)
      .map((result) => result.data);
    fc.assert(
      fc.property(validUsername, (name) => {
        const key = toUsernameKey(name);
        expect(toUsernameKey(key)).toBe(key);
      }),
    );
  });
});

describe('UsernameSchema', () => {
  it.each(['alice', 'Ayşe_K', 'иван', 'Δημήτρης', 'नमस्ते', 'user.name-1', 'ａｌｉｃｅ'])(
    'accepts %s',
    (username) => {
      expect(UsernameSchema.safeParse(username).success).toBe(true);
    },
  );

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(33), 'Username must be no more than 32 characters'],
    ['has space', 'Username may contain only letters, digits, dots, hyphens and underscores'],
    ['\u0430dmin', 'Username must not mix Latin, Cyrillic or Greek letters'],
    ['ab\u200bc', 'Username may contain only letters, digits, dots, hyphens and underscores'],
  ])('refuses %s', (username, message) => {
    const result = UsernameSchema.safeParse(username);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
