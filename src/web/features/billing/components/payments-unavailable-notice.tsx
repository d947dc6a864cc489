import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STRIPE_WEBHOOK_PATH } from '#shared/contracts/billing';

/**
 * Why the pages that sell show no buy button when the server takes no payments; an admin also
 * reads which settings turn payments on (the same as the README's Configuration).
 */
export const PaymentsUnavailableNotice = ({ isAdmin }: { isAdmin: boolean }) => {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const code = 'rounded bg-muted px-1 py-0.5 font-mono text-sm text-ink';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="payments-unavailable"
      className="flex flex-col gap-3 rounded-lg border border-line-strong bg-muted p-4 text-ink"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t('unavailable.heading')}
      </h3>
      <p>{t('unavailable.body')}</p>
      {isAdmin ? (
        <div className="flex flex-col gap-2 border-t border-line pt-3" data-testid="payments-setup">
          <h4 className="font-semibold">{t('unavailable.admin.heading')}</h4>
          <p>{t('unavailable.admin.intro')}</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <code className={code}>STRIPE_SECRET_KEY</code>,{' '}
              <code className={code}>STRIPE_WEBHOOK_SECRET</code>:{' '}
              {t('unavailable.admin.stripe', { webhookPath: STRIPE_WEBHOOK_PATH })}
            </li>
            <li>
              <code className={code}>DEMO_CHECKOUT=allow</code>: {t('unavailable.admin.demo')}
            </li>
          </ul>
          <p>{t('unavailable.admin.readme')}</p>
        </div>
      ) : null}
    </section>
  );
};
