import { useTranslation } from 'react-i18next';
import type { ActionId } from '#shared/contracts/business-analyzer';
import { PageSection } from '#web/components/ui/page-section';

/** The choices the check-up suggests, most urgent first (the server orders them). */
export const NextActions = ({ actions }: { actions: ActionId[] }) => {
  const { t } = useTranslation('businessAnalyzer');
  return (
    <PageSection
      id="analyzer-actions"
      heading={t('actions.heading')}
      className="flex flex-col gap-3"
    >
      <ol className="flex list-decimal flex-col gap-2 pl-6 text-ink" data-testid="analyzer-actions">
        {actions.map((id) => (
          <li key={id}>{t(`actions.items.${id}`)}</li>
        ))}
      </ol>
    </PageSection>
  );
};
