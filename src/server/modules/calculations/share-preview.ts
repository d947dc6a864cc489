import type { Database } from '#server/db/client';
import type { PagePreviewRoute } from '#server/plugins/web-app';
import { findSharedCalculation } from './share-links.service';

export type PreviewLanguage = 'en' | 'tr';
export type SharePreview = { title: string; description: string };

const percent = (value: number) => Math.round(value * 100);

/**
 * The link-preview text of a shared calculation (Open Graph), or null when the token is unknown
 * or revoked. Chat apps fetch it without cookies and without running scripts, hence the server.
 */
export const describeSharePreview = async (
  db: Database,
  token: string,
  language: PreviewLanguage,
): Promise<SharePreview | null> => {
  const shared = await findSharedCalculation(db, token);
  if (!shared) return null;
  const { score, interval } = shared.result;
  const low = percent(interval.low);
  const high = percent(interval.high);
  if (language === 'tr') {
    return {
      title: `${shared.title}: başarı puanı ${score}/100`,
      description: `Bu işletmenin 5 yıl sonra hâlâ faaliyette olma olasılığı tahminen %${score} (%80 aralık: %${low}–%${high}). Foresight, model ${shared.modelVersion}.`,
    };
  }
  return {
    title: `${shared.title}: success score ${score}/100`,
    description: `An estimated ${score}% chance (80% range ${low}–${high}%) that this business is still operating after 5 years. Foresight, model ${shared.modelVersion}.`,
  };
};

const GENERIC_PREVIEW = {
  en: {
    title: 'Foresight: shared business survival estimate',
    description:
      'Foresight estimates how likely a new business is to survive five years, explains why, and shows what to change.',
  },
  tr: {
    title: 'Foresight: paylaşılan işletme hayatta kalma tahmini',
    description:
      'Foresight, yeni bir işletmenin beş yıl ayakta kalma olasılığını tahmin eder, nedenini açıklar ve neyin değişmesi gerektiğini gösterir.',
  },
} as const;

/**
 * A share link's page carries Open Graph tags with the score, so chat apps preview it. Unknown
 * and revoked tokens get the generic tags after the same hashed lookup, so timing tells nothing.
 */
export const sharePagePreview = (db: Database): PagePreviewRoute => ({
  path: /^\/shared\/([^/]+)\/?$/,
  describe: async (token, { language }) => {
    const preview = await describeSharePreview(db, token, language);
    return preview ? { ...preview, type: 'article' } : null;
  },
  fallback: (language) => ({ ...GENERIC_PREVIEW[language], type: 'website' }),
  // The preview must disappear as soon as the link is revoked; share pages stay unindexed.
  headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
});
