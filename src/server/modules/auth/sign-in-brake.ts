import { createHash } from 'node:crypto';
import type { ServerContext } from '#server/http/server-context';
import {
  deleteSourcesOlderThan,
  findKnownSourceKeys,
  upsertKnownSources,
} from './sign-in-sources.repository';
import {
  consumeAttempts,
  resetAttempts,
  THROTTLE_RULES,
  type ThrottleRule,
} from './throttle.service';

/**
 * Password guessing is braked twice, so that a stranger cannot lock the owner out:
 * - per account AND source (the address, or a browser that has signed in to this account before):
 *   10 tries in 15 minutes, then that source waits 15 minutes, even with the right password;
 * - per account, for unknown sources only: a slower limit that stops guessing spread over many
 *   addresses. The owner, on an address or browser that signed in before, is never counted there.
 * Known sources are remembered for 90 days after their last successful sign-in.
 */
const KNOWN_SOURCE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SignInSource = { ip: string; deviceId: string | null };

const sourceKey = (account: string, kind: 'ip' | 'device', value: string) =>
  createHash('sha256').update(`${account}\n${kind}\n${value}`, 'utf8').digest('hex');

const sourceKeysOf = (account: string, source: SignInSource) => ({
  ip: sourceKey(account, 'ip', source.ip),
  device: source.deviceId ? sourceKey(account, 'device', source.deviceId) : null,
});

export type BrakeTicket = { account: string; sourceSubject: string };

/**
 * Counts one attempt against the caller's per-network rule (`networkRule`, for `source.ip`) and
 * the brake's counters, in one transaction, or throws RATE_LIMITED. Call before checking the
 * password.
 */
export const brakeSignInAttempt = async (
  context: ServerContext,
  options: { account: string; source: SignInSource; networkRule: ThrottleRule },
): Promise<BrakeTicket> => {
  const keys = sourceKeysOf(options.account, options.source);
  const since = new Date(context.clock().getTime() - KNOWN_SOURCE_DAYS * DAY_MS);
  const known = new Set(
    await findKnownSourceKeys(
      context.db,
      [keys.ip, keys.device].filter((key) => key !== null),
      since,
    ),
  );
  const knownDevice = keys.device !== null && known.has(keys.device);
  // A browser that signed in before has its own counter, so guesses from its network do not
  // lock it; an unknown cookie value buys nothing (the counter is then the address's).
  const sourceSubject = knownDevice ? `device:${keys.device}` : `ip:${keys.ip}`;
  const isKnownSource = knownDevice || known.has(keys.ip);
  await consumeAttempts(context, [
    { rule: options.networkRule, subject: options.source.ip },
    { rule: THROTTLE_RULES.loginAccountSource, subject: `${options.account}|${sourceSubject}` },
    ...(isKnownSource ? [] : [{ rule: THROTTLE_RULES.loginAccount, subject: options.account }]),
  ]);
  return { account: options.account, sourceSubject };
};

export const recordSignInSuccess = async (
  context: ServerContext,
  options: { ticket: BrakeTicket; source: SignInSource; userId: string },
): Promise<void> => {
  await resetAttempts(context, {
    rule: THROTTLE_RULES.loginAccountSource,
    subject: `${options.ticket.account}|${options.ticket.sourceSubject}`,
  });
  await rememberSignInSource(context, {
    account: options.ticket.account,
    source: options.source,
    userId: options.userId,
  });
};

/** The address and browser of a sign-in (or a registration) are known for the next 90 days. */
export const rememberSignInSource = async (
  context: ServerContext,
  options: { account: string; source: SignInSource; userId: string },
): Promise<void> => {
  const now = context.clock();
  const keys = sourceKeysOf(options.account, options.source);
  await upsertKnownSources(context.db, {
    keys: [keys.ip, keys.device].filter((key) => key !== null),
    userId: options.userId,
    now,
  });
  await deleteSourcesOlderThan(context.db, new Date(now.getTime() - KNOWN_SOURCE_DAYS * DAY_MS));
};
