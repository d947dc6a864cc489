import { isErrorText } from '#shared/error-texts';
import { ERROR_MESSAGES, ErrorBodySchema } from '#shared/errors';
import type { ApiError } from './api-client';
import { i18n } from './i18n';

export type FailedResponseTitleKey =
  'authRequired' | 'accessDenied' | 'notFound' | 'serverError' | 'requestError';

/** Spec section 8's title of a failed response, by status. */
export const failedResponseTitleKey = (status: number): FailedResponseTitleKey => {
  if (status === 401) return 'authRequired';
  if (status === 403) return 'accessDenied';
  if (status === 404) return 'notFound';
  if (status >= 500) return 'serverError';
  return 'requestError';
};

// A proxy's HTML error page can be long; the toast shows the start of it.
const MAX_MESSAGE_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Our own default messages are shown in the reader's language; any other text as it came. */
const localizedMessage = (body: Record<string, unknown>, message: string): string => {
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success && isErrorText(message, ERROR_MESSAGES[parsed.data.code])) {
    return i18n.t(`errors:${parsed.data.code}`);
  }
  return message;
};

/** The message part: body `message`, else `error`, else the whole body, else the text (spec section 8). */
export const failedResponseMessage = (error: ApiError): string => {
  const body = error.responseBody;
  let message: string;
  if (isRecord(body)) {
    const fromMessage = nonEmptyText(body.message);
    message = fromMessage
      ? localizedMessage(body, fromMessage)
      : (nonEmptyText(body.error) ?? JSON.stringify(body));
  } else if (body !== undefined) {
    message = typeof body === 'string' ? body : JSON.stringify(body);
  } else {
    message = nonEmptyText(error.responseText) ?? error.message;
  }
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
};

/** '{status}: {title} - {message}', e.g. '500: Server Error - Database is down'. */
export const formatFailedResponse = (error: ApiError): string =>
  i18n.t('errors:handler.failedResponse', {
    status: error.status,
    title: i18n.t(`errors:handler.titles.${failedResponseTitleKey(error.status)}`),
    message: failedResponseMessage(error),
  });
