import { describe, expect, it } from 'vitest';
import { combinedExportPart, withIsoDates } from './account-export-part';

describe('withIsoDates', () => {
  it('writes every date as ISO text and leaves the other fields as they are', () => {
    const row = {
      id: 'a',
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      doneAt: null as Date | null,
      inputs: { when: '2026-01-02' },
    };
    expect(withIsoDates(row)).toEqual({
      id: 'a',
      createdAt: '2026-01-02T03:04:05.678Z',
      doneAt: null,
      inputs: { when: '2026-01-02' },
    });
  });

  it('keeps the fields in their order, so the export reads the same byte for byte', () => {
    const row = { readAt: new Date(0), id: 'b', createdAt: new Date(1) };
    expect(JSON.stringify(withIsoDates(row))).toBe(
      '{"readAt":"1970-01-01T00:00:00.000Z","id":"b","createdAt":"1970-01-01T00:00:00.001Z"}',
    );
  });
});

describe('combinedExportPart', () => {
  it('joins the tables and the rows of its parts, in the order they are given', async () => {
    const part = combinedExportPart(
      { tables: { tutorial_progress: 'tutorial' }, read: () => Promise.resolve({ tutorial: [] }) },
      {
        tables: { achievements: 'achievements' },
        read: (_db, userId) =>
          Promise.resolve({ achievements: [{ achievementId: userId, earnedAt: 'today' }] }),
      },
    );
    expect(part.tables).toEqual({ tutorial_progress: 'tutorial', achievements: 'achievements' });
    const rows = await part.read(null as never, 'u1');
    expect(JSON.stringify(rows)).toBe(
      '{"tutorial":[],"achievements":[{"achievementId":"u1","earnedAt":"today"}]}',
    );
  });
});
