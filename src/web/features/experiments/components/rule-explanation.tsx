import { useTranslation } from 'react-i18next';
import { EvidenceKindSchema, type ExperimentListResponse } from '#shared/contracts/experiments';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import { useExperimentFormat } from './experiment-format';

/**
 * The rule in plain words, with the weights, the half-weight sample and the cap the server used
 * (the response's `rule`, the engine's constants), so the page never states other numbers.
 */
export const RuleExplanation = ({ rule }: { rule: ExperimentListResponse['rule'] }) => {
  const { t } = useTranslation('experiments');
  const format = useExperimentFormat();
  const factor = (logOdds: number) =>
    t('estimate.factorValue', { factor: format.factor(Math.exp(logOdds)) });
  return (
    <div className="flex flex-col gap-3 text-ink">
      <p>{t('rule.prior')}</p>
      <p>{t('rule.chance')}</p>
      <p>{t('rule.formula', { half: format.count(rule.halfWeightSample) })}</p>
      <DataTable
        caption={t('rule.weightsCaption')}
        isCaptionVisible
        className="max-w-md"
        columns={arrayColumns([t('rule.kind'), t('rule.weight')], { numeric: [1] })}
        rows={EvidenceKindSchema.options.map((kind) => [
          t(`kinds.${kind}`),
          factor(rule.weights[kind]),
        ])}
        rowKey={(row) => String(row[0])}
        testId="experiments-weights"
      />
      <p>{t('rule.cap', { cap: format.factor(Math.exp(rule.capLogOdds)) })}</p>
      <p className="text-sm text-ink-muted">{t('rule.judgement')}</p>
    </div>
  );
};
