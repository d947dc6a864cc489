import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '#shared/contracts/notifications';
import { Button } from '#web/components/ui/button';
import { formatDateTime } from '#web/lib/format';
import { useFormatters } from '#web/lib/use-formatters';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationText } from './use-notification-text';

type NotificationItemProps = {
  notification: Notification;
  /** Called after the item's link is followed (the popover closes). */
  onOpen?: () => void;
  /** The popover's compact form: no per-item button (opening an item marks it read). */
  isCompact?: boolean;
};

/**
 * One notification: its sentence (a link when it leads somewhere), when it came, and whether it
 * is unread, said in words as well as by the dot (not by colour alone).
 */
export const NotificationItem = ({
  notification,
  onOpen,
  isCompact = false,
}: NotificationItemProps) => {
  const { t } = useTranslation('notifications');
  const { locale } = useFormatters();
  const text = useNotificationText()(notification);
  const markRead = useMarkNotificationRead();
  const textId = useId();
  const isUnread = notification.readAt === null;
  const open = () => {
    if (isUnread) markRead.mutate(notification.id);
    onOpen?.();
  };
  return (
    <div
      className={clsx(
        'flex flex-col gap-1 rounded-md border px-3 py-2',
        isUnread ? 'border-primary/40 bg-primary-soft/40' : 'border-line',
      )}
    >
      <p id={textId} className="text-sm break-words text-ink">
        {isUnread ? (
          <span className="mr-2 inline-flex items-center gap-1 text-xs font-semibold text-primary-strong">
            <span aria-hidden="true" className="inline-block size-2 rounded-full bg-primary" />
            {t('list.unread')}
          </span>
        ) : null}
        {notification.link ? (
          <Link
            to={notification.link}
            onClick={open}
            className="font-medium text-ink underline underline-offset-2 hover:text-primary-strong"
          >
            {text}
          </Link>
        ) : (
          text
        )}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={notification.createdAt} className="text-xs text-ink-muted">
          {formatDateTime(notification.createdAt, locale)}
        </time>
        {isUnread && !isCompact ? (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={textId}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(notification.id)}
          >
            {t('list.markRead')}
          </Button>
        ) : null}
      </div>
    </div>
  );
};
