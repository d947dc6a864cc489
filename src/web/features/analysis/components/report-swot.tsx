import type { AnalysisReportBody } from '#shared/contracts/analysis-reports';
import { PageSection } from '#web/components/ui/page-section';
import { ReportTextList } from './report-text-list';
import { useReportText } from './report-text';

const QUADRANTS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;

/** Strengths and weaknesses from the engine; opportunities and threats from the sector's data. */
export const ReportSwot = ({ swot }: { swot: AnalysisReportBody['swot'] }) => {
  const { t } = useReportText();
  return (
    <PageSection id="analysis-swot" heading={t('swot.heading')} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {QUADRANTS.map((quadrant) => (
          <section
            key={quadrant}
            aria-labelledby={`analysis-swot-${quadrant}`}
            className="rounded-lg border border-line bg-surface p-4"
          >
            <h3 id={`analysis-swot-${quadrant}`} className="mb-2 text-lg font-semibold text-ink">
              {t(`swot.${quadrant}`)}
            </h3>
            <ReportTextList texts={swot[quadrant]} empty={t('swot.none')} />
          </section>
        ))}
      </div>
    </PageSection>
  );
};
