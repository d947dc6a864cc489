import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/*
 * Metrics that belong to the process rather than to one app instance (a test process builds many
 * apps; a server process has one): Node's own (CPU, memory, event-loop lag, garbage collection),
 * token spends, and what modules register here (the password-hashing gate: auth/password-gate.ts). `GET /metrics` serves them with the
 * app's own (metrics-plugin.ts).
 */
export const METRICS_PATH = '/metrics';

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** Every recorded use of a paid tool: charged, free (the day's allowance) or a repeated key. */
export const tokenSpends = new Counter({
  name: 'foresight_token_spends_total',
  help: 'Uses of paid tools recorded, by tool and outcome (charged, free, repeated: an idempotency key seen before)',
  labelNames: ['tool', 'outcome'] as const,
  registers: [processRegistry],
});

export const tokensSpent = new Counter({
  name: 'foresight_tokens_spent_total',
  help: 'Tokens taken from balances by paid tools, by tool',
  labelNames: ['tool'] as const,
  registers: [processRegistry],
});

export const tokensRefunded = new Counter({
  name: 'foresight_tokens_refunded_total',
  help: 'Tokens given back for paid uses whose work failed after the charge, by tool',
  labelNames: ['tool'] as const,
  registers: [processRegistry],
});
