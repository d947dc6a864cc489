import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE, OutboxMailsResponseSchema } from '#shared/contracts/outbox';
import { createOutboxMailer } from '#server/mail/outbox-mailer';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();

const fetchOutbox = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/dev/outbox' });

describe('GET /api/dev/outbox where the outbox page is served', () => {
  const testApp = setUpTestApp({ clock, outboxPage: true });

  const sendMails = async (count: number, prefix: string) => {
    const mailer = createOutboxMailer({ db: testApp.database.db, clock, log: testApp.app.log });
    for (let index = 1; index <= count; index += 1) {
      clock.advance(MINUTE_MS);
      await mailer.send({
        to: `${prefix}${index}@example.test`,
        subject: `${prefix} ${index}`,
        text: `Body ${index}`,
      });
    }
  };

  it('answers an empty list before any mail', async () => {
    const response = await fetchOutbox(testApp.app);
    expect(response.statusCode).toBe(200);
    expect(OutboxMailsResponseSchema.parse(response.json())).toEqual({ mails: [] });
  });

  it('lists mails newest first with their text', async () => {
    await sendMails(3, 'first');
    const { mails } = OutboxMailsResponseSchema.parse((await fetchOutbox(testApp.app)).json());
    expect(mails.map((mail) => mail.subject)).toEqual(['first 3', 'first 2', 'first 1']);
    expect(mails[0]).toEqual({
      id: expect.any(String) as string,
      to: 'first3@example.test',
      subject: 'first 3',
      text: 'Body 3',
      createdAt: clock().toISOString(),
    });
  });

  it(`keeps to the newest ${OUTBOX_PAGE_SIZE}`, async () => {
    await sendMails(OUTBOX_PAGE_SIZE, 'bulk');
    const { mails } = OutboxMailsResponseSchema.parse((await fetchOutbox(testApp.app)).json());
    expect(mails).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(mails[0]?.subject).toBe(`bulk ${OUTBOX_PAGE_SIZE}`);
    expect(mails.at(-1)?.subject).toBe('bulk 1');
  });
});

describe('GET /api/dev/outbox where it is not served', () => {
  const testApp = setUpTestApp({ clock });

  it('answers 404 like any unknown API path, even with mail in the table', async () => {
    const mailer = createOutboxMailer({ db: testApp.database.db, clock, log: testApp.app.log });
    await mailer.send({ to: 'secret@example.test', subject: 'Reset', text: 'token=abc' });
    const response = await fetchOutbox(testApp.app);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/dev/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response).code).toBe('NOT_FOUND');
    expect(response.body).toBe(unknown.body.replace('no-such-thing', 'outbox'));
    expect(response.body).not.toContain('secret@example.test');
  });
});
