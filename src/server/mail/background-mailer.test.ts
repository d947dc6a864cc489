import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEmailAuth, uniqueEmail } from '#tests/fixtures/email-auth';
import { startSmtpInbox, type SmtpInbox } from '#tests/fixtures/smtp-inbox';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app';
import { createSmtpMailer } from './smtp-mailer';

/** The SMTP server takes this long to accept each message: a slow real-world mail server. */
const SMTP_DELAY_MS = 3000;

let inbox: SmtpInbox;
let testApp: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox({
    onRcptTo: (_address, _session, callback) => {
      setTimeout(callback, SMTP_DELAY_MS);
    },
  });
  testApp = await createTestApp({
    mailer: createSmtpMailer({ url: inbox.url, from: 'Foresight <no-reply@foresight.test>' }),
  });
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

describe('mail over SMTP goes out behind the answer', () => {
  it('a reset for a known address does not wait for the mail server, so its time reveals nothing', async () => {
    const email = uniqueEmail();
    const signUp = await postEmailAuth(testApp.app, '/api/email/sign-up', {
      email,
      password: 'a long and unusual passphrase',
    });
    expect(signUp.statusCode).toBe(202);
    const started = performance.now();
    const reset = await postEmailAuth(testApp.app, '/api/password-reset', { email });
    const elapsedMs = performance.now() - started;
    expect(reset.statusCode).toBe(202);
    // Waiting for the slow server would take at least SMTP_DELAY_MS.
    expect(elapsedMs).toBeLessThan(SMTP_DELAY_MS / 2);
    // The mail still arrives: the verification of the sign-up and the reset link.
    await expect
      .poll(() => inbox.received.filter((mail) => mail.envelopeTo.includes(email)).length, {
        timeout: 15_000,
      })
      .toBe(2);
  }, 30_000);
});
