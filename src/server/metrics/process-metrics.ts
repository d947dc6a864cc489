import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { passwordGate } from '#server/modules/auth/password-gate';

/*
 * Metrics that belong to the process rather than to one app instance (a test process builds many
 * apps; a server process has one): Node's own (CPU, memory, event-loop lag, garbage collection),
 * the password-hashing gate (one per process) and token spends. `GET /metrics` serves them with the
 * app's own (plugins/metrics.ts).
 */
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

new Gauge({
  name: 'foresight_password_hashing_running',
  help: 'Password hashes or checks running now (argon2 threads)',
  registers: [processRegistry],
  collect() {
    this.set(passwordGate.running);
  },
});
new Gauge({
  name: 'foresight_password_hashing_waiting',
  help: 'Password hashes or checks waiting for a thread',
  registers: [processRegistry],
  collect() {
    this.set(passwordGate.waiting);
  },
});
new Gauge({
  name: 'foresight_password_hashing_capacity',
  help: 'Password hashes that may run at once (slots) and wait (queue) before callers get 503',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
  collect() {
    this.set({ kind: 'slots' }, passwordGate.slots);
    this.set({ kind: 'queue' }, passwordGate.maxWaiting);
  },
});
new Counter({
  name: 'foresight_password_hashing_refused_total',
  help: 'Password checks refused with 503 because the hashing queue was full',
  registers: [processRegistry],
  collect() {
    this.reset();
    this.inc(passwordGate.refused);
  },
});
