import { useTranslation } from 'react-i18next';
import { type PredictionResult, resultSources } from '#engine/index';

/** The model version and the graded sources of the result. */
export const ModelSources = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  const { t: engineT } = useTranslation('engine');
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
            {engineT(`sources.${source.id}`, { defaultValue: source.id })} (<code>{source.id}</code>
            ) — {t('model.grade', { grade: source.grade })} ({t(`model.grades.${source.grade}`)})
          </li>
        ))}
      </ul>
    </section>
  );
};
