import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FindIdeasRequest } from '#shared/contracts/ideas';
import { readLastCalculatorInput } from '#web/lib/last-calculator-input';
import { filtersOfSearch, requestOfSearch, searchOfRequest } from '../finder-search';
import { FinderForm } from './finder-form';
import { FinderResults } from './finder-results';

/** Before any search, the founder's last calculator answers say where and with what experience. */
const founderFromLastInput = (): Partial<FindIdeasRequest> => {
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
  const request = requestOfSearch(searchParams);
  const search = (next: FindIdeasRequest) => {
    setSearchParams(searchOfRequest(next));
    document.getElementById('finder-results-heading')?.focus();
  };
  return (
    <div className="flex flex-col gap-10">
      <FinderForm
        // A new URL (Back, Forward, a link) shows its own filters in a fresh form.
        key={searchParams.toString()}
        initial={request ?? { ...founderFromLastInput(), ...filtersOfSearch(searchParams) }}
        onSearch={(next) => search({ ...next, page: 1 })}
        onClear={() => {
          if (request) search({ location: request.location, experience: request.experience });
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
        <FinderResults
          request={request}
          onPage={(page) => {
            if (request) search({ ...request, page });
          }}
        />
      </section>
    </div>
  );
};
