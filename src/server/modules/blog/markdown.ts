import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';

/** Only these schemes become links; `javascript:`, `data:`, `vbscript:` and the rest stay text. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
// Relative links resolve against this; it only tells a path from a scheme.
const PLACEHOLDER_BASE = 'https://relative.invalid/';
const EXTERNAL_REL = 'noopener noreferrer nofollow';
/**
 * Heading ids carry a prefix so a post's "Main content" heading can never take an id the page
 * itself uses (`main-content`, the skip link's target), nor clobber a DOM global.
 */
const HEADING_ID_PREFIX = 'section-';

/** `Ölçüm ve İş Planı` → `olcum-ve-is-plani`: ASCII, lower case, hyphens (dotless ı folds to i). */
export const slugifyHeading = (text: string): string =>
  text
    .replaceAll('ı', 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

const isSafeUrl = (url: string): boolean => {
  try {
    return SAFE_PROTOCOLS.has(new URL(url.trim(), PLACEHOLDER_BASE).protocol);
  } catch {
    return false;
  }
};

/** Links that leave the site: an absolute http(s) URL or a protocol-relative `//host` one. */
const isExternal = (href: string): boolean => /^(?:https?:)?\/\//i.test(href.trim());

const inlineText = (token: Token | undefined): string =>
  (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

const createRenderer = (): MarkdownIt => {
  // html: false: raw HTML in a post is shown as text, never parsed as markup.
  const md = markdownIt({ html: false, linkify: true, typographer: false });
  md.validateLink = isSafeUrl;

  md.core.ruler.push('heading_ids', (state) => {
    const used = new Set<string>();
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const base = slugifyHeading(inlineText(state.tokens[index + 1])) || 'heading';
      let id = base;
      for (let count = 2; used.has(id); count += 1) id = `${base}-${count}`;
      used.add(id);
      token.attrSet('id', `${HEADING_ID_PREFIX}${id}`);
    });
  });

  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    if (token && isExternal(String(token.attrGet('href') ?? '')))
      token.attrSet('rel', EXTERNAL_REL);
    return self.renderToken(tokens, index, options);
  };
  return md;
};

const renderer = createRenderer();

/**
 * The one markdown renderer of the blog (post pages, the RSS feed, the admin preview): raw HTML
 * is escaped, links are limited to http(s), mailto and paths, external links carry
 * rel="noopener noreferrer nofollow", and headings get stable ids.
 */
export const renderMarkdown = (markdown: string): string => renderer.render(markdown);

/** About 200 words a minute, at least one minute. */
export const readingMinutesOf = (markdown: string): number => {
  const words = markdown.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
};
