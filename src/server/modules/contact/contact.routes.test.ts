import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '#shared/constants';
import type { ContactRequest } from '#shared/contracts/contact';
import type { DatabaseHandle } from '#server/db/client';
import { contactMessages, mailOutbox } from '#server/db/schema/index';
import type { MailMessage } from '#server/mail/mailer';
import { THROTTLE_RULES } from '#server/modules/auth/index';
import { nextTestIp } from '#tests/fixtures/auth-helpers';
import { postEmailAuth, uniqueEmail } from '#tests/fixtures/email-auth';
import { createTestApp, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { WAIT } from '#tests/fixtures/waits';

const testApp = setUpTestApp();

const message = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  name: 'Deniz Kaya',
  email: uniqueEmail('contact'),
  topic: 'question',
  message: 'How does the model treat a business that is already two years old?',
  ...overrides,
});

const storedFrom = async (database: DatabaseHandle, email: string) =>
  database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  it('stores the message, then mails it to the contact inbox with Reply-To the sender', async () => {
    const body = message({ topic: 'bug' });
    const response = await postEmailAuth(testApp.app, '/api/contact', body, {
      headers: { 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'received' });
    const [row] = await storedFrom(testApp.database, body.email);
    expect(row).toMatchObject({
      name: body.name,
      topic: 'bug',
      message: body.message,
      language: 'tr',
    });
    await vi.waitFor(async () => {
      const [mailed] = await storedFrom(testApp.database, body.email);
      expect(mailed?.mailedAt).toBeInstanceOf(Date);
    }, WAIT);
    const [mail] = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, SUPPORT_EMAIL))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('[Contact] Bug report from Deniz Kaya');
    expect(mail?.textBody).toContain(`From: Deniz Kaya <${body.email}>`);
    expect(mail?.textBody).toContain(body.message);
  });

  it('keeps the message when the mail server fails: mailed_at stays null and the failure is logged', async () => {
    const sent: MailMessage[] = [];
    const failing = {
      kind: 'smtp' as const,
      send: (mail: MailMessage) => {
        sent.push(mail);
        return Promise.reject(new Error('connection refused'));
      },
    };
    const app = await createTestApp({ mailer: failing });
    const logged = vi.spyOn(app.app.log, 'error');
    try {
      const body = message();
      const response = await postEmailAuth(app.app, '/api/contact', body);
      expect(response.statusCode).toBe(202);
      const [row] = await storedFrom(app.database, body.email);
      await vi.waitFor(() => {
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ contactMessageId: row?.id }),
          'contact message stored but not mailed (mailed_at stays null)',
        );
      }, WAIT);
      expect(row?.message).toBe(body.message);
      expect(row?.mailedAt).toBeNull();
      expect(sent[0]?.replyTo).toBe(body.email);
    } finally {
      await app.close();
    }
  });

  it('validates every field with clear messages', async () => {
    const response = await postEmailAuth(testApp.app, '/api/contact', {
      name: '',
      email: 'nope',
      topic: 'spam',
      message: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors).toEqual({
      name: ['This field is required'],
      email: ['Please enter a valid email address'],
      topic: ['Choose one of the listed options'],
      message: ['Message must be at least 10 characters'],
    });
    const long = await postEmailAuth(
      testApp.app,
      '/api/contact',
      message({ message: 'x'.repeat(5001) }),
    );
    expect(errorBodyOf(long).fieldErrors?.message).toEqual([
      'Message must be no more than 5000 characters',
    ]);
    const header = await postEmailAuth(
      testApp.app,
      '/api/contact',
      message({ name: 'A\r\nBcc: x@evil.test' }),
    );
    expect(errorBodyOf(header).fieldErrors?.name).toEqual(['Must not contain control characters']);
  });

  it('drops a message whose hidden honeypot field is filled, with the usual answer', async () => {
    const body = message({ website: 'https://spam.example' });
    const response = await postEmailAuth(testApp.app, '/api/contact', body);
    expect(response.statusCode).toBe(202);
    expect(await storedFrom(testApp.database, body.email)).toHaveLength(0);
  });

  it('takes 5 messages an hour from one network, then 429 with the wait', async () => {
    const ip = nextTestIp();
    for (let index = 0; index < THROTTLE_RULES.contactIp.maxAttempts; index += 1) {
      const response = await postEmailAuth(testApp.app, '/api/contact', message(), {
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(202);
    }
    const refused = await postEmailAuth(testApp.app, '/api/contact', message(), {
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused).message).toMatch(
      /^Too many messages were sent from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(errorBodyOf(refused).retryAfterSeconds).toBeGreaterThan(0);
  });
});
