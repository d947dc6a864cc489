import { useId } from 'react';
import { type ActionStep, REPORT_PHASES } from '#shared/contracts/reports';
import { PageSection } from '#web/components/ui/page-section';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { localToday } from '#web/lib/calendar-date';
import { useReportText } from './report-text';
import { StepItem } from './step-item';

/** "3 of 9 steps done" with its bar. */
export const PlanProgress = ({ steps }: { steps: readonly ActionStep[] }) => {
  const { t } = useReportText();
  const labelId = useId();
  const done = steps.filter((step) => step.done).length;
  const label = t('plan.progress', { done, count: steps.length });
  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-ink">
        {label}
      </p>
      <ProgressBar
        labelledBy={labelId}
        percent={steps.length === 0 ? 0 : Math.round((done / steps.length) * 100)}
        valueText={label}
        size="sm"
      />
    </div>
  );
};

/** A plan's steps, grouped by phase, each with its checkbox and due date. */
export const PlanSteps = ({
  analysisId,
  steps,
  headingLevel = 'h3',
}: {
  analysisId: string;
  steps: readonly ActionStep[];
  headingLevel?: 'h3' | 'h4';
}) => {
  const { t } = useReportText();
  const today = localToday();
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-4">
      {REPORT_PHASES.map((phase) => {
        const ofPhase = steps.filter((step) => step.phase === phase);
        if (ofPhase.length === 0) return null;
        return (
          <div key={phase} className="flex flex-col gap-2">
            <Heading className="font-semibold text-ink">{t(`phase.${phase}`)}</Heading>
            <ul className="flex flex-col gap-2">
              {ofPhase.map((step) => (
                <StepItem key={step.id} analysisId={analysisId} step={step} today={today} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
};

/** The report's action plan section. */
export const ActionPlan = ({
  analysisId,
  steps,
}: {
  analysisId: string;
  steps: readonly ActionStep[];
}) => {
  const { t } = useReportText();
  return (
    <PageSection id="analysis-plan" heading={t('plan.heading')} className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('plan.intro')}</p>
      <PlanProgress steps={steps} />
      <PlanSteps analysisId={analysisId} steps={steps} />
    </PageSection>
  );
};
