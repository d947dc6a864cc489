import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '#web/components/ui/button';
import { paths } from '#shared/routes';

type CalculationLoadErrorProps = {
  onRetry: () => void;
  isRetrying?: boolean;
};

/** Spec section 8, "Analysis load error": the same text for a missing or another user's calculation. */
export const CalculationLoadError = ({
  onRetry,
  isRetrying = false,
}: CalculationLoadErrorProps) => {
  const { t } = useTranslation('calculations');
  return (
    <div role="alert" className="flex flex-col items-center gap-5 py-12 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-danger-700" />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('loadError.title')}</h1>
      <p className="max-w-md text-lg text-ink-muted">{t('loadError.message')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onRetry} disabled={isRetrying}>
          {t('loadError.tryAgain')}
        </Button>
        <Link to={paths.dashboard} className={buttonClassName('secondary', 'lg')}>
          {t('loadError.returnToDashboard')}
        </Link>
      </div>
    </div>
  );
};
