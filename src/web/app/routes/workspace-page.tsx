import { useTranslation } from 'react-i18next';
import { cardClassName } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { Spinner } from '#web/components/ui/spinner';
import { UserText } from '#web/components/ui/user-text';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { BusinessSwitcher } from '#web/features/businesses/components/business-switcher';
import { RecentAnalyses } from '#web/features/businesses/components/recent-analyses';
import { TOOL_LINKS } from '#web/features/businesses/components/tool-links';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { LinkList } from '../layout/link-list';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const QUICK_LINKS = [
  ...TOOL_LINKS,
  { to: paths.myBusiness, key: 'myBusiness' },
  { to: paths.businesses, key: 'businesses' },
  { to: paths.analyses, key: 'analyses' },
  { to: paths.market, key: 'market' },
  { to: paths.dashboard, key: 'dashboard' },
] as const;

/** The business workspace: the current business, its recent analyses and quick links. */
export const WorkspacePage = () => {
  const { t } = useTranslation('businesses');
  useDocumentTitle(t('workspace.title'));
  const { user } = useAuth();
  const { businesses, currentBusiness, isPending, setCurrentBusinessId } = useCurrentBusiness(
    user?.id ?? null,
  );
  if (isPending || !currentBusiness || !user) return <Spinner />;

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title={t('workspace.heading')}
        lead={t('workspace.intro', { name: currentBusiness.name })}
        spacing="tight"
      />
      <PageSection
        id="workspace-current"
        heading={t('workspace.currentHeading')}
        className={cardClassName({ shape: 'raised', padding: 'lg', className: 'mt-8' })}
      >
        <p className="mt-2 text-lg font-medium text-ink">{currentBusiness.name}</p>
        {currentBusiness.description ? (
          <p className="mt-1 whitespace-pre-line text-ink-muted">
            <UserText>{currentBusiness.description}</UserText>
          </p>
        ) : null}
        <div className="mt-5">
          <BusinessSwitcher
            businesses={businesses}
            currentBusinessId={currentBusiness.id}
            onChange={setCurrentBusinessId}
          />
        </div>
      </PageSection>
      <RecentAnalyses
        userId={user.id}
        businessId={currentBusiness.id}
        headingId="workspace-analyses"
      />
      <PageSection
        id="workspace-links"
        heading={t('workspace.quickLinksHeading')}
        className="mt-10"
      >
        <LinkList
          links={QUICK_LINKS.map((link) => ({ to: link.to, label: t(`links.${link.key}`) }))}
          className="mt-3 grid gap-2 sm:grid-cols-2"
          linkClassName={cardClassName({
            padding: 'row',
            className: 'block font-medium text-primary hover:bg-muted',
          })}
        />
      </PageSection>
    </PageContainer>
  );
};
