/**
 * The one-account-per-address key of users.email_key: trimmed, NFC, lower case. Providers may send
 * "Ada@Example.com" for an account registered as "ada@example.com"; both must find the same row.
 */
export const toEmailKey = (email: string): string => email.trim().normalize('NFC').toLowerCase();
