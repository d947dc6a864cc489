import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { OutboxNote } from '#web/features/auth/components/outbox-note';
import { useLinkToken } from '#web/features/auth/hooks/use-link-token';
import { ConfirmSubscription } from '#web/features/newsletter/components/confirm-subscription';
import { NewsletterSignup } from '#web/features/newsletter/newsletter-signup';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

const WHAT_KEYS = ['posts', 'model', 'nothingElse'] as const;

/** What the newsletter is, the full subscribe form, and the confirmation link's landing (#token=…). */
export const NewsletterPage = () => {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('page.title'));
  const token = useLinkToken();
  return (
    <PageContainer className="flex flex-col gap-10">
      <PageHeader title={t('page.heading')} lead={t('page.intro')} />
      {token ? (
        <PageSection
          id="newsletter-confirm-heading"
          heading={t('confirm.heading')}
          className="flex flex-col gap-3"
        >
          <ConfirmSubscription token={token} />
        </PageSection>
      ) : null}
      <PageSection
        id="newsletter-what-heading"
        heading={t('page.whatHeading')}
        className="flex flex-col gap-3"
      >
        <ul className="flex list-disc flex-col gap-2 pl-5 text-ink">
          {WHAT_KEYS.map((key) => (
            <li key={key}>{t(`page.what.${key}`)}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="newsletter-form-heading"
        heading={t('page.formHeading')}
        className="flex flex-col gap-4"
      >
        <NewsletterSignup variant="full" idPrefix="newsletter-page" successExtra={<OutboxNote />} />
      </PageSection>
      <PageSection
        id="newsletter-how-heading"
        heading={t('page.howHeading')}
        className="flex flex-col gap-3"
      >
        <p className="text-ink">{t('page.how')}</p>
      </PageSection>
    </PageContainer>
  );
};
