import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { CaseStudyList } from '#web/features/case-studies/components/case-study-list';
import { OnwardLinks } from '#web/features/resources/components/onward-links';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

const ONWARD = ['templates', 'successScore', 'resources', 'calculator'] as const;

/** Real, documented businesses from the engine's reference set, filterable by sector and outcome. */
export const CaseStudiesPage = () => {
  const { t } = useTranslation('caseStudies');
  useDocumentTitle(t('title'));
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('title')} lead={t('intro')} isNarrow />
      <aside
        aria-labelledby="case-honesty-heading"
        className="mt-6 flex max-w-3xl gap-3 rounded-lg border border-line bg-muted p-4"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="case-honesty-heading" className="font-semibold text-ink">
            {t('honesty.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink">{t('honesty.body')}</p>
        </div>
      </aside>
      <CaseStudyList />
      <OnwardLinks pages={ONWARD} />
    </PageContainer>
  );
};
