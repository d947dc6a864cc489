import { dueOn } from '#shared/reports/build-report';
import type { ReportBody } from '#shared/contracts/reports';
import { PageSection } from '#web/components/ui/page-section';
import { formatNumber } from '#web/lib/format';
import { formatCalendarDate } from '#web/lib/calendar-date';
import { useReportText } from './report-text';

/** The four phases with their days after the analysis and their calendar dates. */
export const ReportTimeline = ({
  timeline,
  createdAt,
}: {
  timeline: ReportBody['timeline'];
  createdAt: string;
}) => {
  const { t, locale } = useReportText();
  const created = new Date(createdAt);
  return (
    <PageSection
      id="analysis-timeline"
      heading={t('timeline.heading')}
      className="flex flex-col gap-3"
    >
      <ol className="flex flex-col gap-3 border-l-2 border-primary-soft pl-4">
        {timeline.map((entry) => (
          <li key={entry.phase} className="flex flex-col gap-0.5">
            <span className="font-semibold text-ink">{t(`phase.${entry.phase}`)}</span>
            <span className="text-sm text-ink-muted">
              {t('timeline.range', {
                from: formatNumber(entry.fromDay, locale),
                to: formatNumber(entry.toDay, locale),
              })}
              {' · '}
              {t('timeline.dates', {
                from: formatCalendarDate(dueOn(created, entry.fromDay), locale),
                to: formatCalendarDate(dueOn(created, entry.toDay), locale),
              })}
            </span>
            <span className="text-ink">{t(`phaseText.${entry.phase}`)}</span>
          </li>
        ))}
      </ol>
    </PageSection>
  );
};
