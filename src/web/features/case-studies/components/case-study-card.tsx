import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SimilarExample } from '#engine/examples';
import { paths } from '#shared/routes';
import { ArticleListItem } from '#web/components/ui/card';
import { engineText } from '#web/lib/engine-text';
import { useFieldText } from '#web/lib/field-text';
import { CaseStudyTimeline } from './case-study-timeline';

type CaseStudyCardProps = {
  example: SimilarExample;
  firstYear: number;
};

const linkClassName =
  'font-medium text-primary underline underline-offset-4 hover:text-primary-strong';

/** One documented business: where and when, what happened, its source, and a way to estimate one like it. */
export const CaseStudyCard = ({ example, firstYear }: CaseStudyCardProps) => {
  const { t } = useTranslation('caseStudies');
  const { t: engineT } = useTranslation('engine');
  const fieldText = useFieldText();
  const country =
    new Intl.DisplayNames([fieldText.locale], { type: 'region' }).of(example.country) ??
    example.country;
  const headingId = `case-${example.id}`;
  return (
    <ArticleListItem headingId={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {example.name}
        </h3>
        <p className="text-sm font-medium text-ink-muted">
          {t(`outcome.${example.outcome}`)} · {country}
        </p>
      </div>
      <CaseStudyTimeline example={example} firstYear={firstYear} />
      <p className="text-ink">{engineText(engineT, example.note, fieldText.context)}</p>
      <p className="mt-auto text-sm">
        <a
          href={example.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClassName}
        >
          {t('card.source')} <span lang="en">{example.source.title}</span>{' '}
          <span className="sr-only">{t('card.newTab')}</span>
        </a>
      </p>
      <p className="text-sm">
        <Link to={paths.calculator} className={linkClassName}>
          {t('card.estimate')} <span className="sr-only">({example.name})</span>
        </Link>
      </p>
    </ArticleListItem>
  );
};
