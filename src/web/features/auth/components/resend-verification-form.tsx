import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../api/create-email-verification';
import { EmailLinkRequestForm } from './email-link-request-form';

/** Asks for a new verification link; the answer never tells whether the address has an account. */
export const ResendVerificationForm = () => {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <EmailLinkRequestForm
      idPrefix="resend-verification"
      submitLabel={t('verifyEmail.resendSubmit')}
      sentText={t('verifyEmail.resendSent')}
      onRequest={resend.mutateAsync}
    />
  );
};
