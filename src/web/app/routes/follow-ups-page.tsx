import { useTranslation } from 'react-i18next';
import { FollowUpQuestions } from '#web/features/follow-ups/components/follow-up-questions';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** /follow-ups: what happened 6, 12 and 24 months after each saved calculation (signed in). */
export const FollowUpsPage = () => {
  const { t } = useTranslation('followUps');
  useDocumentTitle(t('questions.title'));
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('questions.title')}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t('questions.intro')}</p>
      <p className="mt-3 text-ink-muted">{t('questions.rule')}</p>
      <FollowUpQuestions />
    </PageContainer>
  );
};
