import { describe, expect, it } from 'vitest';
import { safeText } from './text';

describe('safeText', () => {
  it.each([
    'plain',
    'Çağrı Şeker',
    'emoji 🚀 ok',
    "' OR '1'='1' --",
    '<img src=x onerror=alert(1)>',
  ])('accepts %s', (value) => {
    expect(safeText().safeParse(value).success).toBe(true);
  });

  it.each(['a\u0000b', 'lone \uD800 high', 'lone \uDC00 low', '\uDC00\uD800'])(
    'refuses NUL and unpaired surrogates (%j)',
    (value) => {
      const result = safeText().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Must not contain invalid characters');
    },
  );

  it('says a missing value is required', () => {
    expect(safeText().safeParse(undefined).error?.issues[0]?.message).toBe(
      'This field is required',
    );
  });
});
