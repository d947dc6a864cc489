import { desc } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/index';

export const findNewestOutboxRows = async (db: Database, limit: number) =>
  db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    // The id breaks ties between mails of the same instant, so the order is stable.
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
