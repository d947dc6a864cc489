import { useEffect } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AccessibilityPanel } from '../features/accessibility/components/accessibility-panel';
import { SessionLifecycle } from '../features/auth/session/session-lifecycle';
import { ConnectivityListener } from '../features/connectivity/components/connectivity-listener';
import { CookieConsent } from '../features/consent/components/cookie-consent';
import { useErrorHandlerNavigation } from '../lib/error-handler';
import { markShellReady } from '../lib/startup-gate';

export { PageViewTracker } from './layout/page-view-tracker';
export { MobileMenu } from './layout/mobile-menu';
export { SignedInActions } from './layout/signed-in-actions';
export { SiteFooter } from './layout/site-footer';

/**
 * The shell's pieces loaded after the first page is on screen (docs/decisions/009): one chunk,
 * fetched once, rendered by providers.tsx and the layout through useDeferredModule.
 */

/** Outside the router: toasts (queued in toast-store until now) and the accessibility panel. */
export const ProviderExtras = () => (
  <>
    <Toaster />
    <AccessibilityPanel />
  </>
);

/** Inside the layout: cookie banner, offline and session watchers, the error handler's router. */
export const LayoutExtras = () => {
  useErrorHandlerNavigation();
  // Effects run children first: the watchers below listen before API reads are let through.
  useEffect(markShellReady, []);
  return (
    <>
      <CookieConsent />
      <ConnectivityListener />
      <SessionLifecycle />
    </>
  );
};
