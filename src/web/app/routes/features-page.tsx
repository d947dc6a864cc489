import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { ComparisonTable } from '#web/features/marketing/components/comparison-table';
import { type FeatureEntry, FeatureList } from '#web/features/marketing/components/feature-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import type features from '#web/locales/en/features.json';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

// Where each feature lives, and who the route guards let in (router.tsx). Every path is a route of
// the app (features-page.test.tsx).
export const FEATURES: readonly FeatureEntry[] = [
  { id: 'calculator', path: paths.calculator, access: 'everyone' },
  { id: 'result', path: paths.calculator, access: 'everyone' },
  { id: 'goalSearch', path: paths.simulator, access: 'business' },
  { id: 'cashSimulation', path: paths.businessSimulator, access: 'business' },
  { id: 'saved', path: paths.analyses, access: 'business' },
  { id: 'shareExport', path: paths.calculator, access: 'exportsOpen' },
  { id: 'analysis', path: paths.analysis, access: 'businessTokens' },
  { id: 'insights', path: paths.aiRecommendations, access: 'account' },
  { id: 'ideaFinder', path: paths.businessIdeaFinder, access: 'business' },
  { id: 'businessAnalyzer', path: paths.businessAnalyzer, access: 'business' },
  { id: 'experiments', path: paths.experiments, access: 'business' },
  { id: 'market', path: paths.market, access: 'everyone' },
  { id: 'dashboards', path: paths.dashboard, access: 'business' },
  { id: 'followUps', path: paths.followUps, access: 'account' },
  { id: 'tokens', path: paths.tokens, access: 'account' },
  { id: 'calibration', path: paths.successScore, access: 'everyone' },
  { id: 'turkish', path: paths.calculator, access: 'everyone' },
  { id: 'accessibility', path: paths.calculator, access: 'everyone' },
  { id: 'offline', path: paths.calculator, access: 'everyone' },
  { id: 'data', path: paths.account, access: 'account' },
];

type ComingNextId = keyof typeof features.next.items;

/**
 * Features being built, none at the moment: each names the path it will get (not yet in paths.ts),
 * and features-page.test.tsx fails once that path is a route, so a built feature moves to FEATURES.
 */
export const COMING_NEXT: readonly { id: ComingNextId; path: string }[] = [];

const HEADING_CLASS = 'text-2xl font-semibold text-ink';

/** What Foresight does today, feature by feature, how it compares, and anything being built. */
export const FeaturesPage = () => {
  const { t } = useTranslation('features');
  useDocumentTitle(t('title'));
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} />
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
        <p className="mt-6">
          <Link
            to={paths.pricing}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('today.pricingLink')}
          </Link>
        </p>
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

      {COMING_NEXT.length > 0 ? (
        <PageSection
          id="features-next"
          heading={t('next.heading')}
          className="mt-12 flex flex-col gap-3"
          headingClassName={HEADING_CLASS}
        >
          <p className="text-ink-muted">{t('next.intro')}</p>
          <ul className="list-disc space-y-1 pl-6 text-ink-muted" data-testid="coming-next">
            {COMING_NEXT.map((item) => (
              // eslint-disable-next-line @typescript-eslint/restrict-template-expressions -- no id while nothing is coming (never)
              <li key={item.id}>{t(`next.items.${item.id}` as const)}</li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </PageContainer>
  );
};
