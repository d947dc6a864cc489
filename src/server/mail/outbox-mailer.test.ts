import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { createOutboxMailer } from './outbox-mailer';

const testApp = setUpTestApp();

/** A real pino logger (Fastify's) whose JSON lines are kept for the test to read. */
const createRecordingLog = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const log = Fastify({ logger: { level: 'info', stream } }).log;
  return { log, lines };
};

describe('createOutboxMailer', () => {
  it('stores the mail in the outbox table and writes it to the log', async () => {
    const clock = createFakeClock(new Date('2026-05-01T10:00:00.000Z'));
    const { log, lines } = createRecordingLog();
    const mailer = createOutboxMailer({ db: testApp.database.db, clock, log });
    expect(mailer.kind).toBe('outbox');

    await mailer.send({
      to: 'şule@example.test',
      subject: 'E-postanızı doğrulayın',
      text: 'Bağlantı: http://127.0.0.1:3000/verify?token=abc',
      html: '<p>Bağlantı</p>',
    });

    const rows = await testApp.database.db.select().from(mailOutbox);
    expect(rows).toEqual([
      expect.objectContaining({
        toAddress: 'şule@example.test',
        subject: 'E-postanızı doğrulayın',
        textBody: 'Bağlantı: http://127.0.0.1:3000/verify?token=abc',
        htmlBody: '<p>Bağlantı</p>',
        createdAt: new Date('2026-05-01T10:00:00.000Z'),
      }),
    ]);
    // The log is the only copy where no outbox page is served, so the link must be in it.
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        to: 'şule@example.test',
        subject: 'E-postanızı doğrulayın',
        text: 'Bağlantı: http://127.0.0.1:3000/verify?token=abc',
      }),
    ]);
  });
});
