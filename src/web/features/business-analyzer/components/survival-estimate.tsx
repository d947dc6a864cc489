import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckupSurvival } from '#shared/contracts/business-analyzer';
import { paths } from '#shared/routes';
import { buttonClassName } from '#web/components/ui/button';
import { PageSection } from '#web/components/ui/page-section';
import { useFieldText } from '#web/lib/field-text';
import { useAnalyzerFormat } from '../hooks/use-analyzer-format';
import { SourceCitation } from './source-citation';

const SectorFigures = ({ survival }: { survival: CheckupSurvival }) => {
  const { t } = useTranslation('businessAnalyzer');
  const fields = useFieldText();
  const format = useAnalyzerFormat();
  const age = Math.floor(survival.monthsOperating / 12);
  const hazard = survival.sectorHazardThisYear;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-muted/40 p-4">
      <h3 className="font-semibold text-ink">
        {t('survival.sectorHeading', { sector: fields.option('sector', survival.sector) })}
      </h3>
      <p className="text-ink">
        {t('survival.sectorBaseline', { value: format.probability(survival.sectorBaseline) })}
      </p>
      {hazard === null ? null : (
        <p className="text-ink">
          {age === 0
            ? t('survival.sectorHazardFirstYear', { value: format.percentUnits(hazard * 100) })
            : t('survival.sectorHazard', {
                age: t('survival.years', { count: age }),
                value: format.percentUnits(hazard * 100),
              })}
        </p>
      )}
      <SourceCitation source={survival.source.id} />
    </div>
  );
};

export type SurvivalEstimateProps = {
  survival: CheckupSurvival | null;
  monthsOperating: number;
};

/** The stage-adjusted 5-year survival with its range, what it means and the sector beside it. */
export const SurvivalEstimate = ({ survival, monthsOperating }: SurvivalEstimateProps) => {
  const { t } = useTranslation('businessAnalyzer');
  const format = useAnalyzerFormat();
  const months = format.months(monthsOperating);
  return (
    <PageSection
      id="analyzer-survival"
      heading={t('survival.heading')}
      className="flex flex-col gap-4"
    >
      {!survival ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink">{t('survival.noPlan')}</p>
          <Link to={paths.calculator} className={buttonClassName('secondary')}>
            {t('survival.noPlanLink')}
          </Link>
        </div>
      ) : survival.pastHorizon ? (
        <p className="text-ink">{t('survival.pastHorizon', { months })}</p>
      ) : (
        <>
          <div data-testid="analyzer-survival">
            <p className="text-sm font-medium text-ink-muted">{t('survival.label')}</p>
            <p className="text-4xl font-bold text-ink tabular-nums">
              {format.probability(survival.probability)}
            </p>
            <p className="text-ink">
              {t('survival.range', {
                low: format.probability(survival.interval.low),
                high: format.probability(survival.interval.high),
              })}
            </p>
          </div>
          <p className="text-ink">
            {t('survival.meaning', {
              probability: format.probability(survival.probability),
              months,
              atFounding: format.probability(survival.atFounding),
            })}
          </p>
          <p className="text-sm text-ink-muted">{t('survival.rangeMeaning')}</p>
          <SectorFigures survival={survival} />
        </>
      )}
      <p className="text-sm text-ink-muted">
        {t('survival.figuresNote')}
        {survival ? ` ${t('survival.model', { version: survival.modelVersion })}` : null}
      </p>
    </PageSection>
  );
};
