import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#shared/routes';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useConfirmDemoCheckout } from '../api/confirm-demo-checkout';
import { useCheckout } from '../api/get-checkout';
import { BillingBalance } from './token-balance';
import { CheckoutSummary } from './checkout-summary';

/** After this long without Stripe's confirmation the page says the buyer may leave. */
const PATIENCE_MS = 30_000;

type CheckoutViewProps = {
  checkoutId: string;
  /** `success` or `cancelled` when Stripe sends the buyer back; null on the demo checkout. */
  returnStatus: string | null;
};

const Notice = ({ tone, children }: { tone: 'info' | 'success'; children: string }) => (
  <p
    role="status"
    className={
      tone === 'success'
        ? 'rounded-lg border border-primary bg-primary-soft p-4 font-medium text-ink'
        : 'rounded-lg border border-line-strong bg-muted p-4 text-ink'
    }
  >
    {children}
  </p>
);

/**
 * One checkout: the demo's labelled confirmation, or the states of a return from Stripe. Tokens
 * arrive only through the server (the demo confirm or Stripe's webhook), never from this page's
 * address, so a Stripe return polls until the checkout is completed.
 */
export const CheckoutView = ({ checkoutId, returnStatus }: CheckoutViewProps) => {
  const { t } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const isStripeReturn = returnStatus === 'success';
  const checkout = useCheckout(checkoutId, isStripeReturn);
  const confirm = useConfirmDemoCheckout();
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isStripeReturn) return;
    const timer = setTimeout(() => setIsSlow(true), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [isStripeReturn]);

  if (checkout.isPending) return <Spinner />;
  if (checkout.isError)
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="font-medium text-danger-700">
          {t('checkout.loadFailed')} {errorMessage(checkout.error)}
        </p>
        <Link to={paths.subscription} className={buttonClassName('secondary')}>
          {t('checkout.backToPacks')}
        </Link>
      </div>
    );

  const data = checkout.data;
  const backPath = data.productKind === 'tier' ? paths.membership : paths.subscription;
  const links = (
    <div className="flex flex-wrap gap-3">
      <Link to={paths.subscription} className={buttonClassName('secondary')}>
        {t('checkout.backToPacks')}
      </Link>
      {data.productKind === 'tier' ? (
        <Link to={paths.membership} className={buttonClassName('secondary')}>
          {t('checkout.toMembership')}
        </Link>
      ) : null}
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      {data.provider === 'demo' && data.status === 'open' ? (
        <p
          className="self-start rounded-md border-2 border-accent bg-accent-soft px-3 py-1 font-semibold text-ink"
          data-testid="demo-badge"
        >
          {t('checkout.demo.badge')}
        </p>
      ) : null}
      <CheckoutSummary checkout={data} />
      {data.status === 'completed' ? (
        <>
          <Notice tone="success">{t('checkout.status.completed', { count: data.tokens })}</Notice>
          <BillingBalance />
          {links}
        </>
      ) : data.status === 'expired' ? (
        <>
          <Notice tone="info">{t('checkout.status.expired')}</Notice>
          {links}
        </>
      ) : data.provider === 'demo' ? (
        <div className="flex flex-col gap-4">
          <p className="text-ink-muted">{t('checkout.demo.body')}</p>
          {confirm.isError ? (
            <p role="alert" className="font-medium text-danger-700">
              {data.productKind === 'tier' ? t('membership.failedTitle') : t('checkout.failed')}{' '}
              {errorMessage(confirm.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button disabled={confirm.isPending} onClick={() => confirm.mutate(checkoutId)}>
              {confirm.isPending ? t('checkout.demo.confirming') : t('checkout.demo.confirm')}
            </Button>
            <Button
              variant="secondary"
              disabled={confirm.isPending}
              onClick={() => void navigate(backPath)}
            >
              {t('checkout.demo.cancel')}
            </Button>
          </div>
        </div>
      ) : returnStatus === 'cancelled' ? (
        <>
          <Notice tone="info">{t('checkout.status.cancelled')}</Notice>
          {links}
        </>
      ) : (
        <>
          <Notice tone="info">
            {isSlow ? t('checkout.status.stillWaiting') : t('checkout.status.waiting')}
          </Notice>
          {links}
        </>
      )}
    </div>
  );
};
