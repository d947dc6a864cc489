import { OUTBOX_PAGE_SIZE, type OutboxMailsResponse } from '#shared/contracts/outbox';
import type { Database } from '#server/db/client';
import { findNewestOutboxRows } from './outbox.repository';

export const findNewestOutboxMail = async (context: {
  db: Database;
}): Promise<OutboxMailsResponse> => {
  const rows = await findNewestOutboxRows(context.db, OUTBOX_PAGE_SIZE);
  return {
    mails: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      createdAt: row.createdAt.toISOString(),
    })),
  };
};
