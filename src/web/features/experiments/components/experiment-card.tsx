import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Experiment } from '#shared/contracts/experiments';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { UserText } from '#web/components/ui/user-text';
import { AddEvidenceForm } from './add-evidence-form';
import { DeleteExperimentDialog } from './delete-experiment-dialog';
import { CHANCE_CEILING, CHANCE_FLOOR, useExperimentFormat } from './experiment-format';

type Entry = Experiment['entries'][number];

/** One experiment: its criterion set beforehand, its results, what the rule reads from them. */
export const ExperimentCard = ({ experiment }: { experiment: Experiment }) => {
  const { t } = useTranslation('experiments');
  const format = useExperimentFormat();
  const headingId = useId();
  const formHeadingId = useId();
  const { evidence } = experiment;
  // Never "100.0%" or "0.0%": the rule is never certain, however clear the result.
  const chanceText = (chance: number) =>
    chance >= CHANCE_CEILING
      ? t('list.chanceAtLeast', { value: format.percent(CHANCE_CEILING) })
      : chance <= CHANCE_FLOOR
        ? t('list.chanceAtMost', { value: format.percent(CHANCE_FLOOR) })
        : format.percent(chance);
  return (
    <Card
      aria-labelledby={headingId}
      as="article"
      shape="raised"
      padding="sm-lg"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-muted">{t(`kinds.${experiment.kind}`)}</p>
          <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
            {experiment.measure}
          </h3>
        </div>
        <DeleteExperimentDialog experiment={experiment} />
      </div>
      <div className="flex flex-col gap-1 text-ink">
        <p>
          {t('list.criterion', {
            percent: format.criterion(experiment.criterionPercent),
            planned: format.count(experiment.plannedSampleSize),
          })}
        </p>
        <p className="text-sm text-ink-muted">
          {experiment.locked ? t('list.locked') : t('list.open')}
        </p>
      </div>
      {evidence.trials > 0 ? (
        <div className="flex flex-col gap-1 text-ink" data-testid="experiment-evidence">
          <p>
            {t('list.totals', {
              successes: format.count(evidence.successes),
              trials: format.count(evidence.trials),
              rate: format.percent(evidence.successes / evidence.trials),
            })}
          </p>
          <p>{t('list.chance', { chance: chanceText(evidence.chanceCriterionMet) })}</p>
          <p>{t('list.move', { factor: format.factor(Math.exp(evidence.shiftLogOdds)) })}</p>
        </div>
      ) : (
        <p className="text-ink-muted">{t('list.noResults')}</p>
      )}
      {experiment.entries.length > 0 ? (
        <DataTable<Entry>
          caption={t('list.resultsCaption', { measure: experiment.measure })}
          className="text-sm"
          columns={[
            {
              key: 'date',
              header: t('list.date'),
              cell: (entry) => format.date(entry.date),
              isRowHeader: true,
              className: 'whitespace-nowrap',
            },
            {
              key: 'successes',
              header: t('list.successes'),
              cell: (entry) => format.count(entry.successes),
              isNumeric: true,
            },
            {
              key: 'trials',
              header: t('list.trials'),
              cell: (entry) => format.count(entry.trials),
              isNumeric: true,
            },
            {
              key: 'note',
              header: t('list.note'),
              cell: (entry) => <UserText>{entry.note}</UserText>,
              className: 'break-words',
            },
          ]}
          rows={experiment.entries}
          rowKey={(entry) => entry.id}
        />
      ) : null}
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <h4 id={formHeadingId} className="font-semibold text-ink">
          {t('evidence.heading')}
        </h4>
        <AddEvidenceForm
          businessId={experiment.businessId}
          experimentId={experiment.id}
          headingId={formHeadingId}
        />
      </div>
    </Card>
  );
};
