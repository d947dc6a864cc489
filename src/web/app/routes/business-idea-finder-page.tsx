import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { IdeaFinder } from '#web/features/ideas/components/idea-finder';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** The enhanced idea finder: the catalogue filtered for the founder and ranked by the engine. */
export const BusinessIdeaFinderPage = () => {
  // Both namespaces at once: the form's labels (fields) would otherwise load only after these.
  const { t } = useTranslation(['ideas', 'fields']);
  useDocumentTitle(t('finder.title'));
  return (
    <PageContainer>
      <PageHeader title={t('finder.title')} lead={t('finder.intro')} />
      <div className="mt-8">
        <IdeaFinder />
      </div>
      <p className="mt-10 text-sm text-ink-muted">{t('finder.method')}</p>
    </PageContainer>
  );
};
