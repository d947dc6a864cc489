import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '#tests/fixtures/smtp-inbox';
import { createSmtpMailer, describeSmtpServer, MailDeliveryError } from './smtp-mailer';

const FROM = 'Foresight <no-reply@foresight.test>';

describe('createSmtpMailer against a real SMTP server', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('delivers to the envelope recipient, From MAIL_FROM, with subject and text intact', async () => {
    const mailer = createSmtpMailer({ url: inbox.url, from: FROM });
    expect(mailer.kind).toBe('smtp');
    const text =
      'Merhaba Şükrü,\ne-postanızı doğrulayın: https://app.test/verify?token=abc\nçğıöşü İĞÜÇÖ';
    await mailer.send({ to: 'sule@example.test', subject: 'E-postanızı doğrulayın — Ğİ', text });

    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.received;
    expect(mail?.envelopeTo).toEqual(['sule@example.test']);
    expect(mail?.envelopeFrom).toBe('no-reply@foresight.test');
    expect(mail?.headers.get('from')).toBe(FROM);
    expect(mail?.headers.get('subject')).toBe('E-postanızı doğrulayın — Ğİ');
    expect(mail?.headers.get('content-type')).toMatch(/text\/plain; charset=utf-8/i);
    expect(mail?.text.replace(/\r\n/g, '\n')).toBe(text);
  });

  it('sends each mail to its own recipient only', async () => {
    const mailer = createSmtpMailer({ url: inbox.url, from: FROM });
    await mailer.send({
      to: 'ayse@example.test',
      subject: 'Reset',
      text: 'Link: https://x.test/r',
    });
    const mail = inbox.received.at(-1);
    expect(inbox.received).toHaveLength(2);
    expect(mail?.envelopeTo).toEqual(['ayse@example.test']);
    expect(mail?.headers.get('to')).toBe('ayse@example.test');
    expect(mail?.text).toBe('Link: https://x.test/r');
  });
});

describe('createSmtpMailer failures', () => {
  it('rejects with a MailDeliveryError when the server refuses the recipient', async () => {
    const inbox = await startSmtpInbox({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 })),
    });
    try {
      const mailer = createSmtpMailer({ url: inbox.url, from: FROM });
      const sending = mailer.send({ to: 'nobody@example.test', subject: 'Hi', text: 'x' });
      await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
      await expect(sending).rejects.toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
      await expect(sending).rejects.toThrow(`Sending mail through ${inbox.url} failed`);
      expect(inbox.received).toHaveLength(0);
    } finally {
      await inbox.close();
    }
  });

  it('rejects when nothing listens on the port', async () => {
    // Take a free port, then close it: connecting there is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    await expect(mailer.send({ to: 'a@example.test', subject: 'Hi', text: 'x' })).rejects.toThrow(
      /^Sending mail through smtp:\/\/127\.0\.0\.1:\d+ failed: .+/,
    );
  });

  it('never puts the password of SMTP_URL into the error', async () => {
    const password = 'p@ss:w0rd/Ş';
    const inbox = await startSmtpInbox({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) =>
        callback(new Error(`Invalid login for ${auth.username} with ${auth.password ?? ''}`)),
    });
    try {
      const url = inbox.url.replace('smtp://', `smtp://mailer:${encodeURIComponent(password)}@`);
      const mailer = createSmtpMailer({ url, from: FROM });
      const error: unknown = await mailer
        .send({ to: 'a@example.test', subject: 'Hi', text: 'x' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MailDeliveryError);
      const { message, code } = error as MailDeliveryError;
      expect(code).toBe('EAUTH');
      // The server echoes the password back; the error still must not carry it in any form.
      expect(message).toContain('***');
      expect(message).not.toContain(password);
      expect(message).not.toContain(encodeURIComponent(password));
      expect(JSON.stringify(error)).not.toContain(encodeURIComponent(password));
      expect((error as Error).cause).toBeUndefined();
    } finally {
      await inbox.close();
    }
  });
});

describe('describeSmtpServer', () => {
  it('names protocol, host and port only', () => {
    expect(describeSmtpServer('smtps://user:secret@mail.example.com:465')).toBe(
      'smtps://mail.example.com:465',
    );
    expect(describeSmtpServer('smtp://mail.example.com')).toBe('smtp://mail.example.com');
  });
});
