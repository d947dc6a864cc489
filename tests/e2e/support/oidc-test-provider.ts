/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, for the OIDC tests: the
 * integration tests import it, the end-to-end run starts it as a web server
 * (`node --import tsx tests/e2e/support/oidc-test-provider.ts`, port E2E_OIDC_PORT or 3399).
 *
 * Its sign-in page takes any login name: that name becomes the account's subject. It handles
 * `prompt=select_account` (which Google honours and oidc-provider's built-in pages do not), then
 * asks for consent on a second page, like a real provider the first time.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider, { interactionPolicy } from 'oidc-provider';

export type TestAccountClaims = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
};

export type OidcTestProviderOptions = {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Claims per login name; a name not listed gets `<name>@example.test` (verified) and a picture. */
  accounts?: Map<string, TestAccountClaims>;
};

export type OidcTestProvider = {
  issuer: string;
  provider: Provider;
  close: () => Promise<void>;
};

export const DEFAULT_TEST_CLIENT = { clientId: 'foresight-e2e', clientSecret: 'e2e-secret-value' };

const defaultClaims = (login: string): TestAccountClaims => ({
  email: `${login}@example.test`,
  email_verified: true,
  name: login.charAt(0).toUpperCase() + login.slice(1),
  picture: `https://images.example.test/${encodeURIComponent(login)}.png`,
});

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const loginPage = (clientId: string) =>
  page(
    'Sign in to the test provider',
    `<p>Signing in to ${escapeHtml(clientId)}.</p><form method="post"><input type="hidden" name="prompt" value="login"><label>Login <input name="login" autocomplete="off" required></label> <button type="submit">Sign in</button></form>`,
  );

const consentPage = (clientId: string) =>
  page(
    'Authorize',
    `<p>${escapeHtml(clientId)} asks for your e-mail address and profile.</p><form method="post"><input type="hidden" name="prompt" value="consent"><button type="submit">Continue</button></form>`,
  );

const readForm = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
};

const buildProvider = (issuer: string, options: OidcTestProviderOptions) => {
  const policy = interactionPolicy.base();
  // Requestable, so `prompt=select_account` is accepted; the sign-in page resolves it.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_context, accountId) {
      const claims = options.accounts?.get(accountId) ?? defaultClaims(accountId);
      return { accountId, claims: async () => ({ sub: accountId, ...claims }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google: the ID token itself carries the e-mail and profile claims.
    conformIdTokenClaims: false,
    interactions: { policy, url: (_context, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-test-provider-only'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
};

const handleInteraction = async (
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const details = await provider.interactionDetails(request, response);
  const clientId = String(details.params.client_id);
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(details.prompt.name === 'consent' ? consentPage(clientId) : loginPage(clientId));
    return;
  }
  const form = await readForm(request);
  if (details.prompt.name !== 'consent') {
    const accountId = form.get('login')?.trim() ?? '';
    if (accountId === '') {
      response.writeHead(400).end('login required');
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { select_account: {}, login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const accountId = details.session?.accountId;
  if (!accountId) {
    response.writeHead(400).end('no session');
    return;
  }
  const grant = new provider.Grant({ accountId, clientId });
  const missingScope = details.prompt.details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = details.prompt.details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
};

export const startOidcTestProvider = async (
  options: OidcTestProviderOptions,
): Promise<OidcTestProvider> => {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = buildProvider(issuer, options);
  const callback = provider.callback();
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      handleInteraction(provider, request, response).catch((error: unknown) => {
        response.writeHead(500).end(error instanceof Error ? error.message : 'failed');
      });
      return;
    }
    void callback(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  // The end-to-end web server: settings from the environment playwright.config.ts passes.
  const port = Number(process.env.E2E_OIDC_PORT ?? 3399);
  const started = await startOidcTestProvider({
    port,
    clientId: process.env.E2E_OIDC_CLIENT_ID ?? DEFAULT_TEST_CLIENT.clientId,
    clientSecret: process.env.E2E_OIDC_CLIENT_SECRET ?? DEFAULT_TEST_CLIENT.clientSecret,
    redirectUri:
      process.env.E2E_OIDC_REDIRECT_URI ?? 'http://127.0.0.1:3210/api/auth/oidc/callback',
  });
  console.log(`OIDC test provider at ${started.issuer}`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
