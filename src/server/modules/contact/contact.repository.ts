import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { contactMessages } from '#server/db/schema/index';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const insertContactMessage = async (
  db: Database,
  values: Omit<typeof contactMessages.$inferInsert, 'id' | 'mailedAt'>,
): Promise<ContactMessageRow> => {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('The contact message was not stored');
  return row;
};

export const markContactMessageMailed = async (db: Database, id: string, mailedAt: Date) => {
  await db.update(contactMessages).set({ mailedAt }).where(eq(contactMessages.id, id));
};
