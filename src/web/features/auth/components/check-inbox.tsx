import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useResendVerification } from '../api/create-email-verification';
import { FormAlert } from './form-alert';
import { OutboxNote } from './outbox-note';

type CheckInboxProps = { email: string; onUseAnotherAddress: () => void };

/** After an e-mail sign-up: where the link went, sending it again, and the outbox page if mail stays here. */
export const CheckInbox = ({ email, onUseAnotherAddress }: CheckInboxProps) => {
  const { t } = useTranslation('auth');
  const describeError = useAuthErrorText();
  const resend = useResendVerification();
  return (
    <section aria-labelledby="check-inbox-heading" className="flex flex-col gap-4">
      <h3 id="check-inbox-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('checkInbox.heading')}
      </h3>
      <p className="break-words text-ink">{t('checkInbox.sentTo', { email })}</p>
      <p className="text-sm text-ink-muted">{t('checkInbox.instructions')}</p>
      <OutboxNote />
      {resend.isSuccess ? (
        <FormAlert tone="info">{t('checkInbox.sentAgain', { email })}</FormAlert>
      ) : null}
      {resend.isError ? <FormAlert>{describeError(resend.error)}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          {resend.isPending ? t('checkInbox.sending') : t('checkInbox.sendAgain')}
        </Button>
        <Button type="button" variant="ghost" onClick={onUseAnotherAddress}>
          {t('checkInbox.useAnotherAddress')}
        </Button>
      </div>
    </section>
  );
};
