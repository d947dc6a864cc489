import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { OnwardLinks } from '#web/features/resources/components/onward-links';
import { TemplateList } from '#web/features/templates/components/template-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

const ONWARD = ['caseStudies', 'resources', 'calculator', 'help'] as const;

/** Downloadable business templates in the reader's language (the other language one click away). */
export const TemplatesPage = () => {
  const { t, i18n } = useTranslation('templates');
  useDocumentTitle(t('title'));
  const language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('title')} lead={t('intro')} isNarrow />
      <p className="mt-3 max-w-3xl text-sm text-ink-muted">{t('formatsNote')}</p>
      <TemplateList language={language} />
      <OnwardLinks pages={ONWARD} />
    </PageContainer>
  );
};
