import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '#server/mail/mailer';
import { createSmtpMailer } from '#server/mail/smtp-mailer';
import { type SmtpInbox, startSmtpInbox } from '#tests/fixtures/smtp-inbox';
import { subscribeToNewsletter, uniqueEmail } from '#tests/fixtures/newsletter';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { WAIT } from '#tests/fixtures/waits';

// Through a real SMTP server: the headers RFC 8058 asks for reach the recipient, and the URL they
// name unsubscribes with a one-click POST.
let inbox: SmtpInbox;
let smtp: Mailer;
const mailer: Mailer = { kind: 'smtp', send: (message) => smtp.send(message) };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  smtp = createSmtpMailer({ url: inbox.url, from: 'Foresight <news@foresight.test>' });
});
afterAll(() => inbox.close());
// app.inject sends Host: localhost, as a proxy that forwards its internal name would (ALLOWED_HOSTS).
const testApp = setUpTestApp({
  mailer,
  publicOrigin: 'https://app.foresight.test',
  allowedHosts: ['localhost'],
});

describe('newsletter mail over SMTP', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post, and the named URL unsubscribes in one click', async () => {
    const email = uniqueEmail('smtp');
    expect((await subscribeToNewsletter(testApp.app, { email })).statusCode).toBe(202);
    // SMTP delivery runs behind the answer (no timing difference between addresses).
    const mail = await vi.waitFor(() => {
      const found = inbox.received.find((candidate) => candidate.envelopeTo.includes(email));
      if (!found) throw new Error('not delivered yet');
      return found;
    }, WAIT);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = mail.headers.get('list-unsubscribe') ?? '';
    const match =
      /^<(https:\/\/app\.foresight\.test\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43})>$/.exec(
        header,
      );
    expect(match, header).not.toBeNull();
    const url = new URL(match?.[1] ?? '');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.json()).toEqual({ status: 'unsubscribed' });
  });
});
