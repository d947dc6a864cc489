import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaidToolId } from '#shared/catalogue';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IdempotencyKeySchema,
} from '#shared/contracts/tokens';
import { AppError } from '#shared/errors';

/**
 * The client's `Idempotency-Key` header (1-200 visible ASCII characters), or null without one; a
 * malformed key is a 400 naming the header, never silently ignored (a retry would then charge).
 */
export const clientIdempotencyKey = (headers: IncomingHttpHeaders): string | null => {
  const raw = headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const parsed = IdempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', {
      message: IDEMPOTENCY_KEY_MESSAGE,
      fieldErrors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_MESSAGE] },
    });
  return parsed.data;
};

/**
 * The key a paid use is recorded under. A client that sends `Idempotency-Key` gets its retries
 * answered without a second charge; the tool id is part of the key, so one client key used with
 * two tools is two uses. Without the header every request is a use of its own.
 */
export const toolUseKey = (toolId: PaidToolId, headers: IncomingHttpHeaders): string => {
  const key = clientIdempotencyKey(headers);
  return key === null ? `${toolId}:request:${randomUUID()}` : `${toolId}:client:${key}`;
};
