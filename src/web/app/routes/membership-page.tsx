import { useTranslation } from 'react-i18next';
import type { PaidTierId } from '#shared/contracts/billing';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { Spinner } from '#web/components/ui/spinner';
import { rememberRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useMembership } from '#web/features/billing/api/get-membership';
import { CurrentPlan } from '#web/features/billing/components/current-plan';
import { PlanList } from '#web/features/billing/components/plan-list';
import { PurchaseNotices } from '#web/features/billing/components/purchase-notices';
import { usePurchase } from '#web/features/billing/hooks/use-purchase';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useErrorMessage } from '#web/lib/use-error-message';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** Membership tiers, the current plan, choosing or switching a plan, and cancelling. */
export const MembershipPage = () => {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('membership.title'));
  const auth = useAuth();
  const isSignedIn = auth.status === 'authenticated';
  const membership = useMembership(isSignedIn);
  const errorMessage = useErrorMessage();
  const purchase = usePurchase();
  // No "Choose" button where the server takes no payments (it could only fail).
  const canBuy = purchase.canBuy;

  const choose = (tierId: PaidTierId) => purchase.buy({ productKind: 'tier', productId: tierId });
  const current = membership.data ?? null;
  const isSwitching = current !== null && current.tierId !== 'free';

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('membership.title')} lead={t('membership.intro')} />

      {isSignedIn ? (
        <PageSection
          id="membership-current"
          heading={t('membership.currentHeading')}
          className="mt-8 flex flex-col gap-3"
        >
          {membership.isPending ? (
            <Spinner className="py-6" />
          ) : membership.isError ? (
            <p role="alert" className="font-medium text-danger-700">
              {errorMessage(membership.error)}
            </p>
          ) : (
            <CurrentPlan membership={membership.data} />
          )}
        </PageSection>
      ) : null}

      <PageSection
        id="membership-plans"
        heading={t('membership.plansHeading')}
        className="mt-10 flex flex-col gap-4"
      >
        <PurchaseNotices
          purchase={purchase}
          isAnonymous={auth.status === 'anonymous'}
          isAdmin={auth.user?.isAdmin === true}
          signIn={{
            text: t('membership.signIn'),
            linkText: t('membership.signInLink'),
            onFollow: () => rememberRedirectAfterLogin(paths.membership),
          }}
          failedText={t('membership.failedTitle')}
        />
        <PlanList
          currency={purchase.currency}
          currentTierId={current?.tierId ?? null}
          isCancelled={current?.cancelledAt != null}
          pendingId={purchase.pendingId}
          {...(isSignedIn && current && canBuy === true ? { onChoose: choose } : {})}
        />
        {isSwitching ? (
          <p className="text-sm text-ink-muted">{t('membership.switchNote')}</p>
        ) : null}
      </PageSection>
    </PageContainer>
  );
};
