import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema/index';
import { countMailsTo } from '#tests/fixtures/email-auth';
import { createFakeClock, HOUR_MS } from '#tests/fixtures/fake-clock';
import {
  oneClickUnsubscribe,
  postNewsletterToken,
  readNewsletterTokens,
  subscribeToNewsletter,
  uniqueEmail,
} from '#tests/fixtures/newsletter';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const statusOf = async (email: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.status ?? null;
};

/** Subscribes and confirms; returns the tokens of the confirmation mail. */
const subscribeAndConfirm = async (email: string) => {
  expect((await subscribeToNewsletter(testApp.app, { email })).statusCode).toBe(202);
  const tokens = await readNewsletterTokens(testApp.database, email);
  const confirmed = await postNewsletterToken(testApp.app, 'confirm', tokens.confirm);
  expect(confirmed.json()).toEqual({ status: 'subscribed' });
  return tokens;
};

describe('newsletter subscription (double opt-in)', () => {
  it('answers 202 and mails a confirmation link, in the chosen language; nothing is subscribed yet', async () => {
    const email = uniqueEmail('news');
    const response = await subscribeToNewsletter(testApp.app, {
      email,
      name: 'Ayşe',
      language: 'tr',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation-sent' });
    expect(await statusOf(email)).toBe('pending');
    const { mail, confirm, unsubscribe } = await readNewsletterTokens(testApp.database, email);
    expect(mail.subject).toBe('Foresight bülten aboneliğinizi onaylayın');
    // Unconfirmed, the mail carries none of the form's words (not even the name).
    expect(mail.textBody.startsWith('Merhaba,')).toBe(true);
    expect(mail.textBody).not.toContain('Ayşe');
    expect(confirm).not.toBeNull();
    // Every mail carries an unsubscribe link, also the confirmation.
    expect(unsubscribe).not.toBeNull();
    expect(mail.htmlBody).toContain(`href="http://localhost/newsletter#token=${confirm}"`);
  });

  it('refuses a missing or false consent with 400 and the spec message, and mails nothing', async () => {
    const email = uniqueEmail('news');
    for (const consent of [false, undefined]) {
      const response = await subscribeToNewsletter(testApp.app, { email, consent });
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).fieldErrors?.consent).toEqual([
        'Please accept the terms to subscribe.',
      ]);
    }
    const turkish = await subscribeToNewsletter(
      testApp.app,
      { email, consent: false },
      { headers: { 'accept-language': 'tr' } },
    );
    expect(errorBodyOf(turkish).fieldErrors?.consent).toEqual([
      'Abone olmak için lütfen koşulları kabul edin.',
    ]);
    expect(await countMailsTo(testApp.database, email)).toBe(0);
  });

  it('validates the address with the spec messages', async () => {
    const empty = await subscribeToNewsletter(testApp.app, { email: '' });
    expect(errorBodyOf(empty).fieldErrors?.email).toEqual(['Email address is required']);
    const invalid = await subscribeToNewsletter(testApp.app, { email: 'not-an-address' });
    expect(errorBodyOf(invalid).fieldErrors?.email).toEqual(['Please enter a valid email address']);
  });

  it('confirms once: the link is single use', async () => {
    const email = uniqueEmail('news');
    const { confirm } = await subscribeAndConfirm(email);
    expect(await statusOf(email)).toBe('subscribed');
    const again = await postNewsletterToken(testApp.app, 'confirm', confirm);
    expect(again.statusCode).toBe(400);
    expect(errorBodyOf(again).code).toBe('LINK_INVALID');
  });

  it('lets a confirmation link expire after 7 days', async () => {
    const email = uniqueEmail('news');
    await subscribeToNewsletter(testApp.app, { email });
    const { confirm } = await readNewsletterTokens(testApp.database, email);
    clock.advance(7 * 24 * HOUR_MS + 1000);
    const late = await postNewsletterToken(testApp.app, 'confirm', confirm);
    expect(errorBodyOf(late).code).toBe('LINK_INVALID');
    expect(await statusOf(email)).toBe('pending');
    // Subscribing again sends a fresh link that works.
    await subscribeToNewsletter(testApp.app, { email });
    const fresh = await readNewsletterTokens(testApp.database, email);
    expect(fresh.confirm).not.toBe(confirm);
    expect((await postNewsletterToken(testApp.app, 'confirm', fresh.confirm)).statusCode).toBe(200);
  });

  it('answers an already subscribed address exactly like a new one, and mails its owner a note', async () => {
    const email = uniqueEmail('news');
    await subscribeAndConfirm(email);
    const fresh = await subscribeToNewsletter(testApp.app, { email: uniqueEmail('news') });
    const known = await subscribeToNewsletter(testApp.app, {
      email: email.toUpperCase(),
      name: 'Someone else',
      language: 'tr',
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    const note = await readNewsletterTokens(testApp.database, email);
    // The owner's language and name stay; a stranger's form changed nothing.
    expect(note.mail.subject).toBe('You are already subscribed to the Foresight newsletter');
    expect(note.mail.textBody).not.toContain('Someone else');
    expect(note.confirm).toBeNull();
    expect(note.unsubscribe).not.toBeNull();
    expect(await statusOf(email)).toBe('subscribed');
  });
});

describe('unsubscribe and resubscribe', () => {
  it('unsubscribes with the RFC 8058 one-click form POST: cross-site, no cookie', async () => {
    const email = uniqueEmail('news');
    const { unsubscribe } = await subscribeAndConfirm(email);
    const response = await oneClickUnsubscribe(testApp.app, `?token=${unsubscribe}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(email)).toBe('unsubscribed');
    // Repeating it is harmless.
    expect((await oneClickUnsubscribe(testApp.app, `?token=${unsubscribe}`)).statusCode).toBe(200);
  });

  it('never unsubscribes on GET: the link leads to the page that asks first', async () => {
    const email = uniqueEmail('news');
    const { unsubscribe } = await subscribeAndConfirm(email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${unsubscribe}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/newsletter/unsubscribed#token=${unsubscribe}`);
    expect(await statusOf(email)).toBe('subscribed');
  });

  it('unsubscribes from the page (JSON) and resubscribes with the same token', async () => {
    const email = uniqueEmail('news');
    const { unsubscribe } = await subscribeAndConfirm(email);
    const page = await testApp.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${unsubscribe}`,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(page.json()).toEqual({ status: 'unsubscribed' });
    const again = await postNewsletterToken(testApp.app, 'resubscribe', unsubscribe);
    expect(again.json()).toEqual({ status: 'subscribed' });
    expect(await statusOf(email)).toBe('subscribed');
    // The link keeps working for the next change of mind.
    expect((await oneClickUnsubscribe(testApp.app, `?token=${unsubscribe}`)).statusCode).toBe(200);
  });

  it('sends an unsubscribed address through double opt-in again when it uses the form', async () => {
    const email = uniqueEmail('news');
    const { unsubscribe } = await subscribeAndConfirm(email);
    await oneClickUnsubscribe(testApp.app, `?token=${unsubscribe}`);
    expect((await subscribeToNewsletter(testApp.app, { email })).statusCode).toBe(202);
    expect(await statusOf(email)).toBe('pending');
    const fresh = await readNewsletterTokens(testApp.database, email);
    expect(fresh.mail.subject).toBe('Confirm your subscription to the Foresight newsletter');
    expect((await postNewsletterToken(testApp.app, 'confirm', fresh.confirm)).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('subscribed');
  });
});
