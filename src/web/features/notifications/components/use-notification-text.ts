import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_IDS, type AchievementId } from '#shared/contracts/progress';
import type { Notification } from '#shared/contracts/notifications';
import { formatCalendarDate, formatMomentDate } from '#web/lib/calendar-date';
import { formatNumber } from '#web/lib/format';
import { useFormatters } from '#web/lib/use-formatters';

const TIERS = ['free', 'plus', 'pro'] as const;
const MEMBERSHIP_CHANGES = ['started', 'renewed', 'cancelled'] as const;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const textOf = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const numberOf = (value: string | number | undefined) =>
  typeof value === 'number' ? value : Number(value ?? 0);

/**
 * A notification's sentence in the reader's language, from its kind and params. User content (a
 * title) is interpolated as text and rendered by React as text, never as HTML. Tier names and
 * achievement titles come from their own namespaces (pricing, achievements).
 */
export const useNotificationText = () => {
  const { t } = useTranslation(['notifications', 'achievements', 'pricing']);
  const { locale } = useFormatters();
  return useCallback(
    (notification: Notification): string => {
      const { params } = notification;
      switch (notification.kind) {
        case 'tokensCredited':
          return t('kinds.tokensCredited', {
            count: numberOf(params.tokens),
            balance: formatNumber(numberOf(params.balance), locale),
          });
        case 'sharedResultViewed':
          return t('kinds.sharedResultViewed', { title: textOf(params.title) });
        case 'stepDue':
          return t('kinds.stepDue', {
            title: textOf(params.title),
            step: numberOf(params.step),
            dueOn: formatCalendarDate(textOf(params.dueOn), locale),
          });
        case 'followUpWaiting':
          return t('kinds.followUpWaiting', {
            title: textOf(params.title),
            count: numberOf(params.monthsAfter),
          });
        case 'achievementEarned': {
          const id = params.achievement;
          const title = isOneOf<AchievementId>(ACHIEVEMENT_IDS, id)
            ? t(`achievements:items.${id}.title`)
            : textOf(id);
          return t('kinds.achievementEarned', { achievement: title });
        }
        case 'membershipChanged': {
          const tier = isOneOf(TIERS, params.tier)
            ? t(`pricing:tiers.names.${params.tier}`)
            : textOf(params.tier);
          const periodEnd =
            typeof params.periodEnd === 'string' ? formatMomentDate(params.periodEnd, locale) : '';
          const change = isOneOf(MEMBERSHIP_CHANGES, params.change) ? params.change : 'other';
          return t(`kinds.membership.${change}`, { tier, periodEnd });
        }
      }
    },
    [t, locale],
  );
};
