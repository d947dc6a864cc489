import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localizeErrorBody } from '#shared/error-texts';
import { AppError, type ErrorCode, type FieldErrors } from '#shared/errors';
import {
  DATABASE_FULL_MESSAGE,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNREACHABLE_MESSAGE,
  databaseFaultOf,
} from '#server/db/database-faults';
import { requestLanguage } from '#server/http/request-language';
import { localizeZodMessages } from './zod-messages';

/** Fastify's own client errors (bad JSON, wrong content type, too large) mapped to our codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is empty; JSON was expected.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'The request body length is invalid.',
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
};

const toFieldErrors = (
  issues: ReadonlyArray<{ instancePath: string; message?: string | undefined }>,
): FieldErrors => {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_root';
    (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
};

const summarise = (fieldErrors: FieldErrors): string => {
  const first = Object.values(fieldErrors)[0]?.[0];
  return first ?? 'Some fields are invalid.';
};

/** Maps every error to `{ code, message, fieldErrors? }`; nothing internal ever leaves. */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = toFieldErrors(error.validation);
    return new AppError('VALIDATION_FAILED', { message: summarise(fieldErrors), fieldErrors });
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return new AppError(known.code, known.message ? { message: known.message } : {});
  // JSON with a __proto__ key and other generic client errors Fastify raises with a 4xx status.
  if (fastifyError.statusCode === 400) {
    return new AppError('VALIDATION_FAILED', { message: 'The request is malformed.' });
  }
  const fault = databaseFaultOf(error);
  if (fault)
    return new AppError('SERVICE_UNAVAILABLE', {
      message: fault === 'full' ? DATABASE_FULL_MESSAGE : DATABASE_UNREACHABLE_MESSAGE,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      cause: error,
    });
  return new AppError('INTERNAL', { cause: error });
};

/**
 * Refusals that say someone may be attacking: one `security refusal` line each (level info), with
 * the client's address as the server sees it (behind a trusted proxy, the proxy's client; never
 * the proxy), for an operator or a tool such as fail2ban to read. No username or password.
 */
const SECURITY_CODES: ReadonlySet<ErrorCode> = new Set([
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'INVALID_EMAIL_CREDENTIALS',
  'CROSS_SITE_REQUEST',
  'MISDIRECTED_REQUEST',
]);

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error, request, reply) => {
    const language = requestLanguage(request);
    const appError = toAppError(localizeZodMessages(error, language));
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else if (databaseFaultOf(error)) request.log.warn({ err: error }, 'database fault');
    else if (SECURITY_CODES.has(appError.code))
      request.log.info(
        {
          ip: request.ip,
          code: appError.code,
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
        },
        'security refusal',
      );
    if (appError.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(appError.retryAfterSeconds));
    }
    const body = localizeErrorBody(appError.toBody(), language);
    // A server-side failure names the request, so the user's report finds the log lines.
    return reply
      .status(appError.status)
      .send(appError.status >= 500 ? { ...body, requestId: request.id } : body);
  });
});
