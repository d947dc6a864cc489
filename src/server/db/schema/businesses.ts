import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt, ownerUserId, uuidPrimaryKey } from './columns';

/** A user's business (spec section 3 "server data read"); the route guard counts these. */
export const businesses = pgTable(
  'businesses',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The calculator inputs the business was created with (validated by the shared schema), if any. */
    inputs: jsonb('inputs'),
    ...createdAndUpdatedAt(),
  },
  (table) => [index('businesses_user_id_idx').on(table.userId, table.createdAt)],
);
