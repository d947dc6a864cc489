import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportText } from '#shared/contracts/reports';
import type { NextAction } from '#shared/contracts/dashboards';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { href, paths } from '#shared/routes';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

type NextActionsProps = {
  actions: NextAction[];
  /** A stored action-plan step's words (the analysis feature's reader, passed in by the page). */
  stepText: (text: ReportText) => string;
  /** Opens the tutorial where it was left; without it the tutorial action is not offered. */
  onResumeTutorial?: (() => void) | undefined;
};

const linkClassName = 'font-medium text-primary underline underline-offset-4';

/** What the server found waiting, in its order; each entry leads to where it is done. */
export const NextActions = ({ actions, stepText, onResumeTutorial }: NextActionsProps) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();

  const itemOf = (action: NextAction): { body: ReactNode; action: ReactNode } | null => {
    switch (action.kind) {
      case 'finishTutorial':
        return onResumeTutorial
          ? {
              body: t('standard.next.finishTutorial'),
              action: (
                <Button variant="secondary" size="sm" onClick={onResumeTutorial}>
                  {t('standard.next.finishTutorialCta')}
                </Button>
              ),
            }
          : null;
      case 'runCalculator':
        return {
          body: t('standard.next.runCalculator', { name: action.businessName }),
          action: (
            <Link to={paths.calculator} className={linkClassName}>
              {t('standard.next.runCalculatorCta')}
            </Link>
          ),
        };
      case 'requestAnalysis':
        return {
          body: t('standard.next.requestAnalysis', { name: action.businessName }),
          action: (
            <Link to={paths.analysis} className={linkClassName}>
              {t('standard.next.requestAnalysisCta')}
            </Link>
          ),
        };
      case 'stepDue':
        return {
          body: (
            <>
              <span className="block text-ink">{stepText(action.text)}</span>
              <span className={action.overdue ? 'text-danger-700' : 'text-ink-muted'}>
                {t(action.overdue ? 'standard.next.stepOverdue' : 'standard.next.stepDue', {
                  date: format.day(action.dueOn),
                  title: action.analysisTitle,
                })}
              </span>
            </>
          ),
          action: (
            <Link to={href.report(action.analysisId)} className={linkClassName}>
              {t('standard.next.stepCta')}
            </Link>
          ),
        };
      case 'answerFollowUps':
        return {
          body: t('standard.next.answerFollowUps', { count: action.count }),
          action: (
            <Link to={paths.followUps} className={linkClassName}>
              {t('standard.next.answerFollowUpsCta')}
            </Link>
          ),
        };
      case 'recordEvidence':
        return {
          body: t('standard.next.recordEvidence', { count: action.count }),
          action: (
            <Link to={paths.experiments} className={linkClassName}>
              {t('standard.next.recordEvidenceCta')}
            </Link>
          ),
        };
    }
  };

  const items = actions.flatMap((action, index) => {
    const item = itemOf(action);
    return item ? [{ key: `${action.kind}-${index}`, ...item }] : [];
  });
  if (items.length === 0) {
    return <p className="mt-3 text-ink-muted">{t('standard.next.none')}</p>;
  }
  return (
    <ol className="mt-3 flex flex-col gap-2" data-testid="dashboard-next-actions">
      {items.map((item) => (
        <Card
          key={item.key}
          as="li"
          padding="row"
          className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="min-w-0 break-words">{item.body}</span>
          <span className="shrink-0">{item.action}</span>
        </Card>
      ))}
    </ol>
  );
};
