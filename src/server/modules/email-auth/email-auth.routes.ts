import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  updatePasswordWithReset as confirmPasswordResetEndpoint,
  createEmailAccount,
  createEmailSession,
  createEmailVerification,
  createPasswordReset,
  updateAccountEmail,
  updateEmailVerification,
} from '#shared/contracts/email-auth';
import type { BackgroundWork } from '#server/http/background-work';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { requestLanguage } from '#server/http/request-language';
import type { Mailer } from '#server/mail/mailer';
import {
  deviceIdFor,
  readDeviceId,
  setDeviceCookie,
  setSessionCookie,
  type SignedIn,
} from '#server/modules/auth/index';
import { assertAccountHolder } from '#server/modules/account/index';
import { isSecureRequest } from '#server/plugins/security';
import { resendVerification, signInWithEmail, signUpWithEmail } from './email-auth.service';
import { requestEmailChange, verifyEmail } from './email-verification.service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';

export type EmailAuthRoutesOptions = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Origin of mailed links (configured; never the Host header). */
  appOrigin: string;
  publicOrigin: string | undefined;
  background: BackgroundWork;
};

const VERIFICATION_SENT = { status: 'verification-sent' } as const;

/** The caller as the mailing services see it: network address and reading language. */
const callerOf = (request: FastifyRequest) => ({
  ip: request.ip,
  language: requestLanguage(request),
});

/** The browser's session (replaced, never kept: fixation) and its agent. */
const sessionOf = (request: FastifyRequest) => ({
  currentSessionId: request.sessionId,
  userAgent: request.headers['user-agent'],
});

export const emailAuthRoutes = async (app: FastifyInstance, options: EmailAuthRoutesOptions) => {
  const context = {
    db: options.db,
    clock: options.clock,
    mailer: options.mailer,
    appOrigin: options.appOrigin,
    background: options.background,
  };
  const signedIn = (request: FastifyRequest, reply: FastifyReply, { user, session }: SignedIn) => {
    setSessionCookie(reply, {
      ...session,
      isSecure: isSecureRequest(request, options.publicOrigin),
    });
    return user;
  };

  registerEndpoint(app, createEmailAccount, async (request) => {
    await signUpWithEmail(context, { ...callerOf(request), ...request.body });
    return VERIFICATION_SENT;
  });

  registerEndpoint(app, createEmailSession, async (request, reply) => {
    const secure = isSecureRequest(request, options.publicOrigin);
    const device = deviceIdFor(readDeviceId(request, secure));
    const user = signedIn(
      request,
      reply,
      await signInWithEmail(context, {
        ...callerOf(request),
        ...sessionOf(request),
        ...request.body,
        deviceId: device.deviceId,
      }),
    );
    if (device.isNew) setDeviceCookie(reply, device.deviceId, secure);
    return user;
  });

  registerEndpoint(app, updateEmailVerification, async (request, reply) =>
    signedIn(
      request,
      reply,
      await verifyEmail(context, { ...callerOf(request), ...sessionOf(request), ...request.body }),
    ),
  );

  registerEndpoint(app, createEmailVerification, async (request) => {
    await resendVerification(context, { ...callerOf(request), ...request.body });
    return VERIFICATION_SENT;
  });

  registerEndpoint(app, updateAccountEmail, async (request) => {
    await assertAccountHolder(
      { ...context, userId: request.user.id },
      {
        currentPassword: request.body.currentPassword,
        requester: {
          sessionId: request.sessionId,
          ip: request.ip,
          deviceId: readDeviceId(request, isSecureRequest(request, options.publicOrigin)),
        },
      },
    );
    await requestEmailChange(context, {
      ...callerOf(request),
      userId: request.user.id,
      email: request.body.email,
    });
    return VERIFICATION_SENT;
  });

  registerEndpoint(app, createPasswordReset, async (request) => {
    await requestPasswordReset(context, { ...callerOf(request), ...request.body });
    return { status: 'reset-sent' as const };
  });

  registerEndpoint(app, confirmPasswordResetEndpoint, async (request, reply) =>
    signedIn(
      request,
      reply,
      await confirmPasswordReset(context, { ...sessionOf(request), ...request.body }),
    ),
  );
};
