/** What the server writes into index.html's <head> for pages it knows: link previews and preloads. */

export type OpenGraphTags = {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** Absolute URL of the page; also its canonical link when `canonical` is set. */
  url: string;
  /** Absolute URL of the preview image (a large card when there is one). */
  image?: string | undefined;
  /** Adds <link rel="canonical"> with `url` (public content pages; not share links). */
  canonical?: boolean | undefined;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute value: titles are user input. */
export const escapeHtmlAttribute = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * index.html with og:title, og:description, og:type, og:url and og:image when there is one (and a
 * Twitter card), plus the canonical link when asked, in <head>.
 */
export const injectOpenGraphTags = (html: string, tags: OpenGraphTags): string => {
  const image = tags.image
    ? [
        ['property', 'og:image', tags.image],
        ['name', 'twitter:image', tags.image],
      ]
    : [];
  const meta = [
    ['property', 'og:title', tags.title],
    ['property', 'og:description', tags.description],
    ['property', 'og:type', tags.type],
    ['property', 'og:url', tags.url],
    ['property', 'og:site_name', 'Foresight'],
    ...image,
    ['name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', tags.title],
    ['name', 'twitter:description', tags.description],
  ]
    .map(
      ([attribute, key, value]) =>
        `<meta ${attribute}="${key}" content="${escapeHtmlAttribute(value ?? '')}" />`,
    )
    .concat(
      tags.canonical ? [`<link rel="canonical" href="${escapeHtmlAttribute(tags.url)}" />`] : [],
    )
    .join('\n    ');
  // A function replacement: `$&` and friends in a title must stay literal text.
  return html.replace('</head>', () => `    ${meta}\n  </head>`);
};

/**
 * index.html with a high-priority preload per image (each once), in <head>: the page's largest
 * image starts loading with the scripts rather than after them and the page's data.
 */
export const injectImagePreloads = (html: string, urls: readonly string[]): string => {
  const links = [...new Set(urls)].map(
    (url) =>
      `<link rel="preload" as="image" href="${escapeHtmlAttribute(url)}" fetchpriority="high" />`,
  );
  return links.length === 0
    ? html
    : html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
};
