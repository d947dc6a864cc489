import { describe, expect, it } from 'vitest';
import { formatCalendarDate, localToday } from './calendar-date';

describe('calendar dates of results', () => {
  it('writes a YYYY-MM-DD date as that day in both languages, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-02', 'en-US')).toBe('Mar 2, 2026');
    expect(formatCalendarDate('2026-03-02', 'tr-TR')).toBe('2 Mar 2026');
    expect(formatCalendarDate('2026-12-31', 'en-US')).toBe('Dec 31, 2026');
  });

  it('gives the browser’s own calendar day, as the date input writes it', () => {
    expect(localToday(new Date(2026, 2, 2, 23, 59))).toBe('2026-03-02');
    expect(localToday(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  });
});
