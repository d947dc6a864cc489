import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIMILAR_BUSINESSES } from '#engine/examples';
import { Button } from '#web/components/ui/button';
import { useFieldText } from '#web/lib/field-text';
import {
  type CaseStudyFilters,
  filtersSearch,
  groupBySector,
  limitGroups,
  matchesFilters,
} from '../case-study-filters';
import { useCaseStudyFilters } from '../hooks/use-case-study-filters';
import { CaseStudyCard } from './case-study-card';
import { CaseStudyFiltersForm } from './case-study-filters-form';

const FIRST_YEAR = Math.min(...SIMILAR_BUSINESSES.map((example) => example.foundedYear));

/** Cards shown at first and added by each "show more": the whole set at once is a long page. */
export const CASE_STUDY_PAGE_SIZE = 24;

type ResultsProps = { filters: CaseStudyFilters };

/** The matching businesses by sector, a page at a time. */
const CaseStudyResults = ({ filters }: ResultsProps) => {
  const { t } = useTranslation('caseStudies');
  const fieldText = useFieldText();
  const [limit, setLimit] = useState(CASE_STUDY_PAGE_SIZE);
  const matching = SIMILAR_BUSINESSES.filter((example) => matchesFilters(example, filters)).length;
  const shown = Math.min(limit, matching);
  const groups = limitGroups(groupBySector(SIMILAR_BUSINESSES, filters), limit);
  return (
    <>
      <p role="status" className="mt-4 text-sm font-medium text-ink">
        {t('filters.count', { count: shown, matching, total: SIMILAR_BUSINESSES.length })}
      </p>
      {matching === 0 ? <p className="mt-6 text-ink-muted">{t('filters.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.sector} aria-labelledby={`sector-${group.sector}`} className="mt-10">
          <h2 id={`sector-${group.sector}`} className="text-xl font-semibold text-ink">
            {fieldText.option('sector', group.sector)}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            {group.examples.map((example) => (
              <CaseStudyCard key={example.id} example={example} firstYear={FIRST_YEAR} />
            ))}
          </ul>
        </section>
      ))}
      {shown < matching ? (
        <Button
          type="button"
          variant="secondary"
          className="mt-8"
          onClick={() => {
            setLimit(limit + CASE_STUDY_PAGE_SIZE);
          }}
        >
          {t('filters.showMore', { count: Math.min(CASE_STUDY_PAGE_SIZE, matching - shown) })}
        </Button>
      ) : null}
    </>
  );
};

/** The reference businesses, filtered by sector and outcome and grouped by sector. */
export const CaseStudyList = () => {
  const { filters, setFilters } = useCaseStudyFilters();
  return (
    <>
      <CaseStudyFiltersForm filters={filters} onChange={setFilters} />
      {/* New filters start again from the first page. */}
      <CaseStudyResults key={filtersSearch(filters).toString()} filters={filters} />
    </>
  );
};
