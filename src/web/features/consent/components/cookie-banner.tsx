import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';
import { Button } from '#web/components/ui/button';

type CookieBannerProps = {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomize: () => void;
};

const BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

/** The bottom banner shown until the visitor makes a choice (spec sections 2, 4 and 9). */
export const CookieBanner = ({ onAcceptAll, onRejectAll, onCustomize }: CookieBannerProps) => {
  const { t } = useTranslation('consent');
  const bannerRef = useRef<HTMLElement>(null);

  // Publishes the banner's height so styles.css can keep page content and focus clear of it
  // (WCAG 2.4.11: a focused control is never hidden behind the banner).
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, []);

  return (
    <section
      ref={bannerRef}
      aria-labelledby="cookie-banner-title"
      className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface text-ink shadow-2xl"
    >
      {/* The right padding keeps the buttons clear of the floating accessibility button. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-3 py-4 pr-20 pl-4 sm:pl-6 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="text-base font-semibold">
            {t('banner.title')}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('banner.text')}{' '}
            <Link
              // The policy's cookies section (its anchor is set in privacy-policy-page.tsx).
              to={`${paths.privacy}#cookies`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('banner.learnMore')}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onAcceptAll}>
            {t('banner.acceptAll')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onRejectAll}>
            {t('banner.rejectAll')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCustomize}>
            {t('banner.customize')}
          </Button>
        </div>
      </div>
    </section>
  );
};
