const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (locale: string, timeZone?: string) => {
  const key = `${locale}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, found);
  }
  return found;
};

/** A due date (YYYY-MM-DD, a calendar day) as the reader writes it; read in UTC so it never shifts. */
export const formatDueDate = (day: string, locale: string) =>
  formatterFor(locale, 'UTC').format(new Date(`${day}T00:00:00.000Z`));

/** A moment (ISO timestamp) as a date in the reader's time zone. */
export const formatDay = (moment: string, locale: string) =>
  formatterFor(locale).format(new Date(moment));

/** Today in the reader's time zone as YYYY-MM-DD, the form due dates have. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A step is overdue once its due day has passed and it is not done. */
export const isOverdue = (step: { dueOn: string; done: boolean }, today: string) =>
  !step.done && step.dueOn < today;
