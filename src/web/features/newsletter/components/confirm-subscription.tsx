import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-errors';
import { useConfirmSubscription } from '../api/confirm-newsletter-subscription';
import { useFailureText } from '#web/lib/use-failure-text';

/** /newsletter opened from the confirmation mail: posts the link's token once and says how it went. */
export const ConfirmSubscription = ({ token }: { token: string }) => {
  const { t } = useTranslation('newsletter');
  const describeFailure = useFailureText();
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;
  // One POST per token, also under StrictMode's double effects: the link is single use.
  const sentToken = useRef<string | null>(null);
  useEffect(() => {
    if (sentToken.current === token) return;
    sentToken.current = token;
    mutate(token);
  }, [mutate, token]);

  const { error } = confirm;
  const isInvalid = error instanceof ApiError && error.code === 'LINK_INVALID';
  return (
    <div
      role="status"
      className="rounded-lg border border-accent bg-accent-soft px-4 py-3 text-ink"
      aria-busy={confirm.isPending}
    >
      {confirm.isPending || confirm.isIdle ? <p>{t('confirm.working')}</p> : null}
      {confirm.isSuccess ? <p className="font-semibold">{t('confirm.success')}</p> : null}
      {confirm.isError ? (
        <p className="font-semibold">{isInvalid ? t('confirm.invalid') : describeFailure(error)}</p>
      ) : null}
    </div>
  );
};
