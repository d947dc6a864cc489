import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOGUE } from '#shared/catalogue';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { rememberRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { BillingBalance } from '#web/features/billing/components/token-balance';
import { CurrencyChoice } from '#web/features/billing/components/currency-choice';
import { PackList } from '#web/features/billing/components/pack-list';
import { PaymentsUnavailableNotice } from '#web/features/billing/components/payments-unavailable-notice';
import { SignInPrompt } from '#web/features/billing/components/sign-in-prompt';
import { useCanBuy } from '#web/features/billing/hooks/use-can-buy';
import { useCurrency } from '#web/features/billing/hooks/use-currency';
import { useStartCheckout } from '#web/features/billing/hooks/use-start-checkout';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useErrorMessage } from '#web/lib/use-error-message';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const LINK = 'font-medium text-primary underline underline-offset-2';

/** Token packs from the catalogue: prices in the chosen currency, and buying through checkout. */
export const SubscriptionPage = () => {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('subscription.title'));
  const auth = useAuth();
  const errorMessage = useErrorMessage();
  const [currency, setCurrency] = useCurrency();
  const { start, mutation } = useStartCheckout();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const isSignedIn = auth.status === 'authenticated';
  // Buy buttons only where the server takes payments: on `npm start` without Stripe every click
  // ended in CHECKOUT_UNAVAILABLE.
  const canBuy = useCanBuy();

  const buy = (packId: string) => {
    setPendingId(packId);
    start({ productKind: 'pack', productId: packId, currency })
      .catch(() => undefined)
      .finally(() => setPendingId(null));
  };

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('subscription.title')} lead={t('subscription.intro')} />
      <div className="mt-6">{isSignedIn ? <BillingBalance /> : null}</div>

      <PageSection
        id="subscription-packs"
        heading={t('subscription.packsHeading')}
        className="mt-8 flex flex-col gap-4"
      >
        <CurrencyChoice value={currency} onChange={setCurrency} />
        {canBuy === false ? (
          <PaymentsUnavailableNotice isAdmin={auth.user?.isAdmin === true} />
        ) : null}
        {auth.status === 'anonymous' && canBuy === true ? (
          <SignInPrompt
            text={t('subscription.signIn.body', { count: CATALOGUE.signUpTokens })}
            linkText={t('subscription.signIn.link')}
            onFollow={() => rememberRedirectAfterLogin(paths.subscription)}
          />
        ) : null}
        {mutation.isError ? (
          <p role="alert" className="font-medium text-danger-700">
            {t('subscription.failed')} {errorMessage(mutation.error)}
          </p>
        ) : null}
        <PackList
          currency={currency}
          {...(isSignedIn && canBuy === true ? { onBuy: buy } : {})}
          pendingId={pendingId}
        />
      </PageSection>

      <p className="mt-8 text-ink-muted">
        {t('subscription.rules')}{' '}
        <Link to={paths.pricing} className={LINK}>
          {t('subscription.pricingLink')}
        </Link>
      </p>
      <p className="mt-2 text-ink-muted">
        {t('subscription.membershipHint')}{' '}
        <Link to={paths.membership} className={LINK}>
          {t('subscription.membershipLink')}
        </Link>
      </p>
    </PageContainer>
  );
};
