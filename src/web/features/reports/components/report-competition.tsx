import type { ReportBody } from '#shared/contracts/reports';
import { PageSection } from '#web/components/ui/page-section';
import { ReportTextList } from './report-text-list';
import { useReportText } from './report-text';

/** The competition you described, what it means, and how many newcomers the sector sees. */
export const ReportCompetition = ({ competition }: { competition: ReportBody['competition'] }) => {
  const { t, fieldText } = useReportText();
  return (
    <PageSection
      id="analysis-competition"
      heading={t('competitionSection.heading')}
      className="flex flex-col gap-3"
    >
      <p className="font-medium text-ink">
        {t('competitionSection.intensity', {
          level: fieldText.option('competitionLevel', competition.intensity),
        })}
      </p>
      <ReportTextList texts={competition.points} />
    </PageSection>
  );
};
