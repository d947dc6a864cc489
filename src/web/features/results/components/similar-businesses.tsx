import { useTranslation } from 'react-i18next';
import type { SimilarExample } from '#engine/index';
import { Card } from '#web/components/ui/card';
import { useEngineText } from '../hooks/use-engine-text';

/** Real businesses of the sector with their outcome and a link to the source. */
export const SimilarBusinesses = ({ examples }: { examples: SimilarExample[] }) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  return (
    <section aria-labelledby="similar-heading" className="flex flex-col gap-3">
      <h3 id="similar-heading" className="text-lg font-semibold text-ink">
        {t('overview.similar')}
      </h3>
      <p className="text-sm text-ink-muted">{t('overview.similarIntro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {examples.map((example) => (
          <Card key={example.id} as="li">
            <p className="font-semibold text-ink">{example.name}</p>
            <p className="text-sm text-ink-muted">
              {t('overview.founded', { year: example.foundedYear })} ·{' '}
              {example.outcome === 'survived'
                ? t('overview.survived')
                : example.closedYear
                  ? t('overview.closed', { year: example.closedYear })
                  : t('overview.closedUnknown')}
            </p>
            <p className="mt-2 text-sm text-ink">{text(example.note)}</p>
            <a
              href={example.source.url}
              target="_blank"
              rel="noreferrer noopener"
              className="mt-2 inline-block text-sm text-accent underline"
            >
              {t('overview.source', { title: example.source.title })}
            </a>
          </Card>
        ))}
      </ul>
    </section>
  );
};
