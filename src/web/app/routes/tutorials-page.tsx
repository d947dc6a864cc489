import { useTranslation } from 'react-i18next';
import { HelpPageHeader } from '#web/features/help/components/help-page-header';
import { TutorialList } from '#web/features/help/components/tutorial-list';
import { useHelpContent } from '#web/features/help/hooks/use-help-content';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Step-by-step tutorials with a level filter; `/tutorials#<id>` jumps to one. */
export const TutorialsPage = () => {
  const { t } = useTranslation('help');
  useDocumentTitle(t('tutorials.title'));
  const content = useHelpContent();
  return (
    <PageContainer>
      <HelpPageHeader title={t('tutorials.title')} intro={t('tutorials.intro')} />
      <TutorialList tutorials={content.tutorials} />
    </PageContainer>
  );
};
