import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useDocumentLanguage } from '#web/lib/i18n';
import { markPageShown } from '#web/lib/startup-gate';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { loadShellExtras } from '../load-shell-extras';
import { paths } from '#shared/routes';
import { isFooterVisible } from './footer-visibility';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';

/** Mounted beside the page inside its Suspense boundary: runs once the page has rendered. */
const PageShownSignal = () => {
  useEffect(markPageShown, []);
  return null;
};

// A chunk of its own, fetched only for a signed-in user on these pages (docs/decisions/009).
const TutorialInvitation = lazy(() =>
  import('#web/features/tutorial/components/tutorial-invitation').then((module) => ({
    default: module.TutorialInvitation,
  })),
);

/** Where a new user meets the tutorial's invitation: where they land after the first business. */
const TUTORIAL_PATHS: readonly string[] = [paths.dashboard, paths.workspace];

export const AppLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  useDocumentLanguage();
  useScrollRestoration();
  // The cookie banner, watchers and page-view tracker load after the page (docs/decisions/009).
  const extras = useDeferredModule(loadShellExtras);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      {/* At least a screen tall below the header (h-16), so the deferred footer arrives below the
          fold and is not pushed down when a page's data loads (layout shift). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none"
      >
        {user && TUTORIAL_PATHS.includes(pathname) ? (
          <Suspense fallback={null}>
            <TutorialInvitation />
          </Suspense>
        ) : null}
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageShownSignal />
          {/* Beside the page so a view is counted once the page has set its title. */}
          {extras ? <extras.PageViewTracker /> : null}
        </Suspense>
      </main>
      {/* Below the fold, so it comes with the deferred extras (docs/decisions/009). */}
      {extras && isFooterVisible(pathname) ? <extras.SiteFooter /> : null}
      {extras ? <extras.LayoutExtras /> : null}
    </div>
  );
};
