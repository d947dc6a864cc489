import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLatestNotifications } from '../api/find-notifications';
import { UnreadBadge } from './unread-badge';

type NotificationsMenuLinkProps = {
  to: string;
  onClick: () => void;
  className: (state: { isActive: boolean }) => string;
};

/** The small-screen menu's way to the notifications: a link naming the unread count. */
export const NotificationsMenuLink = ({ to, onClick, className }: NotificationsMenuLinkProps) => {
  const { t } = useTranslation('notifications');
  const count = useLatestNotifications().data?.unreadCount ?? 0;
  return (
    <NavLink
      to={to}
      end
      onClick={onClick}
      aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
      className={(state) => `${className(state)} flex items-center gap-2`}
    >
      <Bell aria-hidden="true" className="size-5" />
      {t('title')}
      <UnreadBadge count={count} />
    </NavLink>
  );
};
