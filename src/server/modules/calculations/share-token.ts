import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '#shared/contracts/calculations';

/** 256 bits from the CSPRNG, base64url: shown to the owner once, never stored. */
export const createShareToken = (): string => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/** What the database keeps: a leaked table cannot be turned back into working links. */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
