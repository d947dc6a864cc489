import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { ActionPlansList } from '#web/features/reports/components/action-plans-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** /action-plans: the steps of all your analyses, tickable, grouped by analysis. */
export const ActionPlansPage = () => {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('actionPlans.title'));
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <PageHeader title={t('actionPlans.heading')} lead={t('actionPlans.intro')} spacing="snug" />
      <ActionPlansList />
    </PageContainer>
  );
};
