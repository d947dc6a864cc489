import { useTranslation } from 'react-i18next';
import type { FindIdeasRequest, FindIdeasResponse } from '#shared/contracts/ideas';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useFindIdeas } from '../api/find-ideas';
import { IdeaMatchCard } from './idea-match-card';

type FinderResultsProps = {
  request: FindIdeasRequest | null;
  onPage: (page: number) => void;
};

/** Nothing left: which filter, dropped alone, would bring ideas back. */
const EmptyResults = ({ loosen }: { loosen: FindIdeasResponse['loosen'] }) => {
  const { t } = useTranslation('ideas');
  return (
    <Card padding="none" className="flex flex-col gap-2 px-4 py-6">
      <h3 className="text-lg font-semibold text-ink">{t('finder.results.emptyHeading')}</h3>
      {loosen.length > 0 ? (
        <>
          <p className="text-ink-muted">{t('finder.results.emptyLoosen')}</p>
          <ul className="list-disc pl-6 text-ink">
            {loosen.map((entry) => (
              <li key={entry.filter}>
                {t('finder.results.loosen', {
                  filter: t(`finder.results.filters.${entry.filter}`),
                  count: entry.matches,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-ink-muted">{t('finder.results.emptyNothing')}</p>
      )}
    </Card>
  );
};

/** The ranked ideas of the search in the URL, a page at a time, with loading and error states. */
export const FinderResults = ({ request, onPage }: FinderResultsProps) => {
  const { t } = useTranslation('ideas');
  const describeError = useErrorMessage();
  const query = useFindIdeas(request);
  const { data } = query;

  if (!request) return <p className="text-ink-muted">{t('finder.prompt')}</p>;
  if (!data) {
    return query.isError ? (
      <ErrorState
        message={
          <>
            {t('finder.results.error')} {describeError(query.error)}
          </>
        }
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Spinner />
    );
  }
  const isUpdating = query.isPlaceholderData;
  const firstRank = (data.page - 1) * data.pageSize + 1;
  return (
    <div aria-busy={isUpdating} className="flex flex-col gap-4">
      <p role="status" className="text-ink-muted">
        {isUpdating
          ? t('finder.results.loading')
          : data.total > 0
            ? t('finder.results.count', { count: data.total })
            : ''}
      </p>
      {data.total === 0 ? (
        <EmptyResults loosen={data.loosen} />
      ) : (
        <ol className={isUpdating ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
          {data.matches.map((match, index) => (
            <li key={match.idea.id}>
              <IdeaMatchCard match={match} rank={firstRank + index} />
            </li>
          ))}
        </ol>
      )}
      {data.pageCount > 1 ? (
        <nav aria-label={t('finder.results.pages')} className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={data.page <= 1}
            onClick={() => onPage(data.page - 1)}
          >
            {t('finder.results.previous')}
          </Button>
          <span className="text-sm text-ink-muted">
            {t('finder.results.pageStatus', { page: data.page, count: data.pageCount })}
          </span>
          <Button
            variant="secondary"
            disabled={data.page >= data.pageCount}
            onClick={() => onPage(data.page + 1)}
          >
            {t('finder.results.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
};
