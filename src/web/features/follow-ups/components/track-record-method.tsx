import { useTranslation } from 'react-i18next';
import { PageSection } from '#web/components/ui/page-section';

const BDS_URL = 'https://www.census.gov/programs-surveys/bds.html';

/** How the record is computed and what it cannot tell yet, in the page's own words. */
export const TrackRecordMethod = ({ minimum }: { minimum: number }) => {
  const { t } = useTranslation('followUps');
  const points = [
    t('record.method.asked'),
    t('record.method.bands'),
    t('record.method.predicted'),
    t('record.method.observed'),
    t('record.method.interval'),
    t('record.method.minimum', { minimum }),
    t('record.method.limits'),
  ];
  return (
    <>
      <PageSection id="track-record-method" heading={t('record.method.title')} className="mt-12">
        <ul className="mt-4 flex list-disc flex-col gap-3 pl-5 text-ink-muted">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink-muted">
          {t('record.method.sourceLabel')}{' '}
          <a
            href={BDS_URL}
            className="font-medium break-words text-primary underline underline-offset-4"
          >
            {t('record.method.sourceName')}
          </a>
        </p>
      </PageSection>
      <PageSection id="track-record-why" heading={t('record.why.title')} className="mt-10">
        <p className="mt-4 text-ink-muted">{t('record.why.body')}</p>
      </PageSection>
    </>
  );
};
