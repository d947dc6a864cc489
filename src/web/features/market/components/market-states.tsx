import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';

/** Grey blocks where the charts will be; the status line says what is loading. */
export const MarketLoading = () => {
  const { t } = useTranslation('market');
  return (
    <div role="status" className="mt-10 flex flex-col gap-6">
      <span className="sr-only">{t('loading')}</span>
      <div
        aria-hidden="true"
        className="h-72 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
      />
      <div
        aria-hidden="true"
        className="h-72 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
      />
    </div>
  );
};

type MarketLoadErrorProps = { message: string; onRetry: () => void; isRetrying: boolean };

/** The figures could not be loaded: what happened, and a retry. */
export const MarketLoadError = ({ message, onRetry, isRetrying }: MarketLoadErrorProps) => {
  const { t } = useTranslation('market');
  return (
    <div
      role="alert"
      className="mt-10 flex flex-col items-center gap-4 rounded-xl border border-line px-4 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-danger-700" />
      <h2 className="text-xl font-semibold text-ink">{t('loadError.title')}</h2>
      <p className="max-w-prose text-ink-muted">{message}</p>
      <Button onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? t('loadError.retrying') : t('loadError.retry')}
      </Button>
    </div>
  );
};
