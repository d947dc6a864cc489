import { IDEMPOTENCY_KEY_HEADER } from '#shared/contracts/tokens';

const keys = new Map<string, string>();

/**
 * Sends a paid request (an analysis, a checkout) with an Idempotency-Key that names the intended
 * action, not the attempt: `action` says what is asked for (a business's analysis, one product's
 * checkout). The key stays while the action has not succeeded, so a "Try again" after an answer
 * that never arrived is answered by the server without a second charge or a second checkout
 * (docs/tokens.md); it is forgotten once the action succeeded, so the next one is a new purchase.
 * The server keeps keys per user, so one left over after a sign-out is never another's.
 */
export const sendPaidRequest = async <T>(
  action: string,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> => {
  let key = keys.get(action);
  if (!key) {
    key = crypto.randomUUID();
    keys.set(action, key);
  }
  const result = await send({ [IDEMPOTENCY_KEY_HEADER]: key });
  keys.delete(action);
  return result;
};
