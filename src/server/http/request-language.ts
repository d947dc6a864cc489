import type { FastifyRequest } from 'fastify';
import { API_LANGUAGES, type ApiLanguage } from '#shared/error-texts';

const isApiLanguage = (tag: string): tag is ApiLanguage =>
  (API_LANGUAGES as readonly string[]).includes(tag);

/**
 * The reader's language from Accept-Language (`tr-TR,tr;q=0.9,en;q=0.8`): the supported language
 * with the highest weight, English when none is supported. The web app sends its language choice.
 */
export const requestLanguage = (request: FastifyRequest): ApiLanguage => {
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  let best: { language: ApiLanguage; weight: number } | null = null;
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
    const language = range.split('-')[0] ?? '';
    if (!isApiLanguage(language)) continue;
    const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
    const weight = quality ? Number(quality.trim().slice(2)) : 1;
    if (Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight)) {
      best = { language, weight };
    }
  }
  return best?.language ?? 'en';
};
