import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { FormStep } from '../form-steps';

/** The steps as an ordered list; the current one is marked for assistive technology too. */
export const StepList = ({ steps, currentIndex }: { steps: FormStep[]; currentIndex: number }) => {
  const { t } = useTranslation('calculator');
  return (
    <ol aria-label={t('stepsLabel')} className="flex flex-wrap gap-2 text-sm">
      {steps.map((step, index) => (
        <li
          key={step.key}
          aria-current={index === currentIndex ? 'step' : undefined}
          className={clsx(
            'rounded-full border px-3 py-1',
            index === currentIndex
              ? 'border-primary bg-primary-soft font-semibold text-ink'
              : 'border-line text-ink-muted',
          )}
        >
          {index + 1}. {t(`steps.${step.key}.title`)}
        </li>
      ))}
    </ol>
  );
};
