import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { takeRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { AuthPanel, type AuthTab } from '#web/features/auth/components/auth-panel';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AuthRequiredNotice } from '../guards/auth-required-notice';
import { PageContainer } from './page-container';

export const AuthPage = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title'));
  const { status } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';

  const onSuccess = () => void navigate(takeRedirectAfterLogin(), { replace: true });
  const onTabChange = (next: AuthTab) =>
    setSearchParams(next === 'sign-up' ? { tab: next } : {}, { replace: true });

  if (status === 'loading') return <Spinner />;

  return (
    <PageContainer className="max-w-md">
      <AuthRequiredNotice />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('heading')}</h1>
      <p className="mt-2 mb-8 text-ink-muted">{t('intro')}</p>
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <AuthPanel tab={tab} onTabChange={onTabChange} onSuccess={onSuccess} />
      </div>
    </PageContainer>
  );
};
