import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { AuthCardPage } from '../frames/auth-card-page';

export const ForgotPasswordPage = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgotPassword.title'));
  return (
    <AuthCardPage heading={t('forgotPassword.heading')} intro={t('forgotPassword.intro')}>
      <div className="flex flex-col gap-6">
        <ForgotPasswordForm />
        <Link
          to={paths.auth}
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          {t('backToSignIn')}
        </Link>
      </div>
    </AuthCardPage>
  );
};
