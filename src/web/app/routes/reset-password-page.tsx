import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';
import { useLinkToken } from '#web/features/auth/hooks/use-link-token';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { AuthCardPage } from '../frames/auth-card-page';
import { useContinueAfterSignIn } from '#web/features/auth/hooks/use-continue-after-sign-in';

/** Opened from a reset link (/auth/reset-password#token=…). */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.title'));
  const token = useLinkToken();
  const continueAfterSignIn = useContinueAfterSignIn();
  return (
    <AuthCardPage heading={t('resetPassword.heading')} intro={t('resetPassword.intro')}>
      <ResetPasswordForm
        token={token}
        forgotPasswordPath={paths.forgotPassword}
        onSignedIn={continueAfterSignIn}
      />
    </AuthCardPage>
  );
};
