import { useTranslation } from 'react-i18next';
import { NotificationList } from '#web/features/notifications/components/notification-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Every in-app notification of the signed-in user (issue 16). */
export const NotificationsPage = () => {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 mb-8 text-lg text-ink-muted">{t('intro')}</p>
      <NotificationList />
    </PageContainer>
  );
};
