import type { HelpContent } from './types';

/** `[[namespace:key]]`: a translation of the app itself, quoted inside a help text. */
const TEXT_TOKEN = /\[\[([a-zA-Z]+):([\w.]+)\]\]/g;

/** The namespaces help texts may quote; the help pages load them with their own. */
export const QUOTED_NAMESPACES = [
  'fields',
  'calculator',
  'results',
  'export',
  'calculations',
  'simulation',
  'account',
  'accessibility',
  'score',
] as const;

export type QuotedTranslate = (key: string, options: { ns: string }) => string;

export type TextToken = { namespace: string; key: string };

/** The tokens a text quotes, in order (for the content integrity test). */
export const textTokens = (text: string): TextToken[] =>
  [...text.matchAll(TEXT_TOKEN)].map(([, namespace = '', key = '']) => ({ namespace, key }));

/** A help text with its tokens replaced by the app's current words. */
export const resolveHelpText = (text: string, translate: QuotedTranslate): string =>
  text.replace(TEXT_TOKEN, (_token, namespace: string, key: string) =>
    translate(key, { ns: namespace }),
  );

/** Every string of a value, mapped (ids and paths carry no tokens, so they pass unchanged). */
const mapStrings = (value: unknown, map: (text: string) => string): unknown => {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, mapStrings(item, map)]),
    );
  }
  return value;
};

/** The whole content with every token resolved, ready to render and to index. */
export const resolveHelpContent = (content: HelpContent, translate: QuotedTranslate): HelpContent =>
  // mapStrings keeps the shape and only replaces strings by strings.
  mapStrings(content, (text) => resolveHelpText(text, translate)) as HelpContent;

/** Every string of the content (for integrity checks). */
export const allTexts = (content: HelpContent): string[] => {
  const texts: string[] = [];
  mapStrings(content, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
};
