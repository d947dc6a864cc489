import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#shared/routes';
import { useLatestNotifications } from '../api/find-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationItem } from './notification-item';
import { UnreadBadge } from './unread-badge';
import { useRiseAnnouncement } from './use-rise-announcement';

type NotificationBellProps = {
  /** Trigger styles, so the bell matches the header's other links. */
  className: string;
};

/** The latest notifications in a popover, with "Mark all as read" and a link to the full list. */
const LatestNotifications = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  const markAll = useMarkAllNotificationsRead();
  if (latest.isError && !latest.data) {
    return <p className="text-sm text-danger-700">{t('popover.loadFailed')}</p>;
  }
  if (!latest.data) return <Spinner />;
  const { items, unreadCount } = latest.data;
  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem notification={item} onOpen={onClose} isCompact />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('popover.markAll')}
        </Button>
        <Link
          to={paths.notifications}
          onClick={onClose}
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          {t('popover.seeAll')}
        </Link>
      </div>
    </>
  );
};

/**
 * The signed-in header's bell: its accessible name carries the unread count, a polite live region
 * speaks only when the count rises, and the list polls while the tab is visible. Not modal: Escape
 * or a click outside closes it and focus goes back to the bell.
 */
export const NotificationBell = ({ className }: NotificationBellProps) => {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const unread = latest.data?.unreadCount;
  const announcement = useRiseAnnouncement(unread, (count) => t('bell.announce', { count }));
  const count = unread ?? 0;
  return (
    <>
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger
          aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
          className={className}
        >
          <Bell aria-hidden="true" className="size-5 shrink-0" />
          <UnreadBadge count={count} isOverlaid />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            aria-labelledby={titleId}
            className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col gap-3 overflow-y-auto rounded-lg border border-line bg-surface p-4 text-ink shadow-lg"
          >
            <p id={titleId} className="font-semibold">
              {t('title')}
            </p>
            <Suspense fallback={<Spinner />}>
              <LatestNotifications onClose={() => setIsOpen(false)} />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
};
