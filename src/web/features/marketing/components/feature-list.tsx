import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const FEATURE_IDS = [
  'calculator',
  'result',
  'goalSearch',
  'cashSimulation',
  'saved',
  'shareExport',
  'analysis',
  'insights',
  'ideaFinder',
  'businessAnalyzer',
  'experiments',
  'market',
  'dashboards',
  'followUps',
  'tokens',
  'calibration',
  'turkish',
  'accessibility',
  'offline',
  'data',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

/** Who can open a feature's page: the route guards decide; this only tells the reader. */
export type FeatureAccess = 'everyone' | 'exportsOpen' | 'account' | 'business' | 'businessTokens';

export type FeatureEntry = { id: FeatureId; path: string; access: FeatureAccess };

/** Each working feature: what it is, why it matters, who can use it and a link into it. */
export const FeatureList = ({ features }: { features: readonly FeatureEntry[] }) => {
  const { t } = useTranslation('features');
  return (
    <ul className="mt-4 flex flex-col gap-6">
      {features.map((feature) => (
        <li key={feature.id} className="rounded-lg border border-line p-4 sm:p-5">
          <article aria-labelledby={`feature-${feature.id}`}>
            <h3 id={`feature-${feature.id}`} className="text-lg font-semibold text-ink">
              {t(`items.${feature.id}.title`)}
            </h3>
            <p className="mt-1 text-sm text-ink-muted">{t(`today.access.${feature.access}`)}</p>
            <dl className="mt-3 flex flex-col gap-2">
              <div>
                <dt className="text-sm font-semibold text-ink">{t('today.what')}</dt>
                <dd className="text-ink-muted">{t(`items.${feature.id}.what`)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink">{t('today.why')}</dt>
                <dd className="text-ink-muted">{t(`items.${feature.id}.why`)}</dd>
              </div>
            </dl>
            <p className="mt-3">
              <Link
                to={feature.path}
                className="font-medium text-primary underline underline-offset-4"
              >
                {t(`items.${feature.id}.link`)}
              </Link>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
};
