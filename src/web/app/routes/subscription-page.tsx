import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOGUE } from '#shared/catalogue';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { rememberRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { BillingBalance } from '#web/features/billing/components/token-balance';
import { PackList } from '#web/features/billing/components/pack-list';
import { PurchaseNotices } from '#web/features/billing/components/purchase-notices';
import { usePurchase } from '#web/features/billing/hooks/use-purchase';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const LINK = 'font-medium text-primary underline underline-offset-2';

/** Token packs from the catalogue: prices in the chosen currency, and buying through checkout. */
export const SubscriptionPage = () => {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('subscription.title'));
  const auth = useAuth();
  const purchase = usePurchase();
  const isSignedIn = auth.status === 'authenticated';
  // Buy buttons only where the server takes payments: on `npm start` without Stripe every click
  // ended in CHECKOUT_UNAVAILABLE.
  const canBuy = purchase.canBuy;

  const buy = (packId: string) => purchase.buy({ productKind: 'pack', productId: packId });

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('subscription.title')} lead={t('subscription.intro')} />
      <div className="mt-6">{isSignedIn ? <BillingBalance /> : null}</div>

      <PageSection
        id="subscription-packs"
        heading={t('subscription.packsHeading')}
        className="mt-8 flex flex-col gap-4"
      >
        <PurchaseNotices
          purchase={purchase}
          isAnonymous={auth.status === 'anonymous'}
          isAdmin={auth.user?.isAdmin === true}
          signIn={{
            text: t('subscription.signIn.body', { count: CATALOGUE.signUpTokens }),
            linkText: t('subscription.signIn.link'),
            onFollow: () => rememberRedirectAfterLogin(paths.subscription),
          }}
          failedText={t('subscription.failed')}
        />
        <PackList
          currency={purchase.currency}
          {...(isSignedIn && canBuy === true ? { onBuy: buy } : {})}
          pendingId={purchase.pendingId}
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
