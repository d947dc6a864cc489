const SLUG_MAX = 120;

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
