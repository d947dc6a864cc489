import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { FollowUpQuestions } from '#web/features/follow-ups/components/follow-up-questions';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** /follow-ups: what happened 6, 12 and 24 months after each saved calculation (signed in). */
export const FollowUpsPage = () => {
  const { t } = useTranslation('followUps');
  useDocumentTitle(t('questions.title'));
  return (
    <PageContainer>
      <PageHeader title={t('questions.title')} lead={t('questions.intro')} />
      <p className="mt-3 text-ink-muted">{t('questions.rule')}</p>
      <FollowUpQuestions />
    </PageContainer>
  );
};
