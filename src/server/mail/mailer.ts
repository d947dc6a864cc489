/** One message: plain text always (every client reads it), HTML optionally. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the sender of a contact-form message); a validated address. */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe); names and values come from our code, never raw input. */
  headers?: Readonly<Record<string, string>>;
};

/**
 * Where mail goes: an SMTP server when SMTP_URL is set, else the outbox table (and the log).
 * Services depend on this shape only, so tests can hand in a real SMTP transport or the outbox.
 */
export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
};
