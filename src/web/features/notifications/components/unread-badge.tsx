import { clsx } from 'clsx';

/**
 * The unread count on the bell, for sighted readers (the accessible name says it in words). With
 * `isOverlaid`, it sits over the corner of a relatively positioned icon button, taking no width.
 */
export const UnreadBadge = ({
  count,
  isOverlaid = false,
}: {
  count: number;
  isOverlaid?: boolean;
}) =>
  count > 0 ? (
    <span
      aria-hidden="true"
      className={clsx(
        'min-w-5 rounded-full bg-danger-700 px-1 text-center text-xs leading-5 font-semibold text-white',
        isOverlaid && 'absolute -top-1 -right-1',
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
