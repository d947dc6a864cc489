import type { ErrorCode, FieldErrors } from '#shared/errors';

// The error classes live apart from api-client.ts so code on the first load (query client, forms,
// guards) can tell failures apart without pulling in Zod and the contracts (docs/decisions/009).

/** An error answer from the API, with the server's code and field errors. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** The answer's body as JSON, when it was JSON (spec section 8 reads `message`/`error` from it). */
  readonly responseBody: unknown;
  /** The answer's raw text, for bodies that were not JSON. */
  readonly responseText: string;

  constructor(options: {
    status: number;
    code: ErrorCode;
    message: string;
    fieldErrors?: FieldErrors | undefined;
    responseBody?: unknown;
    responseText?: string;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
    this.responseBody = options.responseBody;
    this.responseText = options.responseText ?? '';
  }
}

/** The request never got an answer (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}
