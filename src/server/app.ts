import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SUPPORT_EMAIL } from '#shared/constants';
import { AppError } from '#shared/errors';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './mail/mailer';
import { deliverInBackground } from './mail/background-mailer';
import { createOutboxMailer } from './mail/outbox-mailer';
import { type Clock, systemClock } from './http/clock';
import { servedHostsFor } from './http/allowed-hosts';
import { createBackgroundWork } from './http/background-work';
import { useStrictJsonBodies } from './http/json-body';
import './http/request-context';
import { requestIdGenerator, requestIdPlugin, withRequestIds } from './http/request-id';
import { accountRoutes } from './modules/account/index';
import { reportsRoutes } from './modules/reports/index';
import { insightsRoutes, type LlmSettings } from './modules/insights/index';
import { dashboardsRoutes } from './modules/dashboards/index';
import { ideasRoutes } from './modules/ideas/index';
import { businessAnalyzerRoutes } from './modules/business-analyzer/index';
import { experimentsRoutes } from './modules/experiments/index';
import { followUpsRoutes } from './modules/follow-ups/index';
import { marketRoutes } from './modules/market/index';
import { tokensRoutes } from './modules/tokens/index';
import { authRoutes, sessionPlugin } from './modules/auth/index';
import { billingRoutes, type BillingSettings, DEMO_BILLING } from './modules/billing/index';
import { businessesRoutes } from './modules/businesses/index';
import { calculatorRoutes } from './modules/calculator/index';
import { calculationsRoutes, sharePagePreview } from './modules/calculations/index';
import { blogListPagePreview, blogPostPagePreview, blogRoutes } from './modules/blog/index';
import { communityRoutes } from './modules/community/index';
import { outboxRoutes } from './modules/outbox/index';
import { emailAuthRoutes } from './modules/email-auth/index';
import { healthRoutes } from './modules/health/index';
import { newsletterRoutes } from './modules/newsletter/index';
import { notificationsRoutes } from './modules/notifications/index';
import { ACCOUNT_EXPORT_PARTS, NOTIFICATION_SOURCES } from './module-parts';
import { progressRoutes } from './modules/progress/index';
import { contactRoutes } from './modules/contact/index';
import {
  type IdentityTokenSettings,
  type OidcSettings,
  identityRoutes,
} from './modules/identity/index';
import {
  createSimulationPool,
  type SimulationPool,
  simulationRoutes,
} from './modules/simulation/index';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './metrics-plugin';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

/** Requests over this many bytes are refused with 413 before any parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type AppDependencies = {
  database: DatabaseHandle;
  /** The only source of "now" on the server, so tests can move time instead of sleeping. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** https://app.example.com when served behind a proxy; decides Secure cookies and HSTS. */
  publicOrigin?: string | undefined;
  /** Fastify trustProxy: addresses whose X-Forwarded-* headers are believed. */
  trustProxy?: string | boolean;
  /**
   * Host names served besides publicOrigin's host (ALLOWED_HOSTS); every other Host gets 421.
   * Without publicOrigin the loopback names are served too (http/allowed-hosts.ts).
   */
  allowedHosts?: readonly string[];
  /** Built web app folder, or null to serve the API alone. */
  webRoot?: string | null;
  /**
   * The origin written into mailed links (verification, reset). Never taken from the request's
   * Host header, which a caller controls (reset-link poisoning). Default: publicOrigin, else
   * http://localhost.
   */
  appOrigin?: string;
  /** Where mail goes; default: the outbox table (createOutboxMailer). */
  mailer?: Mailer;
  /** The outbox page and its API (GET /api/dev/outbox): only where mail is not really sent. */
  outboxPage?: boolean;
  /** OpenID Connect sign-in (the "Continue with Google" button); null or absent: not offered. */
  oidc?: OidcSettings | null;
  /** Worker threads for simulations and goal searches; default: one per core but one. */
  simulationPool?: SimulationPool;
  /** Which signed ID tokens the identity sync accepts; null or absent: it accepts none (401). */
  identityToken?: IdentityTokenSettings | null;
  /** Usernames made blog admins at start-up (ADMIN_USERNAMES). */
  adminUsernames?: readonly string[];
  /** Where contact-form messages are mailed (CONTACT_INBOX); default SUPPORT_EMAIL. */
  contactInbox?: string;
  /** The language model that writes the insights' narrative (LLM_*); null or absent: none. */
  llm?: LlmSettings | null;
  /** Stripe Checkout, or the demo checkout (the default) and whether it may run. */
  billing?: BillingSettings;
  /** METRICS_TOKEN: opens GET /metrics beyond this machine to `Authorization: Bearer <token>`. */
  metricsToken?: string | null;
};

/** Seconds a client refused by a server that is shutting down is asked to wait (another serves). */
const DRAINING_RETRY_AFTER_SECONDS = 1;

export type { IdentityTokenSettings, OidcSettings } from './modules/identity/index';

