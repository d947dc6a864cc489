import { useTranslation } from 'react-i18next';
import { VerifyEmailStatus } from '#web/features/auth/components/verify-email-status';
import { useContinueAfterSignIn } from '#web/features/auth/hooks/use-continue-after-sign-in';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AuthCardPage } from '../frames/auth-card-page';

/** Opened from a verification link (/auth/verify-email#token=…). */
export const VerifyEmailPage = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verifyEmail.title'));
  const continueAfterSignIn = useContinueAfterSignIn();
  return (
    <AuthCardPage heading={t('verifyEmail.heading')} intro={t('verifyEmail.intro')}>
      <VerifyEmailStatus onContinue={continueAfterSignIn} />
    </AuthCardPage>
  );
};
