import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '#web/components/ui/button';
import { Card, cardClassName } from '#web/components/ui/card';
import { ErrorState } from '#web/components/ui/load-states';
import { PageSection } from '#web/components/ui/page-section';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#shared/routes';
import { useExperiments } from '../api/find-experiments';
import { CreateExperimentForm } from './create-experiment-form';
import { EstimateHistoryChart } from './estimate-history-chart';
import { EstimateSummary } from './estimate-summary';
import { ExperimentCard } from './experiment-card';
import { RuleExplanation } from './rule-explanation';

type ExperimentsPanelProps = {
  businessId: string;
};

/** A business's experiments: the estimate they move, the rule, the list and the form to add one. */
export const ExperimentsPanel = ({ businessId }: ExperimentsPanelProps) => {
  const { t } = useTranslation('experiments');
  const query = useExperiments(businessId);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} className="mt-8" />
    );
  }
  const { experiments, validation, rule } = query.data;
  return (
    <div className="mt-8 flex flex-col gap-12">
      <PageSection
        id="experiments-estimate"
        heading={t('estimate.heading')}
        headingClassName="mb-4 text-2xl font-semibold text-ink"
      >
        {validation ? (
          <div className="flex flex-col gap-8">
            <EstimateSummary validation={validation} />
            {validation.history.length > 0 ? (
              <EstimateHistoryChart validation={validation} experiments={experiments} />
            ) : (
              <p className="text-ink-muted">{t('history.empty')}</p>
            )}
          </div>
        ) : (
          <Card shape="raised" padding="sm-lg" className="flex flex-col items-start gap-3">
            <h3 className="text-lg font-semibold text-ink">{t('estimate.noPriorHeading')}</h3>
            <p className="text-ink-muted">{t('estimate.noPriorBody')}</p>
            <Link to={paths.calculator} className={buttonClassName('primary', 'md')}>
              {t('estimate.noPriorCta')}
            </Link>
          </Card>
        )}
      </PageSection>
      <PageSection
        id="experiments-list"
        heading={t('list.heading')}
        headingClassName="mb-4 text-2xl font-semibold text-ink"
      >
        {experiments.length > 0 ? (
          <div className="flex flex-col gap-6">
            {experiments.map((experiment) => (
              <ExperimentCard key={experiment.id} experiment={experiment} />
            ))}
          </div>
        ) : (
          <p className="text-ink-muted">{t('list.empty')}</p>
        )}
      </PageSection>
      <PageSection
        id="experiments-create"
        heading={t('create.heading')}
        className={cardClassName({ shape: 'raised', padding: 'sm-lg' })}
        headingClassName="mb-2 text-2xl font-semibold text-ink"
      >
        <p className="mb-5 text-ink-muted">{t('create.intro')}</p>
        <CreateExperimentForm businessId={businessId} />
      </PageSection>
      <PageSection
        id="experiments-rule"
        heading={t('rule.heading')}
        headingClassName="mb-4 text-2xl font-semibold text-ink"
      >
        <RuleExplanation rule={rule} />
      </PageSection>
    </div>
  );
};
