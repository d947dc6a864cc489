import { useTranslation } from 'react-i18next';
import { SIMILAR_BUSINESSES } from '#engine/examples';
import { useFieldText } from '#web/lib/field-text';
import { groupBySector, matchesFilters } from '../case-study-filters';
import { useCaseStudyFilters } from '../hooks/use-case-study-filters';
import { CaseStudyCard } from './case-study-card';
import { CaseStudyFiltersForm } from './case-study-filters-form';

const FIRST_YEAR = Math.min(...SIMILAR_BUSINESSES.map((example) => example.foundedYear));

/** The reference businesses, filtered by sector and outcome and grouped by sector. */
export const CaseStudyList = ({ calculatorPath }: { calculatorPath: string }) => {
  const { t } = useTranslation('caseStudies');
  const fieldText = useFieldText();
  const { filters, setFilters } = useCaseStudyFilters();
  const groups = groupBySector(SIMILAR_BUSINESSES, filters);
  const shown = SIMILAR_BUSINESSES.filter((example) => matchesFilters(example, filters)).length;
  return (
    <>
      <CaseStudyFiltersForm filters={filters} onChange={setFilters} />
      <p role="status" className="mt-4 text-sm font-medium text-ink">
        {t('filters.count', { count: shown, total: SIMILAR_BUSINESSES.length })}
      </p>
      {groups.length === 0 ? <p className="mt-6 text-ink-muted">{t('filters.empty')}</p> : null}
      {groups.map((group) => (
        <section
          key={group.sector}
          aria-labelledby={`sector-${group.sector}`}
          className="mt-10"
          data-testid="case-study-group"
        >
          <h2 id={`sector-${group.sector}`} className="text-xl font-semibold text-ink">
            {fieldText.option('sector', group.sector)}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            {group.examples.map((example) => (
              <CaseStudyCard
                key={example.id}
                example={example}
                firstYear={FIRST_YEAR}
                calculatorPath={calculatorPath}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
};
