import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve (default dist/web); lets parallel e2e runs use separate builds. */
  WEB_ROOT: z.string().min(1).optional(),
  /** Skip seeding demo content. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Env = Readonly<z.infer<typeof EnvSchema>>;

/** Parses the environment once; every bad variable is named before the process exits. */
export const parseEnv = (source: Record<string, string | undefined>): Env => {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
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
