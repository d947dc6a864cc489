import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '#shared/constants';
import { PageHeader } from '#web/components/ui/page-header';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import type pages from '#web/locales/en/pages.json';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { LinkList } from '../layout/link-list';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

export type PlannedPageKey = keyof typeof pages.planned.pages;

const WORKING_LINKS = [
  { to: paths.home, key: 'home' },
  { to: paths.successScore, key: 'successScore' },
  { to: paths.about, key: 'about' },
  { to: paths.auth, key: 'auth' },
] as const;

/** A reachable page whose feature is still being built: its purpose, stated honestly, and working links. */
export const PlannedPage = ({ pageKey }: { pageKey: PlannedPageKey }) => {
  const { t } = useTranslation('pages');
  const title = t(`planned.pages.${pageKey}.title`);
  useDocumentTitle(title);
  const { user } = useAuth();
  const links = WORKING_LINKS.filter((link) => !(user && link.key === 'auth'));
  return (
    <PageContainer>
      <PageHeader
        title={title}
        lead={t(`planned.pages.${pageKey}.description`, { email: SUPPORT_EMAIL })}
      />
      <p className="mt-8 flex items-center gap-2 rounded-lg border border-line bg-muted px-4 py-3 text-sm font-medium text-ink">
        <Construction aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('planned.status')}
      </p>
      <h2 className="mt-10 text-lg font-semibold text-ink">{t('planned.availableNow')}</h2>
      <LinkList
        links={links.map((link) => ({ to: link.to, label: t(`planned.links.${link.key}`) }))}
        className="mt-3 flex flex-col gap-2"
        linkClassName="font-medium text-primary underline underline-offset-4 hover:text-primary-strong"
      />
    </PageContainer>
  );
};
