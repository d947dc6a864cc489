import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** As long as a pending login lives (OIDC_LOGIN_TTL_MS). */
const BINDING_MAX_AGE_SECONDS = 10 * 60;

/** `__Host-` over https: the cookie cannot be planted by a sibling subdomain. */
const bindingCookieName = (isSecure: boolean) =>
  isSecure ? '__Host-oidc-binding' : 'oidc-binding';

// Lax, not Strict: the provider's redirect back is a cross-site top-level navigation.
const cookieOptions = (isSecure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure }) as const;

export const createBindingToken = (): string => randomBytes(32).toString('base64url');

export const hashBindingToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const isSameBinding = (token: string, storedHash: string): boolean => {
  const actual = Buffer.from(hashBindingToken(token), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

export const setBindingCookie = (reply: FastifyReply, token: string, isSecure: boolean): void => {
  reply.setCookie(bindingCookieName(isSecure), token, {
    ...cookieOptions(isSecure),
    maxAge: BINDING_MAX_AGE_SECONDS,
  });
};

export const readBindingCookie = (request: FastifyRequest, isSecure: boolean): string | undefined =>
  request.cookies[bindingCookieName(isSecure)];

export const clearBindingCookie = (reply: FastifyReply, isSecure: boolean): void => {
  reply.clearCookie(bindingCookieName(isSecure), cookieOptions(isSecure));
};
