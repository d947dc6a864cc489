/**
 * A legal section's texts as the locale files hold them: a heading, then paragraphs (strings) and
 * bullet lists (objects of strings) in reading order. Plural variants (`refund_one`,
 * `refund_other`) arrive together from i18next's returnObjects; only the one for `count` is kept.
 */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const keepForCount = (key: string, category: Intl.LDMLPluralRule | null) => {
  const match = PLURAL_SUFFIX.exec(key);
  return !match || match[1] === category;
};

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

export const toLegalBlocks = (
  texts: Record<string, unknown>,
  plural: { locale: string; count: number } | null = null,
): LegalBlock[] => {
  const category = plural ? new Intl.PluralRules(plural.locale).select(plural.count) : null;
  const blocks: LegalBlock[] = [];
  for (const [key, value] of Object.entries(texts)) {
    if (key === 'heading' || !keepForCount(key, category)) continue;
    if (typeof value === 'string') blocks.push({ kind: 'paragraph', text: value });
    else if (isStringRecord(value)) {
      const items = Object.entries(value)
        .filter(([itemKey]) => keepForCount(itemKey, category))
        .map(([, text]) => text);
      blocks.push({ kind: 'list', items });
    }
  }
  return blocks;
};
