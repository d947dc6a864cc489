import type { Language } from '#shared/constants';
import { LanguageSchema } from '#shared/contracts/account';
import { SITEMAP_PAGES, href } from '#shared/routes';
import type { Database } from '#server/db/client';
import { findNewestPublished, findSitemapRows } from './blog.repository';
import { renderMarkdown } from './markdown';

export const FEED_ITEMS_MAX = 20;

/** The blog's name and what it is about: its feed's channel and its list page's link preview. */
export const BLOG_TEXT: Record<Language, { title: string; description: string }> = {
  en: {
    title: 'Foresight blog',
    description:
      'How new businesses survive, how to test demand before spending, and how to plan money and time.',
  },
  tr: {
    title: 'Foresight blogu',
    description:
      'Yeni işletmeler nasıl ayakta kalır, para harcamadan önce talep nasıl test edilir, para ve zaman nasıl planlanır.',
  },
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML content and attributes; titles and bodies are admin input. */
export const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * RSS 2.0 of a language's newest published posts: summary as description, the rendered body
 * (the post page's renderer) as content:encoded, absolute links on the app's origin.
 */
export const buildRssFeed = async (
  db: Database,
  options: { language: Language; origin: string },
): Promise<string> => {
  const { language, origin } = options;
  const posts = await findNewestPublished(db, language, FEED_ITEMS_MAX);
  const channel = BLOG_TEXT[language];
  const selfUrl = `${origin}/blog/rss.xml?lang=${language}`;
  const items = posts.map((post) => {
    const link = `${origin}${href.blogPost(post.slug, language)}`;
    return [
      '<item>',
      element('title', post.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element('pubDate', (post.publishedAt ?? post.updatedAt).toUTCString()),
      // RSS's <author> must be an e-mail address; a byline is Dublin Core's creator.
      element('dc:creator', post.authorName),
      ...[post.category, ...post.tags].map((name) => element('category', name)),
      element('description', post.summary),
      element('content:encoded', renderMarkdown(post.bodyMarkdown)),
      '</item>',
    ].join('');
  });
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', `${origin}/blog`),
    element('description', channel.description),
    element('language', language),
    `<atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', newest.toUTCString())] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
};

/** Every content page, then every published post in both languages with its last change. */
export const buildSitemap = async (db: Database, origin: string): Promise<string> => {
  const posts = await findSitemapRows(db);
  const urls = [
    ...SITEMAP_PAGES.map((page) => `<url>${element('loc', `${origin}${page}`)}</url>`),
    ...posts.map(
      (post) =>
        `<url>${element('loc', `${origin}${href.blogPost(post.slug, LanguageSchema.parse(post.language))}`)}${element('lastmod', post.updatedAt.toISOString())}</url>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};
