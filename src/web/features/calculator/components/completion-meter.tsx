import { useTranslation } from 'react-i18next';
import { ProgressBar } from '#web/components/ui/progress-bar';

/** The form-completion percentage (spec section 5) as a labelled progress bar. */
export const CompletionMeter = ({ percent }: { percent: number }) => {
  const { t } = useTranslation('calculator');
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm">
        <span id="calculator-completion-label" className="font-medium text-ink">
          {t('completion.label')}
        </span>
        <span className="text-ink-muted tabular-nums">{t('completion.value', { percent })}</span>
      </div>
      <ProgressBar
        labelledBy="calculator-completion-label"
        percent={percent}
        valueText={t('completion.value', { percent })}
        size="sm"
        animated
      />
    </div>
  );
};
