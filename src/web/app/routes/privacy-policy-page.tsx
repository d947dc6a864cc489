import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '#shared/constants';
import { NEWSLETTER_CONFIRM_TTL_DAYS } from '#shared/contracts/newsletter';
import { openCookieSettings } from '#web/features/consent/consent-events';
import { LegalDocument } from '#web/features/legal/components/legal-document';
import { LegalLinks } from '#web/features/legal/components/legal-links';
import { toLegalBlocks } from '#web/features/legal/legal-blocks';
import { formatLegalDate } from '#web/features/legal/legal-date';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useFormatters } from '#web/lib/use-formatters';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** Changed whenever the policy text changes (and with what the app stores). */
export const PRIVACY_LAST_UPDATED = '2026-11-26';

// Text key → anchor. `cookies` is the cookie banner's target (features/consent/cookie-banner.tsx).
const SECTIONS = [
  ['who', 'who-we-are'],
  ['summary', 'summary'],
  ['visitors', 'without-an-account'],
  ['account', 'account-data'],
  ['cookies', 'cookies'],
  ['storage', 'browser-storage'],
  ['analytics', 'analytics'],
  ['mail', 'email'],
  ['newsletter', 'newsletter'],
  ['contact', 'contact-messages'],
  ['security', 'security'],
  ['public', 'what-others-see'],
  ['thirdParties', 'other-services'],
  ['retention', 'retention'],
  ['rights', 'your-rights'],
  ['changes', 'changes'],
  ['contactUs', 'contact'],
] as const;

/** What this instance stores, why and for how long, and the reader's rights (issue 14). */
export const PrivacyPolicyPage = () => {
  const { t } = useTranslation('legal');
  const { locale } = useFormatters();
  useDocumentTitle(t('privacy.title'));
  const texts = t('privacy.sections', {
    returnObjects: true,
    email: SUPPORT_EMAIL,
    newsletterDays: NEWSLETTER_CONFIRM_TTL_DAYS,
  });
  const contactForm = {
    kind: 'route',
    to: paths.contact,
    label: t('privacy.links.contactForm'),
  } as const;
  const cookieSettings = {
    kind: 'action',
    onClick: openCookieSettings,
    label: t('privacy.links.cookieSettings'),
  } as const;
  const after: Partial<Record<(typeof SECTIONS)[number][0], ReactNode>> = {
    who: <LegalLinks links={[contactForm]} />,
    cookies: <LegalLinks links={[cookieSettings]} />,
    rights: (
      <LegalLinks
        links={[
          { kind: 'route', to: paths.account, label: t('privacy.links.account') },
          cookieSettings,
        ]}
      />
    ),
    contactUs: <LegalLinks links={[{ kind: 'mail', address: SUPPORT_EMAIL }, contactForm]} />,
  };
  return (
    <PageContainer>
      <LegalDocument
        title={t('privacy.title')}
        intro={t('privacy.intro')}
        updated={{
          iso: PRIVACY_LAST_UPDATED,
          text: t('lastUpdated', { date: formatLegalDate(PRIVACY_LAST_UPDATED, locale) }),
        }}
        tocLabel={t('toc')}
        sections={SECTIONS.map(([key, id]) => ({
          id,
          heading: texts[key].heading,
          blocks: toLegalBlocks(texts[key]),
          after: after[key],
        }))}
      />
    </PageContainer>
  );
};
