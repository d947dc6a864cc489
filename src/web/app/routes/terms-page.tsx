import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE } from '#shared/catalogue';
import { SUPPORT_EMAIL } from '#shared/constants';
import { LegalDocument } from '#web/features/legal/components/legal-document';
import { LegalLinks } from '#web/features/legal/components/legal-links';
import { toLegalBlocks } from '#web/features/legal/legal-blocks';
import { formatLegalDate } from '#web/features/legal/legal-date';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useFormatters } from '#web/lib/use-formatters';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** Changed whenever the terms change. */
export const TERMS_LAST_UPDATED = '2026-11-26';

const SECTIONS = [
  ['about', 'who-we-are'],
  ['estimate', 'the-estimate'],
  ['accounts', 'accounts'],
  ['use', 'acceptable-use'],
  ['content', 'your-content'],
  ['tokens', 'tokens-and-payments'],
  ['availability', 'availability'],
  ['liability', 'liability'],
  ['ending', 'ending'],
  ['changes', 'changes'],
  ['contactUs', 'contact'],
] as const;

/** Plain-language terms; the token rules come from the same catalogue as /pricing. */
export const TermsPage = () => {
  const { t } = useTranslation('legal');
  const { locale } = useFormatters();
  useDocumentTitle(t('terms.title'));
  const refundDays = CATALOGUE.unusedPackRefundDays;
  const texts = t('terms.sections', {
    returnObjects: true,
    email: SUPPORT_EMAIL,
    count: refundDays,
  });
  const after: Partial<Record<(typeof SECTIONS)[number][0], ReactNode>> = {
    about: (
      <LegalLinks links={[{ kind: 'route', to: paths.privacy, label: t('terms.links.privacy') }]} />
    ),
    tokens: (
      <LegalLinks links={[{ kind: 'route', to: paths.pricing, label: t('terms.links.pricing') }]} />
    ),
    contactUs: (
      <LegalLinks
        links={[
          { kind: 'mail', address: SUPPORT_EMAIL },
          { kind: 'route', to: paths.contact, label: t('terms.links.contactForm') },
        ]}
      />
    ),
  };
  return (
    <PageContainer>
      <LegalDocument
        title={t('terms.title')}
        intro={t('terms.intro')}
        updated={{
          iso: TERMS_LAST_UPDATED,
          text: t('lastUpdated', { date: formatLegalDate(TERMS_LAST_UPDATED, locale) }),
        }}
        tocLabel={t('toc')}
        sections={SECTIONS.map(([key, id]) => ({
          id,
          heading: texts[key].heading,
          blocks: toLegalBlocks(texts[key], { locale, count: refundDays }),
          after: after[key],
        }))}
      />
    </PageContainer>
  );
};
