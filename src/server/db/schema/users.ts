import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** As typed by the user (NFC-normalised), for display. */
    username: text('username').notNull(),
    /** NFKC-normalised, case-folded: uniqueness is decided on this key. */
    usernameKey: text('username_key').notNull().unique(),
    /**
     * UTS #39 skeleton of the name (username-skeleton.ts): a new name whose skeleton another user
     * has is refused (`coco` vs Cyrillic `сосо`). Null only for rows from before it existed,
     * filled at start-up.
     */
    usernameSkeleton: text('username_skeleton'),
    /** Null for accounts that only sign in through an identity provider. */
    passwordHash: text('password_hash'),
    /** As typed (NFC, trimmed); shown back to the user and used as the mail recipient. */
    email: text('email'),
    /** Case-folded address: one account per address. */
    emailKey: text('email_key').unique(),
    /** Set when the owner proved the address (verification or reset link, or a provider's verified claim). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    displayName: text('display_name'),
    /** https only (the contract refuses other schemes), shown as the avatar. */
    photoUrl: text('photo_url'),
    /** Preferred language for mail ('en' | 'tr'); null: the language of the request. */
    language: text('language'),
    /** 'user' | 'admin'. Admins edit the blog; made by ADMIN_USERNAMES or `npm run admin:create`. */
    role: text('role').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The community widget lists the newest sign-ups.
  (table) => [
    index('users_created_at_idx').on(table.createdAt),
    index('users_username_skeleton_idx').on(table.usernameSkeleton),
  ],
);
