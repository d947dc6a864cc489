import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MODEL_EVALUATION } from '#engine/evaluation';
import { SCORE_BANDS } from '#shared/constants';
import { buttonClassName } from '#web/components/ui/button';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const SOURCES = [
  { key: 'bds', grade: 'A' },
  { key: 'insee', grade: 'B' },
  { key: 'cbs', grade: 'B' },
  { key: 'inseeAe', grade: 'B' },
  { key: 'population', grade: 'B' },
  { key: 'sba', grade: 'A' },
  { key: 'tuik', grade: 'B' },
  { key: 'eurostat', grade: 'B' },
  { key: 'literature', grade: 'C' },
] as const;
const GRADES = ['A', 'B', 'C'] as const;
const LIMITS = [
  'proxy',
  'discrimination',
  'associations',
  'transfer',
  'stage',
  'location',
  'priors',
  'advice',
] as const;

const Section = ({ heading, children }: { heading: string; children: ReactNode }) => (
  <section className="mt-10 flex flex-col gap-3">
    <h2 className="text-xl font-semibold text-ink">{heading}</h2>
    {children}
  </section>
);

/** What the success score predicts, its sources, how well it is tested, and its limits. */
export const SuccessScorePage = () => {
  const { t } = useTranslation('score');
  useDocumentTitle(t('title'));
  const bandsHighFirst = [...SCORE_BANDS].reverse();
  const version = MODEL_EVALUATION.modelVersion;
  const sections = useDeferredModule(
    () => import('#web/features/score/components/evidence-sections'),
  );
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} />

      <Section heading={t('predicted.heading')}>
        <p className="text-ink-muted">{t('predicted.body')}</p>
      </Section>

      <Section heading={t('sources.heading')}>
        <DataTable
          caption={t('sources.caption')}
          columns={arrayColumns([t('sources.source'), t('sources.usedFor'), t('sources.grade')], {
            classNames: [undefined, 'text-ink-muted', 'font-semibold'],
          })}
          rows={SOURCES.map((source) => [
            t(`sources.${source.key}`, { rows: MODEL_EVALUATION.data.rows }),
            t(`sources.${source.key}Use`),
            source.grade,
          ])}
          rowKey={(row) => String(row[0])}
        />
      </Section>

      <Section heading={t('evidence.heading')}>
        {sections ? <sections.NewFirmEvidence /> : <Spinner />}
      </Section>

      <Section heading={t('spread.heading')}>
        {sections ? <sections.AnswerSpread /> : <Spinner />}
      </Section>

      <Section heading={t('grades.heading')}>
        <ul className="list-disc space-y-1 pl-6 text-ink-muted">
          {GRADES.map((grade) => (
            <li key={grade}>{t(`grades.${grade}`)}</li>
          ))}
        </ul>
      </Section>

      <Section heading={t('evaluation.heading')}>
        {sections ? <sections.EvaluationFigures /> : <Spinner />}
      </Section>

      <div className="mt-10">{sections ? <sections.SectorCalibrationChart /> : <Spinner />}</div>

      <Section heading={t('founders.heading')}>
        {sections ? <sections.TypicalFounders /> : <Spinner />}
      </Section>

      <Section heading={t('bands.heading')}>
        <DataTable
          caption={t('bands.caption')}
          className="max-w-sm"
          columns={arrayColumns([t('bands.band'), t('bands.range')], {
            numeric: [1],
            classNames: [undefined, 'text-ink-muted'],
          })}
          rows={bandsHighFirst.map((band) => [
            t(`bands.${band.band}`),
            t('bands.rangeValue', { min: band.min, max: band.max }),
          ])}
          rowKey={(row) => String(row[0])}
        />
      </Section>

      <Section heading={t('limits.heading')}>
        <ul className="list-disc space-y-1 pl-6 text-ink-muted">
          {LIMITS.map((limit) => (
            <li key={limit}>{t(`limits.items.${limit}`)}</li>
          ))}
        </ul>
      </Section>

      <Section heading={t('reproducible.heading')}>
        <p className="text-ink-muted">{t('reproducible.body', { version })}</p>
      </Section>

      <Link to={paths.calculator} className={`${buttonClassName('primary', 'lg')} mt-10`}>
        {t('cta')}
      </Link>
    </PageContainer>
  );
};
