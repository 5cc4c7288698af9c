// Typed errors carrying Strapi v4's error names and statuses. Code throws these; one place per
// transport (rest/respond-error.ts, graphql/format-error.ts) turns them into a response.

export type ErrorDetails = Record<string, unknown>;

export class ApplicationError extends Error {
  status = 400;
  details: ErrorDetails | undefined;
  /** Set on refusals for size or depth: the server log names the cause (the client sees only the message). */
  declare logCause?: string;
  constructor(message = 'An application error occured', details: ErrorDetails | undefined = {}) {
    super(message);
    this.name = 'ApplicationError';
    this.details = details;
  }
}

export class ValidationError extends ApplicationError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details);
    this.name = 'ValidationError';
  }
}

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

export class PaginationError extends ApplicationError {
  constructor(message: string) {
    super(message);
    this.name = 'PaginationError';
  }
}

export class UnauthorizedError extends ApplicationError {
  constructor(message = 'Unauthorized', details?: ErrorDetails) {
    super(message, details);
    this.name = 'UnauthorizedError';
    this.status = 401;
  }
}

export class ForbiddenError extends ApplicationError {
  constructor(message = 'Forbidden', details?: ErrorDetails) {
    super(message, details);
    this.name = 'ForbiddenError';
    this.status = 403;
  }
}

export class NotFoundError extends ApplicationError {
  constructor(message = 'Not Found', details?: ErrorDetails) {
    super(message, details);
    this.name = 'NotFoundError';
    this.status = 404;
  }
}

export class PayloadTooLargeError extends ApplicationError {
  constructor(message = 'request entity too large', details?: ErrorDetails) {
    super(message, details);
    this.name = 'PayloadTooLargeError';
    this.status = 413;
  }
}

export class RateLimitError extends ApplicationError {
  constructor(message = 'Too many requests, please try again later.') {
    super(message);
    this.name = 'RateLimitError';
    this.status = 429;
  }
}

/** An error with its own status and name but no `details` key (Strapi's non-application errors). */
export class HttpError extends Error {
  constructor(readonly status: number, name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** A broken project (model or config): stops start-up with one line naming the file. */
export class ProjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectError';
  }
}
