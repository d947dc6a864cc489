import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/create-password-reset';
import { EmailLinkRequestForm } from './email-link-request-form';

/** Asks for a password-reset link; the answer never tells whether the address has an account. */
export const ForgotPasswordForm = () => {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  return (
    <EmailLinkRequestForm
      idPrefix="forgot-password"
      submitLabel={t('forgotPassword.submit')}
      sentText={t('forgotPassword.sent')}
      onRequest={request.mutateAsync}
    />
  );
};
