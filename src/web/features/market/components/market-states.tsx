import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonState } from '#web/components/ui/skeleton';

/** Grey blocks where the charts will be; the status line says what is loading. */
export const MarketLoading = () => {
  const { t } = useTranslation('market');
  return (
    <SkeletonState label={t('loading')} className="mt-10 flex flex-col gap-6">
      <Skeleton className="h-72 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </SkeletonState>
  );
};
