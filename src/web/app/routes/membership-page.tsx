import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaidTierId } from '#shared/contracts/billing';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { Spinner } from '#web/components/ui/spinner';
import { rememberRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useMembership } from '#web/features/billing/api/get-membership';
import { CurrencyChoice } from '#web/features/billing/components/currency-choice';
import { CurrentPlan } from '#web/features/billing/components/current-plan';
import { PaymentsUnavailableNotice } from '#web/features/billing/components/payments-unavailable-notice';
import { PlanList } from '#web/features/billing/components/plan-list';
import { SignInPrompt } from '#web/features/billing/components/sign-in-prompt';
import { useCanBuy } from '#web/features/billing/hooks/use-can-buy';
import { useCurrency } from '#web/features/billing/hooks/use-currency';
import { useStartCheckout } from '#web/features/billing/hooks/use-start-checkout';
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
  // No "Choose" button where the server takes no payments (it could only fail).
  const canBuy = useCanBuy();
  const membership = useMembership(isSignedIn);
  const errorMessage = useErrorMessage();
  const [currency, setCurrency] = useCurrency();
  const { start, mutation } = useStartCheckout();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const choose = (tierId: PaidTierId) => {
    setPendingId(tierId);
    start({ productKind: 'tier', productId: tierId, currency })
      .catch(() => undefined)
      .finally(() => setPendingId(null));
  };
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
        <CurrencyChoice value={currency} onChange={setCurrency} />
        {canBuy === false ? (
          <PaymentsUnavailableNotice isAdmin={auth.user?.isAdmin === true} />
        ) : null}
        {auth.status === 'anonymous' && canBuy === true ? (
          <SignInPrompt
            text={t('membership.signIn')}
            linkText={t('membership.signInLink')}
            onFollow={() => rememberRedirectAfterLogin(paths.membership)}
          />
        ) : null}
        {mutation.isError ? (
          <p role="alert" className="font-medium text-danger-700">
            {t('membership.failedTitle')} {errorMessage(mutation.error)}
          </p>
        ) : null}
        <PlanList
          currency={currency}
          currentTierId={current?.tierId ?? null}
          isCancelled={current?.cancelledAt != null}
          pendingId={pendingId}
          {...(isSignedIn && current && canBuy === true ? { onChoose: choose } : {})}
        />
        {isSwitching ? (
          <p className="text-sm text-ink-muted">{t('membership.switchNote')}</p>
        ) : null}
      </PageSection>
    </PageContainer>
  );
};
