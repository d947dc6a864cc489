import type { ReportBody } from '#shared/contracts/reports';
import { Card } from '#web/components/ui/card';
import { PageSection } from '#web/components/ui/page-section';
import { INPUT_KINDS } from '#web/lib/input-kind';
import { ReportTextList } from './report-text-list';
import { splitByInputKind, useReportText } from './report-text';

const QUADRANTS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;
/** The quadrants the engine writes, one text per input: split by what the founder can change. */
const BY_INPUT = new Set<(typeof QUADRANTS)[number]>(['strengths', 'weaknesses']);

type Quadrant = (typeof QUADRANTS)[number];

/** A quadrant's texts; the engine's as what describes the business, then the founder's choices. */
const QuadrantTexts = ({ quadrant, swot }: { quadrant: Quadrant; swot: ReportBody['swot'] }) => {
  const { t } = useReportText();
  const texts = swot[quadrant];
  if (!BY_INPUT.has(quadrant) || texts.length === 0)
    return <ReportTextList texts={texts} empty={t('swot.none')} />;
  const byKind = splitByInputKind(texts);
  return (
    <div className="flex flex-col gap-3">
      <ReportTextList texts={byKind.general} />
      {INPUT_KINDS.filter((kind) => byKind[kind].length > 0).map((kind) => (
        <div key={kind} className="flex flex-col gap-1">
          <p
            id={`analysis-swot-${quadrant}-${kind}`}
            className="text-sm font-semibold text-ink-muted"
          >
            {t(`swot.groups.${kind}`)}
          </p>
          <ReportTextList texts={byKind[kind]} labelledBy={`analysis-swot-${quadrant}-${kind}`} />
        </div>
      ))}
    </div>
  );
};

/**
 * Strengths and weaknesses from the engine, split into what describes the business and the
 * founder's own choices; opportunities and threats from the sector's data.
 */
export const ReportSwot = ({ swot }: { swot: ReportBody['swot'] }) => {
  const { t } = useReportText();
  return (
    <PageSection id="analysis-swot" heading={t('swot.heading')} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('swot.note')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {QUADRANTS.map((quadrant) => (
          <Card key={quadrant} aria-labelledby={`analysis-swot-${quadrant}`} as="section">
            <h3 id={`analysis-swot-${quadrant}`} className="mb-2 text-lg font-semibold text-ink">
              {t(`swot.${quadrant}`)}
            </h3>
            <QuadrantTexts quadrant={quadrant} swot={swot} />
          </Card>
        ))}
      </div>
    </PageSection>
  );
};
