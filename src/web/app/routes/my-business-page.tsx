import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { pageTitleClassName } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { Spinner } from '#web/components/ui/spinner';
import { UserText } from '#web/components/ui/user-text';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { BusinessInputsSummary } from '#web/features/businesses/components/business-inputs-summary';
import { TOOL_LINKS } from '#web/features/businesses/components/tool-links';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { LinkList } from '../layout/link-list';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const LINK_CLASS =
  'font-medium text-primary underline underline-offset-4 hover:text-primary-strong';

/** The current business: its details, saved calculator answers and where to go next. */
export const MyBusinessPage = () => {
  const { t } = useTranslation('businesses');
  useDocumentTitle(t('myBusiness.title'));
  const { user } = useAuth();
  const { currentBusiness, isPending } = useCurrentBusiness(user?.id ?? null);
  if (isPending || !currentBusiness) return <Spinner />;

  return (
    <PageContainer>
      <p className="text-sm font-medium text-ink-muted">{t('myBusiness.title')}</p>
      <h1 className={clsx(pageTitleClassName(), 'mt-1 break-words')}>{currentBusiness.name}</h1>
      <p className="mt-2 text-ink-muted">{t('myBusiness.intro')}</p>
      <PageSection
        id="my-business-description"
        heading={t('myBusiness.description')}
        className="mt-8"
      >
        <p className="mt-2 whitespace-pre-line text-ink">
          {currentBusiness.description ? (
            <UserText>{currentBusiness.description}</UserText>
          ) : (
            t('list.noDescription')
          )}
        </p>
      </PageSection>
      <PageSection
        id="my-business-inputs"
        heading={t('myBusiness.inputsHeading')}
        className="mt-10"
        headingClassName="mb-4 text-xl font-semibold text-ink"
      >
        {currentBusiness.inputs ? (
          <BusinessInputsSummary inputs={currentBusiness.inputs} />
        ) : (
          <p className="text-ink-muted">{t('myBusiness.noInputs')}</p>
        )}
      </PageSection>
      <PageSection id="my-business-next" heading={t('myBusiness.actionsHeading')} className="mt-10">
        <LinkList
          links={[
            ...TOOL_LINKS.map((link) => ({ to: link.to, label: t(`links.${link.key}`) })),
            { to: paths.businesses, label: t('myBusiness.manage') },
          ]}
          className="mt-3 flex flex-col gap-2"
          linkClassName={LINK_CLASS}
        />
      </PageSection>
    </PageContainer>
  );
};
