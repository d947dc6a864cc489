import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { PageSection } from '#web/components/ui/page-section';
import { ComparisonTable } from '#web/features/marketing/components/comparison-table';
import { type FeatureEntry, FeatureList } from '#web/features/marketing/components/feature-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '../paths';
import { PageContainer } from './page-container';

// Where each feature lives, and who the route guards let in (router.tsx).
const FEATURES: readonly FeatureEntry[] = [
  { id: 'calculator', path: paths.calculator, access: 'everyone' },
  { id: 'result', path: paths.calculator, access: 'everyone' },
  { id: 'goalSearch', path: paths.simulator, access: 'business' },
  { id: 'cashSimulation', path: paths.businessSimulator, access: 'business' },
  { id: 'saved', path: paths.analyses, access: 'business' },
  { id: 'shareExport', path: paths.calculator, access: 'exportsOpen' },
  { id: 'calibration', path: paths.successScore, access: 'everyone' },
  { id: 'turkish', path: paths.calculator, access: 'everyone' },
  { id: 'accessibility', path: paths.calculator, access: 'everyone' },
  { id: 'offline', path: paths.calculator, access: 'everyone' },
  { id: 'data', path: paths.account, access: 'account' },
];

const COMING_NEXT = [
  'analysis',
  'narratives',
  'ideaFinder',
  'dashboards',
  'tokens',
  'followUp',
] as const;

const HEADING_CLASS = 'text-2xl font-semibold text-ink';

/** What Foresight does today, feature by feature, how it compares, and what comes next. */
export const FeaturesPage = () => {
  const { t } = useTranslation('features');
  useDocumentTitle(t('title'));
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t('intro')}</p>
      <Link to={paths.calculator} className={`${buttonClassName('primary', 'lg')} mt-6`}>
        {t('cta')}
      </Link>

      <PageSection
        id="features-today"
        heading={t('today.heading')}
        className="mt-12"
        headingClassName={HEADING_CLASS}
      >
        <FeatureList features={FEATURES} />
      </PageSection>

      <PageSection
        id="features-compare"
        heading={t('compare.heading')}
        className="mt-12 flex flex-col gap-3"
        headingClassName={HEADING_CLASS}
      >
        <p className="text-ink-muted">{t('compare.intro')}</p>
        <ComparisonTable />
      </PageSection>

      <PageSection
        id="features-next"
        heading={t('next.heading')}
        className="mt-12 flex flex-col gap-3"
        headingClassName={HEADING_CLASS}
      >
        <p className="text-ink-muted">{t('next.intro')}</p>
        <ul className="list-disc space-y-1 pl-6 text-ink-muted" data-testid="coming-next">
          {COMING_NEXT.map((item) => (
            <li key={item}>{t(`next.items.${item}`)}</li>
          ))}
        </ul>
        <p>
          <Link
            to={paths.pricing}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('next.pricingLink')}
          </Link>
        </p>
      </PageSection>
    </PageContainer>
  );
};
