import type { Mailer } from './mailer';
import { createSmtpMailer, describeSmtpServer } from './smtp-mailer';

export type MailSettings = {
  /** SMTP_URL: smtp(s)://user:pass@host:port, or undefined when no mail server is configured. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From header of every mail. */
  from: string;
};

/**
 * The mailer the settings ask for: SMTP when SMTP_URL is set. Without it the answer is undefined
 * and buildApp keeps mail in the outbox table (createOutboxMailer), because that mailer writes to
 * the app's own logger, which exists only inside buildApp.
 */
export const createMailer = (settings: MailSettings): Mailer | undefined =>
  settings.smtpUrl === undefined
    ? undefined
    : createSmtpMailer({ url: settings.smtpUrl, from: settings.from });

/** One start-up line saying where mail goes, without the SMTP password. */
export const describeMailDelivery = (settings: MailSettings): string =>
  settings.smtpUrl === undefined
    ? 'no SMTP_URL: mail is kept in the outbox table and written to the log, not sent'
    : `mail is sent through ${describeSmtpServer(settings.smtpUrl)} from ${settings.from}`;
