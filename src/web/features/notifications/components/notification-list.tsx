import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { useNotificationPages } from '../api/find-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationItem } from './notification-item';

/** Every notification, newest first, a page at a time, each with its own "Mark as read". */
export const NotificationList = () => {
  const { t } = useTranslation('notifications');
  const pages = useNotificationPages();
  const markAll = useMarkAllNotificationsRead();
  if (!pages.data) {
    return pages.isError ? (
      <ErrorState message={t('list.loadFailed')} onRetry={() => void pages.refetch()} />
    ) : (
      <Spinner />
    );
  }
  const items = pages.data.pages.flatMap((page) => page.items);
  // The newest page's count: pages fetched later may be older snapshots.
  const unreadCount = pages.data.pages[0]?.unreadCount ?? 0;
  if (items.length === 0) return <p className="text-ink-muted">{t('list.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          variant="secondary"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('list.markAll')}
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem notification={item} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('list.older')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
