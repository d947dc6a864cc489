import { Card } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { Tabs } from '#web/components/ui/tabs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorInput, PredictionResult } from '#engine/index';
import type { MoneyEntry } from '#shared/money/currencies';
import { toPercent } from '#web/lib/format';
import { MoneyViewProvider, moneyViewOfEntry } from '#web/lib/money-view';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { ActionPlanList } from './action-plan-list';
import { ModelSources } from './model-sources';
import { OverviewPanel } from './overview-panel';
import { ResultCapital } from './result-capital';
import { TextList } from './text-list';

/**
 * The charts hold all of Recharts (about 100 KB gzipped, and 150 ms of a result page's load to
 * evaluate on the 2-core machine) for a tab the result does not open on: they load when that tab
 * is chosen or pointed at.
 */
const loadVisualizations = () => import('./visualizations-panel');

export type ResultViewProps = {
  result: PredictionResult;
  input: CalculatorInput;
  /**
   * The capital as typed; absent when typed in dollars. Every amount of the result (capital, the
   * engine's "about … more") is then written in its currency.
   */
  capitalEntry?: MoneyEntry | undefined;
  /** Page-specific buttons (save, share, export) rendered beside the score. */
  actions?: ReactNode;
  /** 1 when the view is the page's main content, 2 when it sits under a page heading. */
  headingLevel?: 1 | 2;
};

export const RESULT_TABS = [
  'overview',
  'visualizations',
  'recommendations',
  'mistakes',
  'actionPlan',
] as const;

const triggerClassName =
  'rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:border-primary data-[state=active]:text-ink';

type ResultArticleProps = Omit<ResultViewProps, 'capitalEntry'> & { capitalEntry: MoneyEntry };

const ResultArticle = ({
  result,
  input,
  capitalEntry,
  actions,
  headingLevel = 1,
}: ResultArticleProps) => {
  const { t } = useTranslation('results');
  const { t: engineT } = useTranslation('engine');
  const [areChartsWanted, setChartsWanted] = useState(false);
  const charts = useDeferredModule(loadVisualizations, areChartsWanted);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SectionHeading = headingLevel === 1 ? 'h2' : 'h3';
  const interval = t('interval', {
    score: toPercent(result.probability),
    low: toPercent(result.interval.low),
    high: toPercent(result.interval.high),
  });
  const panels: Record<(typeof RESULT_TABS)[number], ReactNode> = {
    overview: <OverviewPanel result={result} />,
    visualizations: charts ? (
      <charts.VisualizationsPanel result={result} input={input} />
    ) : (
      <Spinner />
    ),
    recommendations: (
      <TextList
        id="recommendations-heading"
        heading={t('recommendationsIntro')}
        items={result.recommendations}
        ordered
      />
    ),
    mistakes: (
      <TextList id="mistakes-heading" heading={t('mistakesIntro')} items={result.commonMistakes} />
    ),
    actionPlan: <ActionPlanList result={result} />,
  };
  return (
    <article className="flex flex-col gap-8" aria-labelledby="result-heading">
      <Card as="header" shape="panel" padding="lg" className="flex flex-col gap-4">
        <Heading id="result-heading" className="text-2xl font-bold tracking-tight text-ink">
          {t('heading')}
        </Heading>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <p className="flex flex-col">
            <span className="text-sm text-ink-muted">{t('scoreCaption')}</span>
            <span
              data-testid="result-score"
              className="text-4xl font-bold text-primary-strong tabular-nums"
            >
              {interval}
            </span>
          </p>
          <p className="flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-primary-soft px-3 py-1 font-medium text-ink">
              {t('bandLabel', { band: engineT(`band.${result.band}`) })}
            </span>
            <span className="rounded-full bg-accent-soft px-3 py-1 font-medium text-ink">
              {t('labelLabel', { label: engineT(`label.${result.label}`) })}
            </span>
          </p>
        </div>
        <p className="text-sm text-ink-muted">{t('intervalNote')}</p>
        <ResultCapital input={input} entry={capitalEntry} />
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </Card>
      <Tabs.Root
        defaultValue="overview"
        onValueChange={(tab) => {
          if (tab === 'visualizations') setChartsWanted(true);
        }}
        className="flex flex-col gap-6"
      >
        <Tabs.List
          aria-label={t('tabsLabel')}
          className="flex gap-1 overflow-x-auto border-b border-line"
        >
          {RESULT_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className={triggerClassName}
              onPointerEnter={tab === 'visualizations' ? () => setChartsWanted(true) : undefined}
            >
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {RESULT_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="outline-none">
            <SectionHeading className="sr-only">{t(`tabs.${tab}`)}</SectionHeading>
            {panels[tab]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ModelSources result={result} />
    </article>
  );
};

/**
 * The full result of one calculation: score with interval, band and label, capital as typed, tabs
 * of detail, sources; its amounts in the currency the capital was typed in.
 */
export const ResultView = ({ capitalEntry, ...props }: ResultViewProps) => {
  const entry = capitalEntry ?? { currency: 'USD' as const, amount: props.input.capitalInvestment };
  return (
    <MoneyViewProvider view={moneyViewOfEntry(entry, props.input.capitalInvestment)}>
      <ResultArticle {...props} capitalEntry={entry} />
    </MoneyViewProvider>
  );
};
