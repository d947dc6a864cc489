const SLUG_MIN = 3;
const SLUG_MAX = 120;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * BlogSlugSchema's rule without Zod, for the post page's first load (docs/decisions/015):
 * slug.test.ts checks it against the contract.
 */
export const isBlogSlug = (value: string): boolean =>
  value.length >= SLUG_MIN && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

// Letters NFKD does not take apart into a base letter and a mark.
const TRANSLITERATIONS: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
};

/**
 * A slug suggested from a title: Turkish (and other accented) letters become their plain Latin
 * letters ("Ölçek büyütmek" -> "olcek-buyutmek"), everything else that is not a letter or digit
 * becomes a hyphen. Matches BlogSlugSchema when the title has at least three such characters.
 */
export const suggestSlug = (title: string): string => {
  const plain = title
    .replace(
      /[ıİßæøœđł]/gi,
      (letter) => TRANSLITERATIONS[letter] ?? TRANSLITERATIONS[letter.toLowerCase()] ?? letter,
    )
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
};
