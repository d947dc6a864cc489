import { useTranslation } from 'react-i18next';
import type { SimilarExample } from '#engine/examples';

/** The reference set records a business as still operating as of this year (similar-businesses.ts). */
export const STATUS_YEAR = 2026;

type CaseStudyTimelineProps = {
  example: SimilarExample;
  /** The earliest founding year on the page, so every bar shares one scale. */
  firstYear: number;
};

/** Founding to closing (or to today) in words, with a bar on a scale shared by every card. */
export const CaseStudyTimeline = ({ example, firstYear }: CaseStudyTimelineProps) => {
  const { t } = useTranslation('caseStudies');
  const endYear = example.closedYear ?? STATUS_YEAR;
  const years = endYear - example.foundedYear;
  const span = Math.max(1, STATUS_YEAR - firstYear);
  const left = ((example.foundedYear - firstYear) / span) * 100;
  const width = Math.max(1, (years / span) * 100);
  const isClosed = example.outcome === 'closed';
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-ink">
        {isClosed && example.closedYear !== undefined
          ? t('timeline.closed', {
              founded: example.foundedYear,
              closed: example.closedYear,
              count: years,
            })
          : t('timeline.operating', {
              founded: example.foundedYear,
              year: STATUS_YEAR,
              count: years,
            })}
      </p>
      <div aria-hidden="true" className="relative h-2 w-full rounded-full bg-muted">
        <span
          className={`absolute inset-y-0 rounded-full ${isClosed ? 'bg-ink-muted' : 'bg-primary'}`}
          style={{ left: `${String(left)}%`, width: `${String(Math.min(width, 100 - left))}%` }}
        />
      </div>
    </div>
  );
};
