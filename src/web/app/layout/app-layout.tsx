import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { SessionLifecycle } from '../../features/auth/session/session-lifecycle';
import { ConnectivityListener } from '../../features/connectivity/components/connectivity-listener';
import { useErrorHandlerNavigation } from '../../lib/error-handler';
import { CookieConsent } from '../../features/consent/components/cookie-consent';
import { paths } from '../paths';
import { isFooterVisible } from './footer-visibility';
import { PageViewTracker } from './page-view-tracker';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const AppLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useErrorHandlerNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageViewTracker />
        </Suspense>
      </main>
      {isFooterVisible(pathname) ? <SiteFooter /> : null}
      <CookieConsent privacyPath={paths.privacy} />
      <ConnectivityListener />
      <SessionLifecycle />
      <ScrollRestoration />
    </div>
  );
};
