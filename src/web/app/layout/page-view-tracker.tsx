import { useCookieConsent } from '#web/features/consent/consent-store';
import { usePageViewTracking } from '#web/lib/analytics';

/** Feeds the visitor's cookie choice to the page-view tracker; renders nothing. */
export const PageViewTracker = () => {
  usePageViewTracking(useCookieConsent());
  return null;
};
