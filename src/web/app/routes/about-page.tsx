import { useTranslation } from 'react-i18next';
import { PRODUCT_VERSION, SUPPORT_EMAIL } from '#shared/constants';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageContainer } from './page-container';

export const AboutPage = () => {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('about.title'));
  return (
    <PageContainer>
      <h1 className="text-ink text-3xl font-bold tracking-tight sm:text-4xl">{t('about.title')}</h1>
      <p className="text-ink-muted mt-4 text-lg">{t('about.intro')}</p>
      <section className="mt-10">
        <h2 className="text-ink text-xl font-semibold">{t('about.evidenceHeading')}</h2>
        <p className="text-ink-muted mt-2">{t('about.evidence')}</p>
      </section>
      <section className="mt-10">
        <h2 className="text-ink text-xl font-semibold">{t('about.honestyHeading')}</h2>
        <p className="text-ink-muted mt-2">{t('about.honesty')}</p>
      </section>
      <p className="text-ink-muted mt-10 text-sm">
        {t('about.version', { version: PRODUCT_VERSION })} ·{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="text-primary font-medium underline underline-offset-4"
        >
          {t('about.contact', { email: SUPPORT_EMAIL })}
        </a>
      </p>
    </PageContainer>
  );
};
