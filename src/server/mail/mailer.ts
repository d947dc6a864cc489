/** One message: plain text always (every client reads it), HTML optionally. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/**
 * Where mail goes: an SMTP server when SMTP_URL is set, else the outbox table (and the log).
 * Services depend on this shape only, so tests can hand in a real SMTP transport or the outbox.
 */
export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
};
