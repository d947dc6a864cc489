import { useTranslation } from 'react-i18next';
import { SECTOR_CODES } from '#engine/inputs';
import { Button } from '#web/components/ui/button';
import { cardClassName } from '#web/components/ui/card';
import { SelectField } from '#web/components/ui/select-field';
import { useFieldText } from '#web/lib/field-text';
import {
  type CaseStudyFilters,
  DEFAULT_FILTERS,
  OUTCOME_FILTERS,
  toSectorFilter,
} from '../case-study-filters';

type CaseStudyFiltersFormProps = {
  filters: CaseStudyFilters;
  onChange: (filters: CaseStudyFilters) => void;
};

/** Sector (the calculator's sector texts) and outcome; each change applies at once. */
export const CaseStudyFiltersForm = ({ filters, onChange }: CaseStudyFiltersFormProps) => {
  const { t } = useTranslation('caseStudies');
  const fieldText = useFieldText();
  const isFiltered = filters.sector !== 'all' || filters.outcome !== 'all';
  return (
    <form
      aria-label={t('filters.label')}
      className={cardClassName({
        padding: 'md',
        className: 'mt-8 flex flex-col gap-5 sm:flex-row sm:flex-wrap sm:items-end',
      })}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <SelectField
        id="case-sector"
        label={fieldText.label('sector')}
        className="min-w-0 sm:flex-1"
        value={filters.sector}
        onChange={(event) => {
          onChange({ ...filters, sector: toSectorFilter(event.target.value) });
        }}
      >
        <option value="all">{t('filters.allSectors')}</option>
        {SECTOR_CODES.map((sector) => (
          <option key={sector} value={sector}>
            {fieldText.option('sector', sector)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('filters.outcome')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {OUTCOME_FILTERS.map((outcome) => (
            <label key={outcome} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name="case-outcome"
                value={outcome}
                checked={filters.outcome === outcome}
                onChange={() => {
                  onChange({ ...filters, outcome });
                }}
                className="size-4 accent-primary"
              />
              {t(`filters.outcomes.${outcome}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {isFiltered ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            onChange(DEFAULT_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </form>
  );
};
