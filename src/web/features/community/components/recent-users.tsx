import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
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
              className={`border-surface flex size-11 items-center justify-center rounded-full border-2 text-sm font-semibold text-white ${AVATAR_COLORS[index % AVATAR_COLORS.length] ?? 'bg-primary'}`}
            >
              {member.initial.toLocaleUpperCase()}
            </li>
          ))}
        </ul>
      ) : (
        <Users aria-hidden="true" className="text-primary size-10" />
      )}
      <div className="text-center sm:text-left">
        <p className="text-ink text-lg font-semibold">
          {t('community.joinedThisWeek', { count: data.joinedLast7Days })}
        </p>
        <p className="text-ink-muted">{t('community.total', { count: data.totalUsers })}</p>
        <p className="text-ink-muted mt-1 text-sm">{t('community.privacy')}</p>
      </div>
    </div>
  );
};
