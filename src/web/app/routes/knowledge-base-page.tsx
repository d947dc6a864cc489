import { useTranslation } from 'react-i18next';
import { HelpPageHeader } from '#web/features/help/components/help-page-header';
import { KbArticleList } from '#web/features/help/components/kb-article-list';
import { useHelpContent } from '#web/features/help/hooks/use-help-content';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Knowledge-base articles grouped by topic; `/knowledge-base#<id>` jumps to one. */
export const KnowledgeBasePage = () => {
  const { t } = useTranslation('help');
  useDocumentTitle(t('kb.title'));
  const content = useHelpContent();
  return (
    <PageContainer>
      <HelpPageHeader title={t('kb.title')} intro={t('kb.intro')} />
      <KbArticleList articles={content.articles} />
    </PageContainer>
  );
};
