import { Link } from 'react-router';
import type { PersonalizedDashboard } from '#shared/contracts/dashboards';
import type { Insight } from '#shared/contracts/insights';
import { Card } from '#web/components/ui/card';
import { useFieldText } from '#web/lib/field-text';
import { paths } from '#shared/routes';
import { toolPath, toolsForDriver } from './driver-tools';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

const linkClassName = 'font-medium text-primary underline underline-offset-4';

/**
 * The current business's weakest drivers (the insight engine's risks, most points lost first),
 * each with the tools that act on it. The largest single lift is the insight card's, below.
 */
const WeakestDrivers = ({ insight }: { insight: Insight }) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  const field = useFieldText();
  const risks = [...insight.risks].sort((a, b) => a.deltaPoints - b.deltaPoints);
  if (risks.length === 0) return <p className="mt-3 text-ink-muted">{t('personalized.noRisks')}</p>;
  return (
    <ul className="mt-3 flex flex-col gap-3">
      {risks.map((risk) => (
        <Card key={risk.input} as="li">
          <h3 className="font-semibold break-words text-ink">
            {t('personalized.driver', {
              input: field.label(risk.input),
              value: field.value(risk.input, risk.value),
            })}
          </h3>
          <p className="mt-1 text-ink-muted">
            {t('personalized.driverPoints', { points: format.points(risk.deltaPoints) })}{' '}
            {risk.founderChoice ? t('personalized.driverChoice') : t('personalized.driverGiven')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {toolsForDriver(risk).map((tool) => (
              <li key={tool}>
                <Link to={toolPath(tool)} className={linkClassName}>
                  {t(`personalized.tools.${tool}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
};

type FocusAreasProps = { dashboard: PersonalizedDashboard };

/** What to work on for the current business, from the insight engine and the stored tools. */
export const FocusAreas = ({ dashboard }: FocusAreasProps) => {
  const { t } = useDashboardsText();
  const insight = dashboard.group?.insight ?? null;
  const { experiments, checkupCount } = dashboard;
  return (
    <div className="flex flex-col gap-10">
      {insight ? (
        <section aria-labelledby="personalized-drivers" className="mt-8">
          <h2 id="personalized-drivers" className="text-xl font-semibold text-ink">
            {t('personalized.driversHeading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('personalized.driversIntro')}</p>
          <WeakestDrivers insight={insight} />
        </section>
      ) : (
        <Card
          aria-labelledby="personalized-empty"
          as="section"
          padding="none"
          className="mt-8 flex flex-col items-start gap-3 px-4 py-6"
        >
          <h2 id="personalized-empty" className="text-xl font-semibold text-ink">
            {t('personalized.emptyHeading')}
          </h2>
          <p className="text-ink-muted">
            {t('personalized.emptyBody', { name: dashboard.business?.name ?? '' })}
          </p>
          <Link to={paths.calculator} className={linkClassName}>
            {t('personalized.emptyCta')}
          </Link>
        </Card>
      )}
      <section aria-labelledby="personalized-evidence">
        <h2 id="personalized-evidence" className="text-xl font-semibold text-ink">
          {t('personalized.evidenceHeading')}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          <Card
            as="li"
            padding="row"
            className="flex flex-wrap items-baseline justify-between gap-2"
          >
            <span className="text-ink">
              {experiments.total === 0
                ? t('personalized.experimentsNone')
                : t('personalized.experiments', {
                    count: experiments.total,
                    withEvidence: experiments.withEvidence,
                  })}
            </span>
            <Link to={paths.experiments} className={linkClassName}>
              {t('personalized.tools.experiments')}
            </Link>
          </Card>
          <Card
            as="li"
            padding="row"
            className="flex flex-wrap items-baseline justify-between gap-2"
          >
            <span className="text-ink">{t('personalized.checkups', { count: checkupCount })}</span>
            <Link to={paths.businessAnalyzer} className={linkClassName}>
              {t('personalized.tools.businessAnalyzer')}
            </Link>
          </Card>
        </ul>
      </section>
    </div>
  );
};
