/** The unread count on the bell, for sighted readers (the accessible name says it in words). */
export const UnreadBadge = ({ count }: { count: number }) =>
  count > 0 ? (
    <span
      aria-hidden="true"
      className="min-w-5 rounded-full bg-danger-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
