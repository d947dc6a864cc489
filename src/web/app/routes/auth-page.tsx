import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import {
  forgetRedirectAfterLogin,
  isSignedInLocally,
  peekRedirectAfterLogin,
} from '#web/features/auth/auth-storage';
import {
  AuthPanel,
  type AuthTab,
  type SignInMethod,
} from '#web/features/auth/components/auth-panel';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AuthRequiredNotice } from '../guards/auth-required-notice';
import { AuthCardPage } from '../frames/auth-card-page';

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
  // The server's answer comes after start-up. A visitor (no sign-in recorded here) gets the forms
  // at once rather than a spinner; a signed-in answer still sends the user on when it comes.
  const [mayBeSignedIn] = useState(isSignedInLocally);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  // E-mail is the default; ?method=username opens the username forms.
  const method: SignInMethod = searchParams.get('method') === 'username' ? 'username' : 'email';

  const onChoice = (next: { tab: AuthTab; method: SignInMethod }) =>
    setSearchParams(
      {
        ...(next.tab === 'sign-up' ? { tab: next.tab } : {}),
        ...(next.method === 'username' ? { method: next.method } : {}),
      },
      // The state keeps the guard's "you need to be logged in" notice on screen.
      { replace: true, state: location.state as unknown },
    );

  if (status === 'loading' && mayBeSignedIn) return <Spinner />;
  if (status === 'authenticated') return <SendSignedInUserOn />;

  return (
    <AuthCardPage heading={t('heading')} intro={t('intro')} notice={<AuthRequiredNotice />}>
      <AuthPanel
        tab={tab}
        onTabChange={(next) => onChoice({ tab: next, method })}
        method={method}
        onMethodChange={(next) => onChoice({ tab, method: next })}
      />
    </AuthCardPage>
  );
};
