import { beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailsResponseSchema } from '#shared/contracts/outbox';
import { addressPool, createClient, STRONG_PASSWORD } from './support/clients';
import { baseUrl, expectRefusal } from './support/http';

// Issue 34, finding 1: DNS rebinding on the default set-up (loopback HOST, no SMTP_URL, so the
// outbox is served). A page at http://evil.example:<port> whose name the attacker re-points at
// 127.0.0.1 is same-origin with itself: its fetches say Sec-Fetch-Site: same-origin and carry its
// own Origin, and CORS never applies. The probe requested a reset, read the link from the outbox,
// set a password and read the account. Only the Host header gives such a page away.
const nextAddress = addressPool(34);

const port = () => new URL(baseUrl()).port;
const evilHost = () => `evil.example:${port()}`;
/** What the rebinding page's fetches send. */
const rebound = () => ({
  host: evilHost(),
  origin: `http://${evilHost()}`,
  'sec-fetch-site': 'same-origin',
});

const victimEmail = `rebinding.${Date.now()}@example.com`;
const attacker = createClient(nextAddress());

const resetMailsTo = async (email: string) => {
  const outbox = await createClient(nextAddress()).send('/api/dev/outbox');
  expect(outbox.status).toBe(200);
  return OutboxMailsResponseSchema.parse(outbox.json()).mails.filter(
    (mail) => mail.to === email && /reset/i.test(mail.subject),
  );
};

beforeAll(async () => {
  const signUp = await createClient(nextAddress()).send('/api/email/sign-up', {
    json: { email: victimEmail, password: STRONG_PASSWORD },
  });
  expect(signUp.status, signUp.text).toBe(202);
});

describe('issue 34: DNS rebinding against the default loopback set-up', () => {
  it.each([
    ['a page', 'GET', '/'],
    ['an API read', 'GET', '/api/health'],
    ['the outbox', 'GET', '/api/dev/outbox'],
    ['an API write', 'POST', '/api/login'],
  ])(
    'answers %s under a foreign Host with 421 and the plain error body',
    async (_what, method, path) => {
      const response = await attacker.send(path, {
        method,
        sameOrigin: false,
        headers: rebound(),
        ...(method === 'POST' ? { json: { username: 'somebody', password: STRONG_PASSWORD } } : {}),
      });
      expectRefusal(response, 421, 'MISDIRECTED_REQUEST');
    },
  );

  it('takes over nothing: the reset request mails no link, and the outbox stays closed to the page', async () => {
    const reset = await attacker.send('/api/password-reset', {
      json: { email: victimEmail },
      sameOrigin: false,
      headers: rebound(),
    });
    expectRefusal(reset, 421, 'MISDIRECTED_REQUEST');
    const read = await attacker.send('/api/dev/outbox', { sameOrigin: false, headers: rebound() });
    expectRefusal(read, 421, 'MISDIRECTED_REQUEST');
    expect(read.text).not.toContain(victimEmail);
    expect(await resetMailsTo(victimEmail)).toEqual([]);

    // The control: the same request through the server's own name does mail the owner a link.
    const own = await createClient(nextAddress()).send('/api/password-reset', {
      json: { email: victimEmail },
    });
    expect(own.status).toBe(202);
    await expect.poll(async () => (await resetMailsTo(victimEmail)).length).toBe(1);
  });

  it('refuses a served Host with a foreign Origin as cross-site (Origin is never compared with Host)', async () => {
    const response = await attacker.send('/api/password-reset', {
      json: { email: victimEmail },
      sameOrigin: false,
      headers: { origin: `http://${evilHost()}` },
    });
    expectRefusal(response, 403, 'CROSS_SITE_REQUEST');
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])(
    'serves the loopback name %s at any port',
    async (name) => {
      for (const hostPort of [port(), '8080']) {
        const response = await attacker.send('/api/health', {
          headers: { host: `${name}:${hostPort}` },
        });
        expect(response.status, `${name}:${hostPort}`).toBe(200);
      }
    },
  );
});
