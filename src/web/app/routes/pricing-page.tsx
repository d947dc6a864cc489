import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOGUE } from '#shared/catalogue';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { FreePaidTable } from '#web/features/marketing/components/free-paid-table';
import { MembershipTable } from '#web/features/marketing/components/membership-table';
import { PricingFaq } from '#web/features/marketing/components/pricing-faq';
import { TokenPacksTable } from '#web/features/marketing/components/token-packs-table';
import { TokenRules } from '#web/features/marketing/components/token-rules';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const Section = ({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) => (
  <PageSection id={id} heading={heading} className="mt-10 flex flex-col gap-3">
    {children}
  </PageSection>
);

/** What is free and what costs tokens, all from the one catalogue (src/shared/catalogue.ts). */
export const PricingPage = () => {
  const { t } = useTranslation('pricing');
  useDocumentTitle(t('title'));
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} />

      {CATALOGUE.isCheckoutOpen ? (
        <section
          aria-labelledby="pricing-notice"
          className="mt-8 rounded-lg border border-line-strong bg-muted p-4"
          data-testid="pricing-notice"
        >
          <h2 id="pricing-notice" className="text-lg font-semibold text-ink">
            {t('notice.heading')}
          </h2>
          <p className="mt-1 text-ink">{t('notice.body')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={paths.subscription} className={buttonClassName('primary')}>
              {t('notice.packsLink')}
            </Link>
            <Link to={paths.membership} className={buttonClassName('secondary')}>
              {t('notice.membershipLink')}
            </Link>
          </div>
        </section>
      ) : null}

      <Section id="pricing-free-paid" heading={t('freePaid.heading')}>
        <FreePaidTable catalogue={CATALOGUE} />
      </Section>

      <Section id="pricing-sign-up" heading={t('signUp.heading')}>
        <p className="text-ink-muted">{t('signUp.body', { count: CATALOGUE.signUpTokens })}</p>
      </Section>

      <Section id="pricing-packs" heading={t('packs.heading')}>
        <p className="text-ink-muted">{t('packs.intro')}</p>
        <TokenPacksTable packs={CATALOGUE.packs} />
      </Section>

      <Section id="pricing-tiers" heading={t('tiers.heading')}>
        <p className="text-ink-muted">{t('tiers.intro')}</p>
        <MembershipTable tiers={CATALOGUE.tiers} />
      </Section>

      <Section id="pricing-rules" heading={t('rules.heading')}>
        <TokenRules catalogue={CATALOGUE} />
      </Section>

      <Section id="pricing-faq" heading={t('faq.heading')}>
        <PricingFaq />
      </Section>
    </PageContainer>
  );
};
