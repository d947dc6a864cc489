import type { ComponentProps } from 'react';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { useDashboardsText } from './dashboards-text';

type AnalyticsChartFigureProps = Omit<
  ComponentProps<typeof ChartFigure>,
  'id' | 'title' | 'description' | 'headingLevel' | 'tableToggle'
> & {
  /** The chart's section of the analytics dashboard: its id and its title and body texts. */
  section: 'distribution' | 'months' | 'scenarios';
};

/**
 * One chart of the analytics dashboard: each is a section of the page (an h2) whose table a sighted
 * reader can show, titled from its own `analytics.<section>` texts.
 */
export const AnalyticsChartFigure = ({ section, ...figure }: AnalyticsChartFigureProps) => {
  const { t } = useDashboardsText();
  return (
    <ChartFigure
      id={`analytics-${section}`}
      title={t(`analytics.${section}.title`)}
      description={t(`analytics.${section}.body`)}
      headingLevel={2}
      tableToggle={{ show: t('showTable'), hide: t('hideTable') }}
      {...figure}
    />
  );
};
