import { z } from 'zod';

/** Every error the API can answer with. The web app translates `errors.<CODE>`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'MISDIRECTED_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'USERNAME_TAKEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSINESS_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_EMAIL_CREDENTIALS',
  'LINK_INVALID',
  'EMAIL_IN_USE',
  'IDENTITY_TOKEN_INVALID',
  'SIGN_IN_PROVIDER_UNAVAILABLE',
  'SIGN_IN_PROVIDER_FAILED',
  'UNAUTHORIZED_DOMAIN',
  'ACCOUNT_EXISTS',
  'WRONG_PASSWORD',
  'REAUTHENTICATION_REQUIRED',
  'LAST_SIGN_IN_METHOD',
  'ANALYSIS_INPUTS_MISSING',
  'FOLLOW_UP_NOT_DUE',
  'FOLLOW_UP_ANSWERED',
  'TOKENS_REQUIRED',
  'CHECKOUT_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The one code → HTTP status table. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  MISDIRECTED_REQUEST: 421,
  NOT_FOUND: 404,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_REQUIRED: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_EMAIL_CREDENTIALS: 401,
  LINK_INVALID: 400,
  EMAIL_IN_USE: 409,
  IDENTITY_TOKEN_INVALID: 401,
  SIGN_IN_PROVIDER_UNAVAILABLE: 404,
  SIGN_IN_PROVIDER_FAILED: 401,
  UNAUTHORIZED_DOMAIN: 400,
  ACCOUNT_EXISTS: 409,
  WRONG_PASSWORD: 401,
  REAUTHENTICATION_REQUIRED: 401,
  LAST_SIGN_IN_METHOD: 409,
  ANALYSIS_INPUTS_MISSING: 422,
  FOLLOW_UP_NOT_DUE: 409,
  FOLLOW_UP_ANSWERED: 409,
  TOKENS_REQUIRED: 402,
  CHECKOUT_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** Default human-readable English messages; the spec's texts where it gives them. */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Some fields are invalid. Please check them and try again.',
  UNAUTHENTICATED: 'You need to be logged in to access this page',
  INVALID_CREDENTIALS: 'Invalid username or password',
  SESSION_EXPIRED: 'Your session has expired. Please log in again to continue.',
  FORBIDDEN: 'You do not have permission to do this.',
  CROSS_SITE_REQUEST: 'Cross-site requests are not allowed.',
  MISDIRECTED_REQUEST: 'This server is not set up to answer for this host name.',
  NOT_FOUND: 'The requested resource was not found.',
  CONFLICT: 'This conflicts with existing data.',
  USERNAME_TAKEN: 'This username is already taken',
  RATE_LIMITED: 'Too many attempts. Please wait a while and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Requests must be sent as JSON (Content-Type: application/json).',
  BUSINESS_REQUIRED: 'Create a business first.',
  EMAIL_NOT_VERIFIED:
    'Please verify your e-mail address first: open the link in the mail we sent you (a new one goes out unless we sent several in the last hour).',
  INVALID_EMAIL_CREDENTIALS: 'Incorrect e-mail or password',
  LINK_INVALID: 'This link is invalid or has expired. Please ask for a new one.',
  EMAIL_IN_USE: 'This e-mail address is already used by another account.',
  IDENTITY_TOKEN_INVALID: 'Failed to authenticate with server',
  SIGN_IN_PROVIDER_UNAVAILABLE: 'This sign-in method is not available.',
  SIGN_IN_PROVIDER_FAILED: 'Sign-in with the identity provider failed. Please try again.',
  UNAUTHORIZED_DOMAIN:
    'This domain is not authorized for Google sign-in. Please add your domain to the identity provider console under Authentication > Settings > Authorized domains.',
  ACCOUNT_EXISTS:
    'An account already uses this e-mail address. Sign in to it, then connect this sign-in method on your account page.',
  WRONG_PASSWORD: 'The current password is incorrect.',
  REAUTHENTICATION_REQUIRED: 'Please sign in again to do this.',
  LAST_SIGN_IN_METHOD: 'This is your only way to sign in, so it cannot be removed.',
  ANALYSIS_INPUTS_MISSING:
    'This business has no calculator answers yet: run the calculator for it first, then request the analysis.',
  FOLLOW_UP_NOT_DUE:
    'This question is not open: it is asked 6, 12 and 24 months after a calculation was saved, one at a time.',
  FOLLOW_UP_ANSWERED: 'You have already answered this question for this calculation.',
  TOKENS_REQUIRED:
    'You do not have enough tokens for this. Buy a token pack, or use the free daily runs again tomorrow.',
  CHECKOUT_UNAVAILABLE:
    'Payments are not available on this server at the moment. Nothing was charged.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
} as const satisfies Record<ErrorCode, string>;

/** Field name → messages. Dotted paths for nested fields. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  fieldErrors: FieldErrorsSchema.optional(),
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  /** The request's id (its X-Request-Id), on every 5xx answer: what to quote to the operator. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

type AppErrorOptions = {
  /** Human-readable message for the user; defaults to ERROR_MESSAGES[code]. */
  message?: string;
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
  cause?: unknown;
};

/** The one error type that services throw. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(this.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: this.retryAfterSeconds }
        : {}),
    };
  }
}
