import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Checkbox } from '#web/components/ui/checkbox-field';
import { DataTable } from '#web/components/ui/data-table';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { localeOf } from '#web/lib/format';
import { href } from '#shared/routes';
import { useCalculations } from '../api/list-calculations';
import { CalculationRowActions } from './calculation-row-actions';

const PAGE_SIZE = 10;
const COMPARE_COUNT = 2;

type CalculationsListProps = {
  onCompare: (firstId: string, secondId: string) => void;
  /** Shown when the user has saved nothing yet (a link to the calculator). */
  emptyAction: ReactNode;
};

/** The user's saved calculations, a page at a time; pick two to compare. */
export const CalculationsList = ({ onCompare, emptyAction }: CalculationsListProps) => {
  const { t, i18n } = useTranslation('calculations');
  const { t: engineT } = useTranslation('engine');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const calculations = useCalculations({ page, pageSize: PAGE_SIZE });
  const dateFormat = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  if (calculations.isPending) return <Spinner />;
  if (calculations.isError) {
    return <ErrorState message={t('list.loadError')} onRetry={() => void calculations.refetch()} />;
  }
  const { items, total } = calculations.data;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Deleting the last row of the last page leaves it empty: step back to the new last page.
  if (items.length === 0 && page > pageCount) setPage(pageCount);
  if (total === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-ink-muted">{t('list.empty')}</p>
        {emptyAction}
      </div>
    );
  }

  const togglePick = (id: string, isPicked: boolean) =>
    setPicked((current) =>
      isPicked
        ? [...current.filter((entry) => entry !== id), id].slice(-COMPARE_COUNT)
        : current.filter((entry) => entry !== id),
    );
  const [firstPick, secondPick] = picked;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('list.picked', { selected: picked.length })}
        </p>
        <Button
          size="sm"
          disabled={!firstPick || !secondPick}
          onClick={() => {
            if (firstPick && secondPick) onCompare(firstPick, secondPick);
          }}
        >
          {t('list.compare')}
        </Button>
      </div>
      <DataTable
        caption={t('list.caption', { page, pageCount })}
        className="min-w-[40rem] text-sm"
        columns={[
          {
            key: 'pick',
            header: <span className="sr-only">{t('list.pickColumn')}</span>,
            cell: (item) => (
              <Checkbox
                size="md"
                aria-label={t('list.pick', { title: item.title })}
                checked={picked.includes(item.id)}
                onChange={(event) => togglePick(item.id, event.target.checked)}
              />
            ),
            className: 'w-12',
          },
          {
            key: 'title',
            header: t('list.title'),
            cell: (item) => (
              <Link
                to={href.calculationResult(item.id)}
                className="font-medium text-primary-strong underline"
              >
                {item.title}
              </Link>
            ),
          },
          {
            key: 'score',
            header: t('list.score'),
            cell: (item) =>
              t('list.scoreValue', { score: item.score, label: engineT(`label.${item.label}`) }),
            className: 'tabular-nums',
          },
          {
            key: 'created',
            header: t('list.created'),
            cell: (item) => dateFormat.format(new Date(item.createdAt)),
          },
          {
            key: 'actions',
            header: t('list.actions'),
            cell: (item) => <CalculationRowActions calculation={item} />,
          },
        ]}
        rows={items}
        rowKey={(item) => item.id}
      />
      <nav aria-label={t('list.pagination')} className="flex items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {t('list.previous')}
        </Button>
        <p className="text-sm text-ink-muted">{t('list.pageOf', { page, pageCount })}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => setPage(page + 1)}
        >
          {t('list.next')}
        </Button>
      </nav>
    </div>
  );
};
