import { useTranslation } from 'react-i18next';
import type { PredictionResult, SourceRef } from '#engine/index';

/** Every distinct source behind the result, baseline first. */
export const resultSources = (result: PredictionResult): SourceRef[] => {
  const all = [
    result.baseline.source,
    result.locationBase.source,
    ...result.contributions.map((entry) => entry.source),
  ];
  const seen = new Map<string, SourceRef>();
  for (const source of all) if (!seen.has(source.id)) seen.set(source.id, source);
  return [...seen.values()];
};

/** The model version and the graded sources of the result. */
export const ModelSources = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  return (
    <section
      aria-labelledby="model-heading"
      className="flex flex-col gap-2 border-t border-line pt-6 text-sm"
    >
      <h2 id="model-heading" className="text-base font-semibold text-ink">
        {t('model.heading')}
      </h2>
      <p className="text-ink-muted">{t('model.version', { version: result.modelVersion })}</p>
      <p className="font-medium text-ink">{t('model.sources')}</p>
      <ul className="list-disc pl-6 text-ink-muted">
        {resultSources(result).map((source) => (
          <li key={source.id}>
            <code>{source.id}</code> — {t('model.grade', { grade: source.grade })} (
            {t(`model.grades.${source.grade}`)})
          </li>
        ))}
      </ul>
    </section>
  );
};
