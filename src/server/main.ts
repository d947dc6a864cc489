import path from 'node:path';
import { buildApp } from './app';
import { type BackupSocket, serveBackups } from './db/backup-socket';
import { dataDirOf, openDatabaseFromEnv, PROJECT_ROOT } from './db/open-from-env';
import { prepareDatabase, STARTUP_LOCK_WAIT_MESSAGE } from './start-up';
import { EnvError, parseEnv } from './env';
import { hostAdviceFor } from './http/allowed-hosts';
import { billingSettingsFromEnv } from './modules/billing/index';
import { identitySettingsFromEnv } from './modules/identity/index';
import { createMailer, describeMailDelivery } from './mail/create-mailer';
import { isLoopbackHost } from './http/loopback-host';
import { appOriginFor, isOutboxPageServed } from './mail/mail-settings';

const SHUTDOWN_GRACE_MS = 10_000;

const start = async () => {
  // The one place that reads process.env.
  const env = parseEnv(process.env);
  const database = await openDatabaseFromEnv(env);
  await prepareDatabase(database, {
    seedDemo: env.SEED_DEMO,
    onWait: () => console.log(STARTUP_LOCK_WAIT_MESSAGE),
  });

  const mailSettings = { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM };
  const outboxPage = isOutboxPageServed({
    smtpUrl: env.SMTP_URL,
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    publicOrigin: env.PUBLIC_ORIGIN,
  });
  const billing = billingSettingsFromEnv(env);
  const app = await buildApp({
    database,
    logger: { level: env.LOG_LEVEL },
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY === '' ? false : env.TRUST_PROXY,
    allowedHosts: env.ALLOWED_HOSTS,
    webRoot: path.resolve(PROJECT_ROOT, env.WEB_ROOT ?? 'dist/web'),
    ...identitySettingsFromEnv(env),
    appOrigin: appOriginFor({ publicOrigin: env.PUBLIC_ORIGIN, host: env.HOST, port: env.PORT }),
    mailer: createMailer(mailSettings),
    outboxPage,
    adminUsernames: env.ADMIN_USERNAMES,
    metricsToken: env.METRICS_TOKEN ?? null,
    contactInbox: env.CONTACT_INBOX,
    billing,
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : null,
  });
  app.log.info(describeMailDelivery(mailSettings));
  if (env.SMTP_URL === undefined && !outboxPage) {
    app.log.warn(
      'SMTP_URL is not set: verification and reset mail is only written to the log, and this server serves no outbox page. Set SMTP_URL to send mail.',
    );
  }
  if (!billing.stripe) {
    app.log.warn(
      billing.isDemoCheckoutAllowed
        ? 'STRIPE_SECRET_KEY is not set: purchases use the demo checkout, which takes no money and credits tokens on a click.'
        : 'STRIPE_SECRET_KEY is not set and the demo checkout is off (production): token packs and memberships cannot be bought.',
    );
  }
  const hostAdvice = hostAdviceFor({
    host: env.HOST,
    publicOrigin: env.PUBLIC_ORIGIN,
    allowedHosts: env.ALLOWED_HOSTS,
  });
  if (hostAdvice) app.log.warn(hostAdvice);
  if (outboxPage && !isLoopbackHost(env.HOST)) {
    app.log.warn(`anyone who can reach ${env.HOST} can read this server's mail at /dev/outbox`);
  }

  // Backups of the embedded database while this server runs (npm run db:backup).
  const dataDir = dataDirOf(env);
  let backups: BackupSocket | null = null;
  if (dataDir) {
    try {
      backups = await serveBackups(database, dataDir, app.log);
    } catch (error) {
      app.log.warn(
        { err: error },
        'npm run db:backup cannot reach this server (its socket beside DATA_DIR could not be opened); stop the server to back the folder up',
      );
    }
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'draining in-flight requests');
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await backups?.close();
      await database.close();
      clearTimeout(forceExit);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  console.log(`\nForesight is running at ${address}  (database: ${database.kind})\n`);
};

start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof EnvError ? message : `Foresight failed to start: ${message}`);
  process.exit(1);
});
