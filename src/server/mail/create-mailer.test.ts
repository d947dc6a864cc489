import { describe, expect, it } from 'vitest';
import { createMailer, describeMailDelivery } from './create-mailer';

describe('createMailer', () => {
  it('picks SMTP when SMTP_URL is set', () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'a <a@example.test>' });
    expect(mailer?.kind).toBe('smtp');
  });

  it('leaves the outbox (buildApp default) when SMTP_URL is not set', () => {
    expect(createMailer({ smtpUrl: undefined, from: 'a <a@example.test>' })).toBeUndefined();
  });
});

describe('describeMailDelivery', () => {
  it('names the SMTP server without user or password', () => {
    const line = describeMailDelivery({
      smtpUrl: 'smtps://postmaster:hunter2@mail.example.com:465',
      from: 'Foresight <no-reply@example.com>',
    });
    expect(line).toContain('smtps://mail.example.com:465');
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('postmaster');
  });

  it('says mail is not sent without SMTP_URL', () => {
    expect(describeMailDelivery({ smtpUrl: undefined, from: 'x@example.com' })).toMatch(/not sent/);
  });
});
