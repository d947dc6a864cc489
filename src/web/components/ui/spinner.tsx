import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The 'Loading...' state of lazy pages and guards (spec section 2). */
export const Spinner = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={clsx('flex flex-col items-center justify-center gap-3 py-16', className)}
    >
      {/* Drawn with CSS, not an icon: the spinner is on the first load (docs/decisions/009). */}
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
      />
      <span className="text-sm text-ink-muted">{t('loading')}</span>
    </div>
  );
};
