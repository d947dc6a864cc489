import { useTranslation } from 'react-i18next';
import { PRODUCT_VERSION, SUPPORT_EMAIL } from '#shared/constants';
import { PageHeader } from '#web/components/ui/page-header';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

export const AboutPage = () => {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('about.title'));
  return (
    <PageContainer>
      <PageHeader title={t('about.title')} lead={t('about.intro')} />
      <section className="mt-10">
        <h2 className="text-xl font-semibold text-ink">{t('about.evidenceHeading')}</h2>
        <p className="mt-2 text-ink-muted">{t('about.evidence')}</p>
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-semibold text-ink">{t('about.honestyHeading')}</h2>
        <p className="mt-2 text-ink-muted">{t('about.honesty')}</p>
      </section>
      <p className="mt-10 text-sm text-ink-muted">
        {t('about.version', { version: PRODUCT_VERSION })} ·{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          {t('about.contact', { email: SUPPORT_EMAIL })}
        </a>
      </p>
    </PageContainer>
  );
};
