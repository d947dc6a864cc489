import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema/index';
import { THROTTLE_RULES } from '#server/modules/auth/index';
import { hashEmailLinkToken } from '#server/modules/email-auth/index';
import { nextTestIp } from '#tests/fixtures/auth-helpers';
import { countMailsTo, readLatestMail } from '#tests/fixtures/email-auth';
import {
  oneClickUnsubscribe,
  postNewsletterToken,
  readNewsletterTokens,
  subscribeToNewsletter,
  uniqueEmail,
} from '#tests/fixtures/newsletter';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

// Rows 53 and 54 of ../shared/docs/security.md.
const testApp = setUpTestApp();

const rowOf = async (email: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (!row) throw new Error(`No subscriber ${email}`);
  return row;
};

const confirmedSubscriber = async () => {
  const email = uniqueEmail('reader');
  await subscribeToNewsletter(testApp.app, { email });
  const tokens = await readNewsletterTokens(testApp.database, email);
  await postNewsletterToken(testApp.app, 'confirm', tokens.confirm);
  return { email, ...tokens };
};

const bodyOf = (response: { statusCode: number; body: string }) =>
  `${response.statusCode} ${response.body}`;

describe('newsletter tokens (row 53)', () => {
  it('gives missing, wrong, truncated and junk tokens one generic answer on every link', async () => {
    const { unsubscribe } = await confirmedSubscriber();
    const valid = unsubscribe ?? '';
    const bad = [
      undefined,
      '',
      valid.slice(0, -1),
      `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`,
      'x'.repeat(43),
      '<script>',
    ];
    const answers = new Set<string>();
    for (const token of bad) {
      const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
      answers.add(bodyOf(await oneClickUnsubscribe(testApp.app, query)));
      answers.add(bodyOf(await postNewsletterToken(testApp.app, 'confirm', token)));
      answers.add(bodyOf(await postNewsletterToken(testApp.app, 'resubscribe', token)));
    }
    expect([...answers]).toHaveLength(1);
    const [only] = answers;
    expect(only).toMatch(/^400 .*"code":"LINK_INVALID"/);
  });

  it("uses a token on its own subscription only: A's token never touches B", async () => {
    const a = await confirmedSubscriber();
    const b = await confirmedSubscriber();
    await oneClickUnsubscribe(testApp.app, `?token=${a.unsubscribe}`);
    expect((await rowOf(a.email)).status).toBe('unsubscribed');
    expect((await rowOf(b.email)).status).toBe('subscribed');
    // A confirmation token is not an unsubscribe token, nor the other way round.
    const c = uniqueEmail('reader');
    await subscribeToNewsletter(testApp.app, { email: c });
    const tokens = await readNewsletterTokens(testApp.database, c);
    expect(
      errorBodyOf(await oneClickUnsubscribe(testApp.app, `?token=${tokens.confirm}`)).code,
    ).toBe('LINK_INVALID');
    expect(
      errorBodyOf(await postNewsletterToken(testApp.app, 'confirm', tokens.unsubscribe)).code,
    ).toBe('LINK_INVALID');
  });

  it('stores only SHA-256 hashes of 256-bit random tokens, not derived from the address or id', async () => {
    const email = uniqueEmail('reader');
    await subscribeToNewsletter(testApp.app, { email });
    const first = await readNewsletterTokens(testApp.database, email);
    const row = await rowOf(email);
    for (const token of [first.confirm, first.unsubscribe]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(row)).not.toContain(token);
    }
    expect(row.confirmTokenHash).toBe(hashEmailLinkToken(first.confirm ?? ''));
    expect(row.unsubscribeTokenHash).toBe(hashEmailLinkToken(first.unsubscribe ?? ''));
    // The same address and row get unrelated tokens next time.
    await subscribeToNewsletter(testApp.app, { email });
    const second = await readNewsletterTokens(testApp.database, email);
    expect(second.confirm).not.toBe(first.confirm);
    expect(second.unsubscribe).not.toBe(first.unsubscribe);
  });

  it('stops a guesser long before 10^4 tries: the 31st link attempt from one network gets 429, even with a valid token', async () => {
    const { email, unsubscribe } = await confirmedSubscriber();
    const guesser = nextTestIp();
    const { maxAttempts } = THROTTLE_RULES.newsletterLinkIp;
    for (let guess = 0; guess < maxAttempts; guess += 1) {
      const response = await oneClickUnsubscribe(
        testApp.app,
        `?token=${'g'.repeat(42)}${guess % 10}`,
        {
          remoteAddress: guesser,
        },
      );
      expect(response.statusCode).toBe(400);
    }
    const refused = await oneClickUnsubscribe(testApp.app, `?token=${unsubscribe}`, {
      remoteAddress: guesser,
    });
    expect(refused.statusCode).toBe(429);
    const body = errorBodyOf(refused);
    expect(body.message).toMatch(
      /^Too many newsletter link attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await rowOf(email)).status).toBe('subscribed');
    // Confirm and resubscribe share the counter.
    expect(
      (await postNewsletterToken(testApp.app, 'confirm', 'x', { remoteAddress: guesser }))
        .statusCode,
    ).toBe(429);
  });
});

describe('newsletter subscribe abuse (row 54)', () => {
  it('stops one network subscribing many addresses: 429 after 10 an hour', async () => {
    const ip = nextTestIp();
    const { maxAttempts } = THROTTLE_RULES.newsletterSubscribeIp;
    for (let index = 0; index < maxAttempts; index += 1) {
      const response = await subscribeToNewsletter(
        testApp.app,
        { email: uniqueEmail('bulk') },
        { remoteAddress: ip },
      );
      expect(response.statusCode).toBe(202);
    }
    const email = uniqueEmail('bulk');
    const refused = await subscribeToNewsletter(testApp.app, { email }, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused).message).toMatch(
      /^Too many subscription requests from your network\./,
    );
    expect(await countMailsTo(testApp.database, email)).toBe(0);
  });

  it('caps the mails one address can be sent, from any number of networks', async () => {
    const email = uniqueEmail('inbox');
    const { maxAttempts } = THROTTLE_RULES.newsletterSubscribeAddress;
    for (let index = 0; index < maxAttempts; index += 1) {
      expect((await subscribeToNewsletter(testApp.app, { email })).statusCode).toBe(202);
    }
    expect((await subscribeToNewsletter(testApp.app, { email })).statusCode).toBe(429);
    expect(await countMailsTo(testApp.database, email)).toBe(maxAttempts);
  });

  it('refuses cross-site posts to every newsletter route but the one-click unsubscribe', async () => {
    const crossSite = { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' };
    for (const [url, payload] of [
      ['/api/newsletter/subscriptions', { email: uniqueEmail(), language: 'en', consent: true }],
      ['/api/newsletter/confirm', { token: 'x' }],
      ['/api/newsletter/resubscribe', { token: 'x' }],
      ['/api/contact', {}],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: crossSite,
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('parses forms on the one-click route only', async () => {
    const email = uniqueEmail('form');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: `email=${encodeURIComponent(email)}&language=en&consent=true`,
    });
    expect(response.statusCode).toBe(415);
    expect(await readLatestMail(testApp.database, email)).toBeNull();
  });
});
