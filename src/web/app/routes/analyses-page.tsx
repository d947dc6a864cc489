import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { CalculationsList } from '#web/features/calculations/components/calculations-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { href, paths } from '#shared/routes';
import { WidePage } from '../frames/wide-page';

/** /analyses: the user's saved calculations, a page at a time; rename, delete, pick two to compare. */
export const AnalysesPage = () => {
  const { t } = useTranslation('calculations');
  const navigate = useNavigate();
  useDocumentTitle(t('analysesPage.title'));
  const newCalculation = (
    <Link to={paths.calculator} className={buttonClassName('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('analysesPage.newCalculation')}
    </Link>
  );
  return (
    <WidePage
      header={
        <PageHeader
          title={t('analysesPage.title')}
          lead={t('analysesPage.intro')}
          actions={newCalculation}
          size="compact"
          spacing="tight"
          leadSize="md"
        />
      }
    >
      <CalculationsList
        onCompare={(first, second) => void navigate(href.compareCalculations(first, second))}
        emptyAction={newCalculation}
      />
    </WidePage>
  );
};
