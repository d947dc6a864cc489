import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { CheckoutView } from '#web/features/billing/components/checkout-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { RedirectToAuth } from '../guards/auth-redirect';
import { PageContainer } from '../frames/page-container';

const isCheckoutId = (value: string | null): value is string => z.uuid().safeParse(value).success;

/**
 * The demo checkout (`?checkout=<id>`) and the return from Stripe (`&status=success|cancelled`).
 * A checkout is its buyer's only: the server answers anyone else with 404.
 */
export const SubscriptionCheckoutPage = () => {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('checkout.title'));
  const [search] = useSearchParams();
  const checkoutId = search.get('checkout');
  const auth = useAuth();
  const location = useLocation();
  // A return from Stripe after the session ended: sign in, then back to this very address.
  if (auth.status === 'anonymous' && isCheckoutId(checkoutId))
    return <RedirectToAuth from={`${location.pathname}${location.search}`} />;
  return (
    <PageContainer>
      <PageHeader title={t('checkout.title')} className="mb-6" />
      {isCheckoutId(checkoutId) ? (
        auth.status === 'loading' ? (
          <Spinner />
        ) : (
          <CheckoutView checkoutId={checkoutId} returnStatus={search.get('status')} />
        )
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-ink">{t('checkout.missing')}</p>
          <Link to={paths.subscription} className={buttonClassName('secondary')}>
            {t('checkout.backToPacks')}
          </Link>
        </div>
      )}
    </PageContainer>
  );
};
