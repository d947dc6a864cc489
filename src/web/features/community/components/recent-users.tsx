import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner';
import { useRecentUsers } from '../api/get-recent-users';

const AVATAR_COLORS = ['bg-primary', 'bg-accent', 'bg-ink-muted', 'bg-primary-strong'] as const;

/** "N people joined this week" with initials only; the server never sends usernames. */
export const RecentUsers = () => {
  const { t } = useTranslation('landing');
  const { data, isPending, isError } = useRecentUsers();

  if (isPending) return <Spinner className="py-6" />;
  if (isError) return <p className="text-ink-muted">{t('community.error')}</p>;
  if (data.totalUsers === 0) return <p className="text-ink-muted">{t('community.empty')}</p>;

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6">
      {data.recent.length > 0 ? (
        <ul aria-label={t('community.recentLabel')} className="flex -space-x-2">
          {data.recent.map((member, index) => (
            <li
              key={`${member.joinedAt}-${index}`}
              className={`flex size-11 items-center justify-center rounded-full border-2 border-surface text-sm font-semibold text-white ${AVATAR_COLORS[index % AVATAR_COLORS.length] ?? 'bg-primary'}`}
            >
              {member.initial.toLocaleUpperCase()}
            </li>
          ))}
        </ul>
      ) : (
        <Users aria-hidden="true" className="size-10 text-primary" />
      )}
      <div className="text-center sm:text-left">
        <p className="text-lg font-semibold text-ink">
          {t('community.joinedThisWeek', { count: data.joinedLast7Days })}
        </p>
        <p className="text-ink-muted">{t('community.total', { count: data.totalUsers })}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('community.privacy')}</p>
      </div>
    </div>
  );
};
