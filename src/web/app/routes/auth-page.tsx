import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { forgetRedirectAfterLogin, peekRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { AuthPanel, type AuthTab } from '#web/features/auth/components/auth-panel';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AuthRequiredNotice } from '../guards/auth-required-notice';
import { PageContainer } from './page-container';

/**
 * A signed-in user has nothing to do here, whether they just signed in or opened /auth while
 * signed in: on to the saved path (spec section 4's redirect after login), else home.
 */
const SendSignedInUserOn = () => {
  // Read in render and dropped after commit, so StrictMode's second render sees the same path.
  const [target] = useState(peekRedirectAfterLogin);
  useEffect(() => forgetRedirectAfterLogin(), []);
  return <Navigate to={target} replace />;
};

export const AuthPage = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title'));
  const { status } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';

  const onTabChange = (next: AuthTab) =>
    setSearchParams(next === 'sign-up' ? { tab: next } : {}, { replace: true });

  if (status === 'loading') return <Spinner />;
  if (status === 'authenticated') return <SendSignedInUserOn />;

  return (
    <PageContainer className="max-w-md">
      <AuthRequiredNotice />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('heading')}</h1>
      <p className="mt-2 mb-8 text-ink-muted">{t('intro')}</p>
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <AuthPanel tab={tab} onTabChange={onTabChange} />
      </div>
    </PageContainer>
  );
};
