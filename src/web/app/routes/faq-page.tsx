import { useTranslation } from 'react-i18next';
import { HelpPageHeader } from '#web/features/help/components/help-page-header';
import { FaqJsonLd } from '#web/features/help/components/faq-json-ld';
import { FaqList } from '#web/features/help/components/faq-list';
import { useHelpContent } from '#web/features/help/hooks/use-help-content';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Frequently asked questions, grouped by subject; `/faq#<id>` opens one. */
export const FaqPage = () => {
  const { t } = useTranslation('help');
  useDocumentTitle(t('faq.title'));
  const content = useHelpContent();
  return (
    <PageContainer>
      <HelpPageHeader title={t('faq.title')} intro={t('faq.intro')} />
      <FaqList items={content.faq} />
      <FaqJsonLd items={content.faq} />
    </PageContainer>
  );
};
