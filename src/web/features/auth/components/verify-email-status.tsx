import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { useVerifyEmail } from '../api/verify-email-address';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { greetingNameOf } from '../api/use-finish-sign-in';
import { useLinkToken } from '../hooks/use-link-token';
import { FormAlert } from './form-alert';
import { ResendVerificationForm } from './resend-verification-form';

/**
 * Opens a verification link: verifies once on arrival, then says the user is signed in, or that
 * the link no longer works with a form for a new one.
 */
export const VerifyEmailStatus = ({ onContinue }: { onContinue: () => void }) => {
  const { t } = useTranslation('auth');
  const describeError = useAuthErrorText();
  const token = useLinkToken();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // A link works once: StrictMode's second effect run (and any re-render) must not send it again.
  const sentTokenRef = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentTokenRef.current === token) return;
    sentTokenRef.current = token;
    mutate({ token });
  }, [mutate, token]);

  if (verify.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="info" title={t('verifyEmail.successTitle')}>
          <p>{t('verifyEmail.signedInAs', { name: greetingNameOf(verify.data) })}</p>
        </FormAlert>
        <Button type="button" size="lg" onClick={onContinue}>
          {t('verifyEmail.continue')}
        </Button>
      </div>
    );
  }
  if (token && !verify.isError) {
    return (
      <p role="status" className="flex items-center gap-3 text-ink">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
        />
        {t('verifyEmail.verifying')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <FormAlert>
        <p>{verify.isError ? describeError(verify.error) : t('LINK_INVALID', { ns: 'errors' })}</p>
      </FormAlert>
      <h2 className="text-lg font-semibold">{t('verifyEmail.resendHeading')}</h2>
      <ResendVerificationForm />
    </div>
  );
};
