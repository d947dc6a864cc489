import { useEffect } from 'react';
import { useLocation } from 'react-router';

type AnalyticsSink = (...args: unknown[]) => void;

declare global {
  interface Window {
    /** Google Analytics, when a page loads it; Foresight configures none (spec section 4). */
    gtag?: AnalyticsSink;
    /** An advertising pixel, when a page loads it; Foresight configures none. */
    fbq?: AnalyticsSink;
  }
}

/** What the visitor allowed; null until they chose (docs/decisions/007). */
export type AnalyticsConsent = { analytics: boolean; marketing: boolean } | null;

export type PageView = { path: string; title: string };

/**
 * Sends one page view to the sinks the visitor allowed: analytics to `gtag`, the advertising
 * pixel (a marketing cookie) to `fbq`. Without consent or without a loaded sink nothing is sent.
 */
export const sendPageView = (pageView: PageView, consent: AnalyticsConsent): void => {
  if (consent?.analytics && typeof window.gtag === 'function') {
    window.gtag('event', 'page_view', { page_path: pageView.path, page_title: pageView.title });
  }
  if (consent?.marketing && typeof window.fbq === 'function') {
    window.fbq('track', 'PageView');
  }
};

/**
 * A page view on every route change, and once for the current page when consent is given.
 * Mount it beside the page inside the same Suspense boundary so the page has set its title.
 */
export const usePageViewTracking = (consent: AnalyticsConsent) => {
  const { pathname, search } = useLocation();
  const isAnalyticsAllowed = consent?.analytics ?? false;
  const isMarketingAllowed = consent?.marketing ?? false;
  useEffect(() => {
    if (!isAnalyticsAllowed && !isMarketingAllowed) return;
    sendPageView(
      { path: `${pathname}${search}`, title: document.title },
      { analytics: isAnalyticsAllowed, marketing: isMarketingAllowed },
    );
  }, [pathname, search, isAnalyticsAllowed, isMarketingAllowed]);
};