export const buildApp = async (deps: AppDependencies): Promise<FastifyInstance> => {
  const clock = deps.clock ?? systemClock;
  const { db } = deps.database;
  const trustProxy = deps.trustProxy ?? false;
  const app = Fastify({
    // Every log line written while a request is handled carries its id (http/request-id.ts).
    ...withRequestIds(deps.logger),
    genReqId: requestIdGenerator(trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy,
    // Slow clients must not hold connections forever (slowloris).
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // A request that reaches a server shutting down gets our own 503 (below): the error body,
    // a Retry-After and the request id, where Fastify's has none of them.
    return503OnClosing: false,
    // Errors are logged by the error handler; per-request lines would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A cross-site form may send text/plain without a preflight; only JSON is accepted.
  app.removeContentTypeParser('text/plain');
  useStrictJsonBodies(app);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const mailer = deps.mailer ?? createOutboxMailer({ db, clock, log: app.log });
  const backgroundWork = createBackgroundWork(app.log);
  app.decorate('backgroundWork', backgroundWork);
  // Work still running after the answer finishes before the caller closes the database.
  app.addHook('onClose', () => backgroundWork.settled());
  // Mailed links and provider redirects point here, never at the request's Host header.
  const appOrigin = deps.appOrigin ?? deps.publicOrigin ?? 'http://localhost';

  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  // In-flight requests finish; one that arrives on an open connection once closing has begun is
  // refused at once (the connection then closes), so a load balancer retries it elsewhere.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', async () => {
    if (draining)
      throw new AppError('SERVICE_UNAVAILABLE', {
        retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS,
      });
  });
  // Answers sent while draining close their connection: a proxy then opens a new one, to a
  // server that is not going away, for its next request.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  await app.register(securityPlugin, {
    publicOrigin: deps.publicOrigin,
    servedHosts: servedHostsFor({
      publicOrigin: deps.publicOrigin,
      allowedHosts: deps.allowedHosts ?? [],
    }),
  });
  await app.register(sessionPlugin, { db, clock, publicOrigin: deps.publicOrigin });
  await app.register(openApiPlugin);
  await app.register(healthRoutes, { database: deps.database });
  await app.register(authRoutes, {
    db,
    clock,
    publicOrigin: deps.publicOrigin,
    providerName: deps.oidc?.providerName ?? null,
    outboxPage: deps.outboxPage ?? false,
  });
  await app.register(accountRoutes, {
    db,
    clock,
    publicOrigin: deps.publicOrigin,
    exportParts: ACCOUNT_EXPORT_PARTS,
  });
  await app.register(identityRoutes, {
    db,
    clock,
    appOrigin,
    publicOrigin: deps.publicOrigin,
    oidc: deps.oidc ?? null,
    identityToken: deps.identityToken ?? null,
  });
  await app.register(emailAuthRoutes, {
    db,
    clock,
    // Reset and resend look the address up and mail after the answer (backgroundWork); sign-up
    // does the same argon2 work on every path, and an SMTP round trip, which only a known
    // address would wait for (a timing oracle), runs behind its answer too.
    mailer: mailer.kind === 'smtp' ? deliverInBackground(mailer, app.log) : mailer,
    appOrigin,
    publicOrigin: deps.publicOrigin,
    background: backgroundWork,
  });
  // The same reason: a subscribed address must not answer slower than a new one.
  await app.register(newsletterRoutes, {
    db,
    clock,
    mailer: mailer.kind === 'smtp' ? deliverInBackground(mailer, app.log) : mailer,
    appOrigin,
  });
  await app.register(contactRoutes, {
    db,
    clock,
    mailer,
    contactInbox: deps.contactInbox ?? SUPPORT_EMAIL,
    log: app.log,
  });
  await app.register(communityRoutes, { db, clock });
  await app.register(blogRoutes, {
    db,
    clock,
    appOrigin,
    adminUsernames: deps.adminUsernames ?? [],
  });
  // Only where mail really lands in the outbox table; anywhere else the path is an unknown 404.
  if (deps.outboxPage && mailer.kind === 'outbox') await app.register(outboxRoutes, { db });
  await app.register(businessesRoutes, { db, clock });
  await app.register(calculatorRoutes);
  const simulationPool = deps.simulationPool ?? createSimulationPool();
  app.addHook('onClose', () => simulationPool.close());
  await app.register(metricsPlugin, {
    database: deps.database,
    simulationPool,
    token: deps.metricsToken ?? null,
  });
  await app.register(simulationRoutes, { db, clock, pool: simulationPool });
  await app.register(calculationsRoutes, { db, clock });
  // Issue 15's analysis tools.
  await app.register(reportsRoutes, { db, clock });
  await app.register(insightsRoutes, { db, clock, llm: deps.llm ?? null });
  await app.register(ideasRoutes, { db, clock });
  await app.register(businessAnalyzerRoutes, { db, clock });
  await app.register(experimentsRoutes, { db, clock });
  await app.register(marketRoutes, { db, clock });
  await app.register(tokensRoutes, { db, clock });
  // Issue 16's prediction follow-up and the public track record.
  await app.register(followUpsRoutes, { db, clock });
  // Issue 16's notifications, tutorial and achievements.
  await app.register(notificationsRoutes, { db, clock, sources: NOTIFICATION_SOURCES });
  await app.register(progressRoutes, { db, clock });
  await app.register(dashboardsRoutes, { db, clock, llm: deps.llm ?? null });
  await app.register(billingRoutes, {
    db,
    clock,
    billing: deps.billing ?? DEMO_BILLING,
    appOrigin,
  });
  await app.register(webAppPlugin, {
    webRoot: deps.webRoot ?? null,
    publicOrigin: deps.publicOrigin,
    previews: [sharePagePreview(db), blogListPagePreview(db), blogPostPagePreview(db)],
  });
  return app;
};
