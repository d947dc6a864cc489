import { useTranslation } from 'react-i18next';
import { currencyForLocation } from '#shared/money/currencies';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { BusinessAnalyzer } from '#web/features/business-analyzer/components/business-analyzer';
import { BusinessSwitcher } from '#web/features/businesses/components/business-switcher';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/**
 * /business-analyzer (issue 15): check-ups of an operating business. The business guard in
 * router.tsx sends visitors to /auth (and back here after signing in) and users without a business
 * to onboarding, so a business always exists here.
 */
export const BusinessAnalyzerPage = () => {
  const { t } = useTranslation('businessAnalyzer');
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const { businesses, currentBusiness, isPending, setCurrentBusinessId } = useCurrentBusiness(
    user?.id ?? null,
  );
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('page.intro')} />
      {isPending || !currentBusiness ? (
        <Spinner />
      ) : (
        <div className="mt-8 flex flex-col gap-10">
          {businesses.length > 1 ? (
            <BusinessSwitcher
              businesses={businesses}
              currentBusinessId={currentBusiness.id}
              onChange={setCurrentBusinessId}
            />
          ) : (
            <p className="text-lg font-semibold break-words text-ink">{currentBusiness.name}</p>
          )}
          <BusinessAnalyzer
            key={currentBusiness.id}
            businessId={currentBusiness.id}
            defaultCurrency={currencyForLocation(currentBusiness.inputs?.location)}
          />
        </div>
      )}
    </PageContainer>
  );
};
