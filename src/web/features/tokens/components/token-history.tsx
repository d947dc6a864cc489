import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '#shared/contracts/tokens';
import { Button } from '#web/components/ui/button';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { formatDateTime, formatNumber, localeOf } from '#web/lib/format';
import { useOlderTokenEntries } from '../api/find-token-entries';
import { useTokens } from '../api/get-tokens';
import { useEntryLabel } from './token-labels';

/** "+10" / "−5": the sign is part of the figure (a minus sign, not a hyphen). */
const signed = (delta: number, locale: string) =>
  `${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta), locale)}`;

/** The ledger, newest first: what each credit or spend was, the change and the balance after. */
export const TokenHistory = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t, i18n } = useTranslation('tokens');
  const locale = localeOf(i18n.language);
  const headingId = useId();
  const labelOf = useEntryLabel();
  const tokens = useTokens();
  const [wantsOlder, setWantsOlder] = useState(false);
  const summary = tokens.data;
  const lastShown = summary?.hasMoreEntries ? (summary.entries.at(-1)?.id ?? null) : null;
  const older = useOlderTokenEntries(lastShown, wantsOlder);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const columns: DataTableColumn<LedgerEntry>[] = [
    {
      key: 'when',
      header: t('history.columns.when'),
      cell: (entry) => formatDateTime(entry.createdAt, locale),
      className: 'whitespace-nowrap',
    },
    { key: 'what', header: t('history.columns.what'), cell: labelOf, isRowHeader: true },
    {
      key: 'change',
      header: t('history.columns.change'),
      cell: (entry) => signed(entry.delta, locale),
      isNumeric: true,
    },
    {
      key: 'balanceAfter',
      header: t('history.columns.balanceAfter'),
      cell: (entry) => formatNumber(entry.balanceAfter, locale),
      isNumeric: true,
    },
  ];
  const olderEntries = older.data?.pages.flatMap((page) => page.entries) ?? [];
  // After a failed page the button stays, so the reader can ask again.
  const hasMore = wantsOlder ? older.hasNextPage || older.isError : lastShown !== null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="text-xl font-semibold text-ink">
        {t('history.heading')}
      </Heading>
      {summary ? (
        summary.entries.length === 0 ? (
          <p className="text-ink-muted">{t('history.empty')}</p>
        ) : (
          <>
            <DataTable
              caption={t('history.caption')}
              columns={columns}
              rows={[...summary.entries, ...olderEntries]}
              rowKey={(entry) => entry.id}
              testId="token-history"
              className="min-w-[36rem] text-sm"
            />
            <div aria-live="polite">
              {older.isFetching ? (
                <p role="status" className="text-sm text-ink-muted">
                  {t('history.loadingOlder')}
                </p>
              ) : older.isError ? (
                <p role="alert" className="text-sm text-danger-700">
                  {t('history.olderFailed')}
                </p>
              ) : null}
            </div>
            {hasMore && !older.isFetching ? (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    if (!wantsOlder) setWantsOlder(true);
                    else if (older.data) void older.fetchNextPage();
                    else void older.refetch();
                  }}
                >
                  {t('history.showOlder')}
                </Button>
              </div>
            ) : null}
          </>
        )
      ) : tokens.isError ? (
        <ErrorState message={t('balance.loadFailed')} onRetry={() => void tokens.refetch()} />
      ) : (
        <Spinner className="py-6" />
      )}
    </section>
  );
};
