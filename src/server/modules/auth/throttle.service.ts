import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import { forgetFull, knownFullUntil, rememberFull } from './known-full-counters';
import {
  deleteThrottle,
  deleteThrottlesIdleSince,
  type ThrottleState,
  updateThrottlesLocked,
} from './throttle.repository';

const MINUTE_MS = 60 * 1000;

export type ThrottleRule = {
  scope: string;
  /** Attempts allowed inside one window; the next one is refused. */
  maxAttempts: number;
  windowMs: number;
  /** If set, a full counter blocks until this long after the last attempt, else until the window ends. */
  lockMs?: number;
  /** Why the caller is refused, shown to the user. */
  reason: string;
};

/**
 * Sign-in (sign-in-brake.ts): per account and source 10 attempts in 15 minutes, then refused until
 * 15 minutes after the 10th, even with the right password; a successful login clears it. Per
 * account, for sources that never signed in to it: 50 attempts an hour, then an hour's wait.
 * Attempts are counted before argon2 runs. Per IP: fixed windows of 100 logins per 15 minutes
 * and 20 registrations per hour.
 */
export const THROTTLE_RULES = {
  loginAccountSource: {
    scope: 'login-account-source',
    maxAttempts: 10,
    windowMs: 15 * MINUTE_MS,
    lockMs: 15 * MINUTE_MS,
    reason: 'Too many failed login attempts for this account.',
  },
  loginAccount: {
    scope: 'login-account',
    maxAttempts: 50,
    windowMs: 60 * MINUTE_MS,
    lockMs: 60 * MINUTE_MS,
    reason: 'Too many failed login attempts for this account from new places.',
  },
  loginIp: {
    scope: 'login-ip',
    maxAttempts: 100,
    windowMs: 15 * MINUTE_MS,
    reason: 'Too many login attempts from your network.',
  },
  /** POST /api/firebase-auth: each call verifies a signature and may fetch keys. */
  identitySyncIp: {
    scope: 'identity-sync-ip',
    maxAttempts: 60,
    windowMs: 15 * MINUTE_MS,
    reason: 'Too many sign-in attempts from your network.',
  },
  /** POST /api/simulate and /api/goal-seek: CPU-heavy, open to visitors. */
  simulationIp: {
    scope: 'simulation-ip',
    maxAttempts: 30,
    windowMs: MINUTE_MS,
    reason: 'Too many simulations from your network.',
  },
  /**
   * POST /api/ideas/find: a search the founder cache has not seen scores the whole idea catalogue
   * with the engine (about 10-25 ms); a person changing filters stays far below the account's
   * budget, and a network holds a few such people.
   */
  ideaFinderUser: {
    scope: 'idea-finder-user',
    maxAttempts: 60,
    windowMs: MINUTE_MS,
    reason: 'Too many idea searches from your account.',
  },
  ideaFinderIp: {
    scope: 'idea-finder-ip',
    maxAttempts: 240,
    windowMs: MINUTE_MS,
    reason: 'Too many idea searches from your network.',
  },
  /**
   * Reads that run the engine or a dozen queries over one user's data: insights, the dashboards,
   * the experiments' updated estimate, the check-ups. Issue 34: one user's 16 connections on GET /api/insights
   * held everyone's health check at a p95 of 0.4-1.1 s. Opening every page a few times a minute
   * stays far below the account's budget.
   */
  costlyReadUser: {
    scope: 'costly-read-user',
    maxAttempts: 120,
    windowMs: MINUTE_MS,
    reason: 'Too many requests from your account.',
  },
  costlyReadIp: {
    scope: 'costly-read-ip',
    maxAttempts: 600,
    windowMs: MINUTE_MS,
    reason: 'Too many requests from your network.',
  },
  /**
   * Saved analyses: comprehensive reports (paid) and check-ups. Each reads the business, runs the
   * engine and writes several rows; nobody asks for 30 a minute.
   */
  analysisWriteUser: {
    scope: 'analysis-write-user',
    maxAttempts: 30,
    windowMs: MINUTE_MS,
    reason: 'Too many analyses were requested from your account.',
  },
  analysisWriteIp: {
    scope: 'analysis-write-ip',
    maxAttempts: 120,
    windowMs: MINUTE_MS,
    reason: 'Too many analyses were requested from your network.',
  },
  registerIp: {
    scope: 'register-ip',
    maxAttempts: 20,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many accounts were created from your network.',
  },
  // E-mail accounts: sign-in is braked like the username login (sign-in-brake.ts); every call that mails someone is capped per
  // address (so nobody can flood an inbox) and per IP (so nobody can flood many).
  emailSignInIp: {
    scope: 'email-sign-in-ip',
    maxAttempts: 100,
    windowMs: 15 * MINUTE_MS,
    reason: 'Too many login attempts from your network.',
  },
  emailSignUpAddress: {
    scope: 'email-sign-up-address',
    maxAttempts: 5,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many e-mails were requested for this address.',
  },
  emailSignUpIp: {
    scope: 'email-sign-up-ip',
    maxAttempts: 20,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many sign-up attempts from your network.',
  },
  passwordResetAddress: {
    scope: 'password-reset-address',
    maxAttempts: 5,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many e-mails were requested for this address.',
  },
  passwordResetIp: {
    scope: 'password-reset-ip',
    maxAttempts: 20,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many e-mails were requested from your network.',
  },
  /** Resent verification links, address changes and the link sent on an unverified sign-in. */
  verificationMailAddress: {
    scope: 'verification-mail-address',
    maxAttempts: 5,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many e-mails were requested for this address.',
  },
  verificationMailIp: {
    scope: 'verification-mail-ip',
    maxAttempts: 20,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many e-mails were requested from your network.',
  },
  // Newsletter and contact form (modules/newsletter, modules/contact): open to visitors and mailing.
  newsletterSubscribeIp: {
    scope: 'newsletter-subscribe-ip',
    maxAttempts: 10,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many subscription requests from your network.',
  },
  newsletterSubscribeAddress: {
    scope: 'newsletter-subscribe-address',
    maxAttempts: 3,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many e-mails were requested for this address.',
  },
  /** Confirm, unsubscribe and resubscribe together: each call tries one token. */
  newsletterLinkIp: {
    scope: 'newsletter-link-ip',
    maxAttempts: 30,
    windowMs: 15 * MINUTE_MS,
    reason: 'Too many newsletter link attempts from your network.',
  },
  contactIp: {
    scope: 'contact-ip',
    maxAttempts: 5,
    windowMs: 60 * MINUTE_MS,
    reason: 'Too many messages were sent from your network.',
  },
} as const satisfies Record<string, ThrottleRule>;

