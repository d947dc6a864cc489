import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '#shared/constants';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { ContactForm } from '#web/features/contact/components/contact-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-2';

/** The contact form, the support address, and what happens to a message. */
export const ContactPage = () => {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('title'));
  return (
    <PageContainer className="flex flex-col gap-10">
      <PageHeader title={t('heading')} lead={t('intro')} />
      <PageSection
        id="contact-form-heading"
        heading={t('form.heading')}
        className="flex flex-col gap-4"
      >
        <ContactForm />
      </PageSection>
      <PageSection
        id="contact-direct-heading"
        heading={t('direct.heading')}
        className="flex flex-col gap-3"
      >
        <p className="break-words text-ink">
          {t('direct.body')}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK_CLASS}>
            {SUPPORT_EMAIL}
          </a>
        </p>
      </PageSection>
      <PageSection
        id="contact-next-heading"
        heading={t('next.heading')}
        className="flex flex-col gap-3"
      >
        <ul className="flex list-disc flex-col gap-2 pl-5 text-ink">
          <li>{t('next.stored')}</li>
          <li>{t('next.read')}</li>
          <li>
            {t('next.privacy')}{' '}
            <Link to={paths.privacy} className={LINK_CLASS}>
              {t('next.privacyLink')}
            </Link>
          </li>
        </ul>
      </PageSection>
    </PageContainer>
  );
};
