import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
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
        <section aria-labelledby="newsletter-confirm-heading" className="flex flex-col gap-3">
          <h2 id="newsletter-confirm-heading" className="text-xl font-semibold text-ink">
            {t('confirm.heading')}
          </h2>
          <ConfirmSubscription token={token} />
        </section>
      ) : null}
      <section aria-labelledby="newsletter-what-heading" className="flex flex-col gap-3">
        <h2 id="newsletter-what-heading" className="text-xl font-semibold text-ink">
          {t('page.whatHeading')}
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-ink">
          {WHAT_KEYS.map((key) => (
            <li key={key}>{t(`page.what.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="newsletter-form-heading" className="flex flex-col gap-4">
        <h2 id="newsletter-form-heading" className="text-xl font-semibold text-ink">
          {t('page.formHeading')}
        </h2>
        <NewsletterSignup variant="full" idPrefix="newsletter-page" successExtra={<OutboxNote />} />
      </section>
      <section aria-labelledby="newsletter-how-heading" className="flex flex-col gap-3">
        <h2 id="newsletter-how-heading" className="text-xl font-semibold text-ink">
          {t('page.howHeading')}
        </h2>
        <p className="text-ink">{t('page.how')}</p>
      </section>
    </PageContainer>
  );
};
