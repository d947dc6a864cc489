import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema/index';
import { createBackgroundWork } from '#server/http/background-work';
import type { MailMessage } from '#server/mail/mailer';
import { hashPassword as spiedHashPassword } from '#server/modules/auth/index';
import { TEST_PASSWORD } from '#tests/fixtures/auth-helpers';
import { linkTokenOf, uniqueEmail } from '#tests/fixtures/email-auth';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { resendVerification, signUpWithEmail } from './email-auth.service';
import { requestPasswordReset } from './password-reset.service';
import type { EmailAuthContext } from './email-links';

// The auth entry re-exports the file mocked here, so the spy is what the entry hands out too.
vi.mock('#server/modules/auth/password', { spy: true });

const testApp = setUpTestApp();
const clock = createFakeClock();

/**
 * A context whose mail is kept in memory, to read what each call sent; `settled` waits for what a
 * reset or a resend does after its answer.
 */
const contextWithMailbox = () => {
  const sent: MailMessage[] = [];
  const background = createBackgroundWork(testApp.app.log);
  const context: EmailAuthContext = {
    background,
    db: testApp.database.db,
    clock,
    appOrigin: 'https://foresight.example',
    mailer: {
      kind: 'outbox',
      send: async (message) => {
        sent.push(message);
      },
    },
  };
  return { context, sent, settled: background.settled };
};

let ipSequence = 0;
const caller = (language: 'en' | 'tr' = 'en') => ({ ip: `192.0.2.${++ipSequence}`, language });

describe('signUpWithEmail', () => {
  it('does the same work for a new and a registered address: one argon2 hash, one mail', async () => {
    const { context, sent } = contextWithMailbox();
    const email = uniqueEmail();
    const hashPassword = vi.mocked(spiedHashPassword);
    hashPassword.mockClear();
    await signUpWithEmail(context, { ...caller(), email, password: TEST_PASSWORD });
    await signUpWithEmail(context, { ...caller(), email, password: TEST_PASSWORD });
    expect(hashPassword).toHaveBeenCalledTimes(2);
    expect(sent.map((mail) => mail.to)).toEqual([email, email]);
    expect(linkTokenOf({ textBody: sent[0]?.text ?? '' })).toMatch(/^[\w-]{43}$/);
    expect(sent[1]?.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(sent[1]?.text).toContain('https://foresight.example/auth/forgot-password\n');
  });

  it("writes to a user in the user's own language, else in the caller's", async () => {
    const { context, sent, settled } = contextWithMailbox();
    const email = uniqueEmail();
    await signUpWithEmail(context, { ...caller('tr'), email, password: TEST_PASSWORD });
    expect(sent[0]?.subject).toBe('Foresight için e-posta adresinizi doğrulayın');
    await testApp.database.db
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.emailKey, email.toLowerCase()));
    await resendVerification(context, { ...caller('tr'), email });
    await settled();
    expect(sent[1]?.subject).toBe('Verify your e-mail address for Foresight');
  });
});

describe('requestPasswordReset', () => {
  it('mails nothing for an unknown address', async () => {
    const { context, sent, settled } = contextWithMailbox();
    await requestPasswordReset(context, { ...caller(), email: uniqueEmail() });
    await settled();
    expect(sent).toEqual([]);
  });

  it('mails a link valid for one hour, in Turkish when asked', async () => {
    const { context, sent, settled } = contextWithMailbox();
    const email = uniqueEmail();
    await signUpWithEmail(context, { ...caller(), email, password: TEST_PASSWORD });
    await requestPasswordReset(context, { ...caller('tr'), email });
    await settled();
    const mail = sent[1];
    expect(mail?.subject).toBe('Foresight parolanızı sıfırlayın');
    expect(mail?.text).toContain('(1 saat geçerlidir)');
    expect(mail?.text).toMatch(
      /https:\/\/foresight\.example\/auth\/reset-password#token=[\w-]{43}/,
    );
    expect(mail?.html).toContain('href="https://foresight.example/auth/reset-password#token=');
  });
});
