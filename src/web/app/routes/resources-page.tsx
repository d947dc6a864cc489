import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { InAppResources } from '#web/features/resources/components/in-app-resources';
import { EXTERNAL_RESOURCE_GROUPS } from '#web/features/resources/external-resources';
import { ResourceLinkList } from '#web/features/resources/components/resource-link-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** The app's learning pages and a short, checked list of public data and support organisations. */
export const ResourcesPage = () => {
  const { t } = useTranslation('resources');
  useDocumentTitle(t('title'));
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} />
      <PageSection id="resources-in-app" heading={t('inApp.heading')} className="mt-10">
        <InAppResources />
      </PageSection>
      {EXTERNAL_RESOURCE_GROUPS.map((group) => (
        <PageSection
          key={group.key}
          id={`resources-${group.key}`}
          heading={t(`external.${group.key}.heading`)}
          className="mt-10"
        >
          <p className="mt-2 text-ink-muted">{t(`external.${group.key}.intro`)}</p>
          <ResourceLinkList
            newTabLabel={t('newTab')}
            links={group.items.map((item) => ({
              key: item.key,
              href: item.url,
              isExternal: true,
              label: t(`external.items.${item.key}.name`),
              description: t(`external.items.${item.key}.description`),
            }))}
          />
        </PageSection>
      ))}
      <p className="mt-10 text-sm text-ink-muted">{t('independence')}</p>
    </PageContainer>
  );
};
