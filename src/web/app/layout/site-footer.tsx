import { useTranslation } from 'react-i18next';
import { PRODUCT_VERSION, SUPPORT_EMAIL } from '#shared/constants';
import { openCookieSettings } from '#web/features/consent/consent-events';
import { paths } from '#shared/routes';
import { LinkList } from './link-list';

const LINK_PATHS = {
  features: paths.features,
  pricing: paths.pricing,
  analyzer: paths.businessAnalyzer,
  goalSimulator: paths.simulator,
  trackRecord: paths.trackRecord,
  about: paths.about,
  blog: paths.blog,
  help: paths.help,
  contact: paths.contact,
  privacy: paths.privacy,
  terms: paths.terms,
} as const;

const GROUPS = [
  { id: 'product', links: ['features', 'pricing', 'analyzer', 'goalSimulator', 'trackRecord'] },
  { id: 'company', links: ['about', 'blog', 'help', 'contact'] },
  { id: 'legal', links: ['privacy', 'terms'] },
] as const satisfies readonly { id: string; links: readonly (keyof typeof LINK_PATHS)[] }[];

const LINK_CLASS = 'text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline';

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
            <LinkList
              links={group.links.map((key) => ({ to: LINK_PATHS[key], label: t(`footer.${key}`) }))}
              className="mt-3 flex flex-col gap-2"
              linkClassName={LINK_CLASS}
            >
              {group.id === 'legal' ? (
                <li>
                  <button type="button" onClick={openCookieSettings} className={LINK_CLASS}>
                    {tConsent('footerLink')}
                  </button>
                </li>
              ) : null}
            </LinkList>
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
