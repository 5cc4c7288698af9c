// Errors carrying Strapi v4's names and statuses. Code throws these; one place per transport
// (rest/error-envelope.ts, graphql/format-error.ts) turns them into a response.
//
// Every error is a `TesseraError` (name, status, message, details). The named types below are
// made by one factory, so that `new NotFoundError()` and `instanceof ValidationError` read as
// they do in Strapi's own code, and `createError` makes a one-off error with any name and status.

export type ErrorDetails = Record<string, unknown>;

interface ErrorSpec {
  errorName: string;
  status: number;
  defaultMessage: string;
}

export class TesseraError extends Error {
  static errorName = 'ApplicationError';
  static status = 400;
  static defaultMessage = 'An application error occured';
  status: number;
  /** Absent on Strapi's http-errors (body parser, multipart), which answer without a `details` key. */
  details: ErrorDetails | undefined;
  /** Set on refusals for size or depth: the server log names the cause (the client sees only the message). */
  declare logCause?: string;

  constructor(message?: string, details: ErrorDetails | undefined = {}) {
    const spec = new.target as unknown as ErrorSpec;
    // An answer for the client, not a fault: no one reads its stack (faults are other errors, and
    // are logged with theirs), and capturing one was an eighth of the CPU of a 404.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message ?? spec.defaultMessage);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = spec.errorName;
    this.status = spec.status;
    this.details = details;
  }
}

export type ErrorType = typeof TesseraError;

/** A named error type: `errorType('NotFoundError', 404, 'Not Found')`, a kind of `parent`. */
export function errorType(
  errorName: string,
  status: number,
  defaultMessage: string,
  parent: ErrorType = TesseraError,
): ErrorType {
  return class extends parent {
    static errorName = errorName;
    static status = status;
    static defaultMessage = defaultMessage;
  };
}

/** One error with any name and status; without `details`, answered without a `details` key. */
export function createError(name: string, status: number, message: string, details?: ErrorDetails): TesseraError {
  const err = new TesseraError(message);
  err.name = name;
  err.status = status;
  err.details = details;
  return err;
}

export const ApplicationError = TesseraError;
export type ApplicationError = TesseraError;
export const ValidationError = errorType('ValidationError', 400, 'Validation error');
export type ValidationError = TesseraError;
export const PaginationError = errorType('PaginationError', 400, 'Invalid pagination');
export const UnauthorizedError = errorType('UnauthorizedError', 401, 'Unauthorized');
export const ForbiddenError = errorType('ForbiddenError', 403, 'Forbidden');
export const NotFoundError = errorType('NotFoundError', 404, 'Not Found');
export const PayloadTooLargeError = errorType('PayloadTooLargeError', 413, 'request entity too large');
export const RateLimitError = errorType('RateLimitError', 429, 'Too many requests, please try again later.');
/** The database cannot be reached right now (a PostgreSQL connection lost while serving). */
export const ServiceUnavailableError = errorType('ServiceUnavailableError', 503, 'Service Unavailable');

export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
}

/** Several yup-style field errors: Strapi reports one by its message, many as "N errors occurred". */
export class EntityValidationError extends ValidationError {
  constructor(errors: FieldError[]) {
    super(errors.length === 1 ? errors[0].message : `${errors.length} errors occurred`, { errors });
  }
}

/** A request that would take more work than a configured bound allows (the setting is named in the log). */
export class LimitExceededError extends ValidationError {
  constructor(message: string, cause: string) {
    super(message);
    this.logCause = cause;
  }
}

/** A broken project (model or config): stops start-up with one line naming the file. */
export class ProjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectError';
  }
}
