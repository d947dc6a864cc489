export type OpenGraphTags = {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** Absolute URL of the page. */
  url: string;
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

/** index.html with og:title, og:description, og:type and og:url (and a Twitter card) in <head>. */
export const injectOpenGraphTags = (html: string, tags: OpenGraphTags): string => {
  const meta = [
    ['property', 'og:title', tags.title],
    ['property', 'og:description', tags.description],
    ['property', 'og:type', tags.type],
    ['property', 'og:url', tags.url],
    ['property', 'og:site_name', 'Foresight'],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', tags.title],
    ['name', 'twitter:description', tags.description],
  ]
    .map(
      ([attribute, key, value]) =>
        `<meta ${attribute}="${key}" content="${escapeHtmlAttribute(value ?? '')}" />`,
    )
    .join('\n    ');
  // A function replacement: `$&` and friends in a title must stay literal text.
  return html.replace('</head>', () => `    ${meta}\n  </head>`);
};
