import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

// A stalled mail server must fail the request that sends mail, not hold it past the server's
// 30 s request timeout (nodemailer waits up to 2 minutes for a connection by default).
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/** A mail the SMTP server did not accept; the message names the server but never its password. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  /** nodemailer's error code (ECONNECTION, EAUTH, EENVELOPE, ETIMEDOUT, …), when it gave one. */
  readonly code: string | undefined;
  /** The SMTP reply code (535, 550, …), when the server answered. */
  readonly responseCode: number | undefined;

  constructor(options: { message: string; code?: string; responseCode?: number }) {
    super(options.message);
    this.code = options.code;
    this.responseCode = options.responseCode;
  }
}

/** "smtps://mail.example.com:465": the server an SMTP URL names, without user or password. */
export const describeSmtpServer = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
};

// The password may appear URL-encoded in the setting and decoded in nodemailer's messages.
const secretsOf = (smtpUrl: string): string[] => {
  const { password } = new URL(smtpUrl);
  if (password === '') return [];
  return [...new Set([password, decodeURIComponent(password)])];
};

const redact = (text: string, secrets: readonly string[]) =>
  secrets.reduce((result, secret) => result.split(secret).join('***'), text);

const toDeliveryError = (error: unknown, smtpUrl: string): MailDeliveryError => {
  const details = (error ?? {}) as { message?: unknown; code?: unknown; responseCode?: unknown };
  const reason = typeof details.message === 'string' ? details.message : String(error);
  return new MailDeliveryError({
    message: `Sending mail through ${describeSmtpServer(smtpUrl)} failed: ${redact(reason, secretsOf(smtpUrl))}`,
    ...(typeof details.code === 'string' ? { code: details.code } : {}),
    ...(typeof details.responseCode === 'number' ? { responseCode: details.responseCode } : {}),
  });
};

/**
 * Mail through the SMTP server of `url` (smtp:// with STARTTLS when offered, smtps:// for TLS from
 * the start), From `from`. A refused or failed send rejects with a MailDeliveryError; whether that
 * fails the request is the caller's decision. The original error is not kept as `cause`, because
 * nodemailer's errors may carry connection details into the log.
 */
export const createSmtpMailer = (options: { url: string; from: string }): Mailer => {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Message content comes from our templates; never let nodemailer read files or URLs for it.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'smtp',
    send: async (message) => {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
          ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
        });
      } catch (error) {
        throw toDeliveryError(error, options.url);
      }
    },
  };
};
