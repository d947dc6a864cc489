import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { NotificationList } from '#web/features/notifications/components/notification-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Every in-app notification of the signed-in user (issue 16). */
export const NotificationsPage = () => {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} className="mb-8" />
      <NotificationList />
    </PageContainer>
  );
};
