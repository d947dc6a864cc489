import type { FastifyReply } from 'fastify';

/** `__Host-` binds the cookie to this exact origin over https: no Domain, Path=/, Secure. */
export const sessionCookieName = (isSecure: boolean): string =>
  isSecure ? '__Host-session' : 'session';

const baseOptions = (isSecure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure }) as const;

export const setSessionCookie = (
  reply: FastifyReply,
  options: { token: string; maxAgeSeconds: number; isSecure: boolean },
): void => {
  reply.setCookie(sessionCookieName(options.isSecure), options.token, {
    ...baseOptions(options.isSecure),
    maxAge: options.maxAgeSeconds,
  });
};

/**
 * The Clear-Site-Data value sent whenever a session ends by the user's hand (logout, "sign out
 * everywhere", account deletion): drops cached responses and the cookie. Not "storage": spec
 * section 4 removes only the login keys on logout, and a visitor's language, cookie consent,
 * accessibility settings and the offline app shell (service worker) must survive it. The web
 * client clears its own login keys.
 */
export const CLEAR_SITE_DATA = '"cache","cookies"';

export const clearSessionCookie = (reply: FastifyReply, isSecure: boolean): void => {
  reply.clearCookie(sessionCookieName(isSecure), baseOptions(isSecure));
};
