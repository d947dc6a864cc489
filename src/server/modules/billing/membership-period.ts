/**
 * One calendar month after `start`, in UTC, on the same day and time; a day the next month lacks
 * becomes its last day (31 January → 28 or 29 February), so a period never skips a month.
 */
export const addOneMonth = (start: Date): Date => {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
};
