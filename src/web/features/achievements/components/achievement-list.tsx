import { clsx } from 'clsx';
import { Award, Circle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { formatMomentDate } from '#web/lib/calendar-date';
import { useFormatters } from '#web/lib/use-formatters';
import { useAchievements } from '../api/find-achievements';

type AchievementListProps = {
  /** The section heading's level on the page that embeds the list (h2 by default). */
  headingLevel?: 2 | 3;
};

/**
 * The user's achievements: earned ones with their date, the others with how to earn them. Earned
 * or not is said in words and by the icon, never by colour alone.
 */
export const AchievementList = ({ headingLevel = 2 }: AchievementListProps) => {
  const { t } = useTranslation('achievements');
  const { locale } = useFormatters();
  const headingId = useId();
  const achievements = useAchievements();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = achievements.data?.items;
  const earnedCount = items?.filter((item) => item.earnedAt !== null).length ?? 0;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-2xl font-semibold text-ink">
          {t('heading')}
        </Heading>
        <p className="text-ink-muted">{t('intro')}</p>
      </div>
      {items ? (
        <>
          <p className="font-medium text-ink">
            {t('summary', { earned: earnedCount, total: items.length })}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((item) => {
              const isEarned = item.earnedAt !== null;
              const Icon = isEarned ? Award : Circle;
              return (
                <li
                  key={item.id}
                  className={clsx(
                    'flex gap-3 rounded-lg border p-3',
                    isEarned ? 'border-primary/50 bg-primary-soft/40' : 'border-dashed border-line',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={clsx(
                      'mt-0.5 size-5 shrink-0',
                      isEarned ? 'text-primary-strong' : 'text-ink-muted',
                    )}
                  />
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p className="font-medium break-words text-ink">
                      {t(`items.${item.id}.title`)}
                    </p>
                    <p className="text-sm break-words text-ink-muted">
                      {item.earnedAt
                        ? t('earned', { date: formatMomentDate(item.earnedAt, locale) })
                        : `${t('toEarn')}: ${t(`items.${item.id}.how`)}`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : achievements.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void achievements.refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
};
