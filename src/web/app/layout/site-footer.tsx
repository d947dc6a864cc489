import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_VERSION, SUPPORT_EMAIL } from '#shared/constants';
import { openCookieSettings } from '#web/features/consent/consent-events';
import { paths } from '../paths';

const GROUPS = [
  {
    id: 'product',
    links: [
      { to: paths.features, key: 'features' },
      { to: paths.pricing, key: 'pricing' },
      { to: paths.analysis, key: 'analyzer' },
      { to: paths.simulator, key: 'goalSimulator' },
    ],
  },
  {
    id: 'company',
    links: [
      { to: paths.about, key: 'about' },
      { to: paths.blog, key: 'blog' },
      { to: paths.help, key: 'help' },
      { to: paths.contact, key: 'contact' },
    ],
  },
  {
    id: 'legal',
    links: [
      { to: paths.privacy, key: 'privacy' },
      { to: paths.terms, key: 'terms' },
    ],
  },
] as const;

export const SiteFooter = () => {
  const { t } = useTranslation();
  const { t: tConsent } = useTranslation('consent');
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-3">
          <p className="text-lg font-bold text-ink">{t('appName')}</p>
          <p className="text-sm text-ink-muted">{t('footer.tagline')}</p>
          <p className="text-xs text-ink-muted">{t('footer.dataNote')}</p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="text-sm font-semibold text-ink">
              {t(`footer.${group.id}`)}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                  >
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
              {group.id === 'legal' ? (
                <li>
                  <button
                    type="button"
                    onClick={openCookieSettings}
                    className="text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                  >
                    {tConsent('footerLink')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            {t('footer.copyright', { year })} · {t('footer.version', { version: PRODUCT_VERSION })}
          </p>
          <p>
            {t('footer.support')}:{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
};
