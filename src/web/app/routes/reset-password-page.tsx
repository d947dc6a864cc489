import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';
import { useLinkToken } from '#web/features/auth/hooks/use-link-token';
import { useContinueAfterSignIn } from '#web/features/auth/hooks/use-continue-after-sign-in';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AuthCardPage } from '../frames/auth-card-page';

/** Opened from a reset link (/auth/reset-password#token=…). */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.title'));
  const token = useLinkToken();
  const continueAfterSignIn = useContinueAfterSignIn();
  return (
    <AuthCardPage heading={t('resetPassword.heading')} intro={t('resetPassword.intro')}>
      <ResetPasswordForm token={token} onSignedIn={continueAfterSignIn} />
    </AuthCardPage>
  );
};
