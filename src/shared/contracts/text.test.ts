import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema, BlogTagSchema } from './blog';
import { BusinessNameSchema } from './businesses';
import { CalculationTitleSchema } from './calculations';
import { ContactRequestSchema } from './contact';
import { DisplayNameSchema } from './email-auth';
import { ExperimentCriterionSchema } from './experiments';
import { NewsletterNameSchema } from './newsletter';
import { ScenarioNameSchema } from './scenarios';
import { safeText, singleLineName, withoutInvisibleFormatting } from './text';

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

// Issue 34: names kept U+202E and zero-width characters, so they could display reversed or disguised.
const INVISIBLE = [
  ['U+202A left-to-right embedding', '\u202A'],
  ['U+202B right-to-left embedding', '\u202B'],
  ['U+202C pop directional formatting', '\u202C'],
  ['U+202D left-to-right override', '\u202D'],
  ['U+202E right-to-left override', '\u202E'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200E left-to-right mark', '\u200E'],
  ['U+200F right-to-left mark', '\u200F'],
  ['U+061C Arabic letter mark', '\u061C'],
  ['U+200B zero-width space', '\u200B'],
  ['U+200C zero-width non-joiner', '\u200C'],
  ['U+200D zero-width joiner', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF zero-width no-break space', '\uFEFF'],
] as const;

describe('withoutInvisibleFormatting', () => {
  it.each(INVISIBLE)('removes %s wherever it is', (_name, character) => {
    expect(withoutInvisibleFormatting(`${character}ab${character}c${character}`)).toBe('abc');
  });

  it.each(['Çağrı Şeker', 'محمد علي', 'דוד לוי', 'Ζωή', 'emoji 🚀', 'a\u00A0b'])(
    'keeps visible text, any script, as it is: %s',
    (value) => {
      expect(withoutInvisibleFormatting(value)).toBe(value);
    },
  );
});

describe('singleLineName', () => {
  it('removes invisible characters, then trims and normalises to NFC', () => {
    const schema = singleLineName();
    expect(schema.parse('\u200B  Şule \u202E')).toBe('Şule');
    expect(schema.parse('  Cafe\u0301 \u2066Luna\u2069 ')).toBe('Café Luna');
    expect(schema.parse('\u202E\u200B')).toBe('');
  });

  it('still refuses NUL and unpaired surrogates', () => {
    expect(singleLineName().safeParse('a\u0000b').success).toBe(false);
    expect(singleLineName().safeParse('a\uD800b').success).toBe(false);
  });
});

describe('every single-line name of the contracts uses singleLineName', () => {
  const NAMES: [string, z.ZodType][] = [
    ['display name', DisplayNameSchema],
    ['business name', BusinessNameSchema],
    ['calculation title', CalculationTitleSchema],
    ['scenario name', ScenarioNameSchema],
    ['newsletter name', NewsletterNameSchema],
    ['contact name', ContactRequestSchema.shape.name],
    ['experiment measure', ExperimentCriterionSchema.shape.measure],
    ['blog title', BlogPostInputSchema.shape.title],
    ['blog author', BlogPostInputSchema.shape.authorName],
    ['blog tag', BlogTagSchema],
  ];

  it.each(NAMES)('%s: a reversed, disguised name is stored plain', (_name, schema) => {
    expect(schema.parse('\u202ECorner\u200B bakery\u2069 ')).toBe('Corner bakery');
  });
});
