import { useTranslation } from 'react-i18next';

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
      <div
        role="progressbar"
        aria-labelledby="calculator-completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('completion.value', { percent })}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};
