import { useTranslation } from 'react-i18next';
import { ActionPlansList } from '#web/features/reports/components/action-plans-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** /action-plans: the steps of all your analyses, tickable, grouped by analysis. */
export const ActionPlansPage = () => {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('actionPlans.title'));
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('actionPlans.heading')}
        </h1>
        <p className="text-lg text-ink-muted">{t('actionPlans.intro')}</p>
      </header>
      <ActionPlansList />
    </PageContainer>
  );
};