/** The longest window: counters idle for longer carry no information. */
const STALE_THROTTLE_MS = 60 * MINUTE_MS;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** When a full counter takes attempts again (ms): its lock after the last one, else its window's end. */
const opensAgainAt = (rule: ThrottleRule, current: ThrottleState) =>
  rule.lockMs === undefined
    ? current.windowStartedAt.getTime() + rule.windowMs
    : current.lastAttemptAt.getTime() + rule.lockMs;

/** Pure: the counter after one more attempt, or a refusal that leaves the counter untouched. */
export const decideAttempt = (
  rule: ThrottleRule,
  current: ThrottleState,
  now: Date,
): { next: ThrottleState | null; result: ThrottleDecision } => {
  const windowEndsAt = current.windowStartedAt.getTime() + rule.windowMs;
  const blockedUntil = opensAgainAt(rule, current);
  const isFull = current.attempts >= rule.maxAttempts;
  if (isFull && blockedUntil > now.getTime()) {
    const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000));
    return { next: null, result: { allowed: false, retryAfterSeconds } };
  }
  const startsNewWindow = isFull || windowEndsAt <= now.getTime();
  return {
    next: {
      attempts: (startsNewWindow ? 0 : current.attempts) + 1,
      windowStartedAt: startsNewWindow ? now : current.windowStartedAt,
      lastAttemptAt: now,
    },
    result: { allowed: true },
  };
};

const formatWait = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

type ThrottleContext = ServerContext;

/** One attempt against one rule's counter for one subject (an address, an account). */
export type Attempt = { rule: ThrottleRule; subject: string };

