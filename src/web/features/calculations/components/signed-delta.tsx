import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** A change with its sign in text (not colour alone), e.g. "+4" or "−2". */
export const SignedDelta = ({ value, unit = '' }: { value: number; unit?: string }) => {
  const { t } = useTranslation('calculations');
  if (value === 0) return <span className="text-ink-muted">{t('compare.noChange')}</span>;
  const sign = value > 0 ? '+' : '−';
  return (
    <span
      className={clsx(
        'font-semibold tabular-nums',
        value > 0 ? 'text-primary-strong' : 'text-danger-700',
      )}
    >
      {`${sign}${Math.abs(value)}${unit}`}
    </span>
  );
};
