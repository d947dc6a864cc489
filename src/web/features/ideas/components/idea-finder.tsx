import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConversionNote } from '#web/components/money/conversion-note';
import { readLastCalculatorInput } from '#web/lib/last-calculator-input';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';
import {
  type FinderSearch,
  filtersOfParams,
  paramsOfSearch,
  requestOf,
  searchOfParams,
} from '../finder-search';
import { FinderForm } from './finder-form';
import { FinderResults } from './finder-results';

/** Before any search, the founder's last calculator answers say where and with what experience. */
const founderFromLastInput = (): Partial<FinderSearch> => {
  const last = readLastCalculatorInput();
  if (!last) return {};
  return {
    location: last.location,
    experience: last.experience,
    ...(last.areaType ? { areaType: last.areaType } : {}),
  };
};

/** The finder: filters in the URL (Back steps through searches), the form, the ranked results. */
export const IdeaFinder = () => {
  const { t } = useTranslation('ideas');
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchOfParams(searchParams);
  const search = (next: FinderSearch) => {
    setSearchParams(paramsOfSearch(next));
    document.getElementById('finder-results-heading')?.focus();
  };
  return (
    <div className="flex flex-col gap-10">
      <FinderForm
        // A new URL (Back, Forward, a link) shows its own filters in a fresh form.
        key={searchParams.toString()}
        initial={current ?? { ...founderFromLastInput(), ...filtersOfParams(searchParams) }}
        onSearch={(next) => search({ ...next, page: 1 })}
        onClear={() => {
          if (current) {
            const { location, experience, currency } = current;
            search({ location, experience, currency });
          }
        }}
      />
      <section aria-labelledby="finder-results-heading" className="flex flex-col gap-4">
        <h2
          id="finder-results-heading"
          tabIndex={-1}
          className="text-2xl font-semibold text-ink outline-none"
        >
          {t('finder.results.heading')}
        </h2>
        {/* The ideas' amounts are the model's dollars, written in the search's currency. */}
        {current ? (
          <ConversionNote
            currency={current.currency}
            amount={null}
            className="text-sm text-ink-muted"
          />
        ) : null}
        <MoneyViewProvider view={moneyViewOf(current?.currency ?? 'USD')}>
          <FinderResults
            request={current ? requestOf(current) : null}
            onPage={(page) => {
              if (current) search({ ...current, page });
            }}
          />
        </MoneyViewProvider>
      </section>
    </div>
  );
};
