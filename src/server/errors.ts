/** What went wrong, independent of HTTP; the error handler maps each code to a status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error whose message is meant for the person who caused it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For RATE_LIMITED and UNAVAILABLE: when the client may try again. */
    readonly retryAfterSeconds?: number,
    /** The underlying failure, for the log (never sent to the client). */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  get statusCode() {
    return ERROR_STATUS[this.code];
  }
}
