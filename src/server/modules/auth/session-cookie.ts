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

export const clearSessionCookie = (reply: FastifyReply, isSecure: boolean): void => {
  reply.clearCookie(sessionCookieName(isSecure), baseOptions(isSecure));
};
