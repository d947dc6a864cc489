import { z } from 'zod';
import { SUPPORT_EMAIL } from '#shared/constants';
import { isHostName } from './http/allowed-hosts';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** The public origin (https://app.example.com) when behind a proxy; enables Secure cookies over https. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Proxy addresses whose X-Forwarded-* headers are trusted (Fastify trustProxy). Empty: none. */
  TRUST_PROXY: z.string().default(''),
  /**
   * Comma-separated host names served besides PUBLIC_ORIGIN's host (or the loopback names): a load
   * balancer's internal name, a LAN address. Any other Host header gets 421 (DNS rebinding).
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== ''),
    )
    .refine((names) => names.every(isHostName), {
      message: 'must be host names without scheme or port (IPv6 in brackets), comma-separated',
    }),
  /**
   * A bearer token that opens GET /metrics to scrapers beyond this machine (`Authorization: Bearer
   * <token>`). Unset: /metrics answers only clients on this machine that did not come through a
   * proxy.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve (default dist/web); lets parallel e2e runs use separate builds. */
  WEB_ROOT: z.string().min(1).optional(),
  /** smtp(s)://user:pass@host:port: mail goes out through this server. Unset: to the outbox table and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From header of every mail. */
  MAIL_FROM: z.string().min(3).default('Foresight <no-reply@foresight.example>'),
  /** OpenID Connect sign-in (Google: https://accounts.google.com). All three or none. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The provider's name on the sign-in button; defaults to Google. */
  OIDC_PROVIDER_NAME: z.string().min(1).max(40).default('Google'),
  /**
   * The identity sync (POST /api/firebase-auth) accepts ID tokens signed by this issuer for this
   * audience, checked against this JWKS. Default: the OIDC provider above (its client id as audience).
   * A Firebase project: https://securetoken.google.com/<project>, <project>, and Google's securetoken JWKS.
   */
  IDENTITY_TOKEN_ISSUER: z.url().optional(),
  IDENTITY_TOKEN_AUDIENCE: z.string().min(1).optional(),
  IDENTITY_TOKEN_JWKS_URL: z.url().optional(),
  /** Comma-separated usernames that are blog admins (made admin at start-up). */
  ADMIN_USERNAMES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  /** Where contact-form messages are mailed. */
  CONTACT_INBOX: z.email().default(SUPPORT_EMAIL),
  /**
   * An OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM) that writes the insights'
   * narrative from the engine's numbers. All three or none; none: the deterministic text only.
   */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /**
   * Stripe Checkout for token packs and memberships (both or none): the secret API key (sk_…) and
   * the webhook endpoint's signing secret (whsec_…) for POST /api/stripe/webhook. None: the demo
   * checkout.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Stripe's API address, for stripe-mock or a local fake; default https://api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * The demo checkout (no Stripe keys: a purchase completes on a click, no money taken). Unset: on
   * outside production, refused in production; allow: on everywhere; deny: off everywhere.
   */
  DEMO_CHECKOUT: z.enum(['allow', 'deny']).optional(),
  /** Skip seeding demo content. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

const OIDC_KEYS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const IDENTITY_TOKEN_KEYS = [
  'IDENTITY_TOKEN_ISSUER',
  'IDENTITY_TOKEN_AUDIENCE',
  'IDENTITY_TOKEN_JWKS_URL',
] as const;

/** A half-configured provider is a mistake to report at start, not a broken button later. */
const requireAllOrNone =
  (keys: readonly string[]) => (env: Record<string, unknown>, context: z.RefinementCtx) => {
    const missing = keys.filter((key) => env[key] === undefined);
    if (missing.length > 0 && missing.length < keys.length) {
      for (const key of missing) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `is required with ${keys.filter((k) => !missing.includes(k)).join(', ')}`,
        });
      }
    }
  };

const LLM_KEYS = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

const CheckedEnvSchema = EnvSchema.superRefine(requireAllOrNone(OIDC_KEYS))
  .superRefine(requireAllOrNone(IDENTITY_TOKEN_KEYS))
  .superRefine(requireAllOrNone(LLM_KEYS))
  .superRefine(requireAllOrNone(STRIPE_KEYS));

export type Env = Readonly<z.infer<typeof EnvSchema>>;

/** Parses the environment once; every bad variable is named before the process exits. */
export const parseEnv = (source: Record<string, string | undefined>): Env => {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = CheckedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
};

export class EnvError extends Error {
  override name = 'EnvError';
}