const keyOf = (attempt: Attempt) => `${attempt.rule.scope}:${attempt.subject}`;

const rateLimited = (rule: ThrottleRule, opensAtMs: number, now: Date) => {
  const retryAfterSeconds = Math.max(1, Math.ceil((opensAtMs - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', {
    message: `${rule.reason} Please try again in ${formatWait(retryAfterSeconds)}.`,
    retryAfterSeconds,
  });
};

/**
 * Counts one attempt against each rule, in order and in one transaction, or throws RATE_LIMITED
 * (with retryAfterSeconds) for the first rule whose limit is reached: the counters before it keep
 * their attempt, that one and those after it are left as they were. When the first counter is
 * known full in this process (known-full-counters.ts), the refusal comes without the transaction.
 */
export const consumeAttempts = async (
  context: ThrottleContext,
  attempts: readonly Attempt[],
): Promise<void> => {
  const now = context.clock();
  const [first] = attempts;
  const knownUntil = first ? knownFullUntil(context.db, keyOf(first), now.getTime()) : null;
  if (first && knownUntil !== null) throw rateLimited(first.rule, knownUntil, now);
  const refusal = await updateThrottlesLocked(context.db, {
    keys: attempts.map(keyOf),
    now,
    decide: (current) => {
      const next = new Map<string, ThrottleState>();
      for (const attempt of attempts) {
        const key = keyOf(attempt);
        const state = next.get(key) ?? current.get(key);
        if (!state) throw new Error(`throttle row ${key} was not read`);
        const { next: after, result } = decideAttempt(attempt.rule, state, now);
        if (!result.allowed) {
          const opensAt = opensAgainAt(attempt.rule, state);
          return { next, result: { rule: attempt.rule, key, opensAt } };
        }
        if (after) next.set(key, after);
      }
      return { next, result: null };
    },
  });
  if (refusal) {
    rememberFull(context.db, refusal.key, refusal.opensAt, now.getTime());
    throw rateLimited(refusal.rule, refusal.opensAt, now);
  }
};

/** Counts one attempt or throws RATE_LIMITED (with retryAfterSeconds) when the limit is reached. */
export const consumeAttempt = (context: ThrottleContext, attempt: Attempt): Promise<void> =>
  consumeAttempts(context, [attempt]);

/** A signed-in user's costly work: one budget per account and one per network. */
export type UserBudget = { user: ThrottleRule; network: ThrottleRule };

export const USER_BUDGETS = {
  ideaFinder: { user: THROTTLE_RULES.ideaFinderUser, network: THROTTLE_RULES.ideaFinderIp },
  costlyRead: { user: THROTTLE_RULES.costlyReadUser, network: THROTTLE_RULES.costlyReadIp },
  analysisWrite: {
    user: THROTTLE_RULES.analysisWriteUser,
    network: THROTTLE_RULES.analysisWriteIp,
  },
} as const satisfies Record<string, UserBudget>;

/**
 * Counts one attempt of a signed-in user against the account's and the network's counters (the
 * account first: its refusal leaves the network's count alone), or throws RATE_LIMITED. Routes
 * call it before any other work of the request: a flood past the account's budget then costs no
 * query at all (known-full-counters.ts).
 */
export const consumeUserAttempt = (
  context: ThrottleContext,
  budget: UserBudget,
  request: { user: { id: string }; ip: string },
): Promise<void> =>
  consumeAttempts(context, [
    { rule: budget.user, subject: request.user.id },
    { rule: budget.network, subject: request.ip },
  ]);

export const resetAttempts = async (
  context: ThrottleContext,
  options: { rule: ThrottleRule; subject: string },
): Promise<void> => {
  forgetFull(context.db, keyOf(options));
  await deleteThrottle(context.db, keyOf(options));
};

/** Housekeeping run after successful logins, so abandoned counters do not accumulate. */
export const deleteStaleThrottles = async (context: ThrottleContext): Promise<void> => {
  await deleteThrottlesIdleSince(
    context.db,
    new Date(context.clock().getTime() - STALE_THROTTLE_MS),
  );
};
