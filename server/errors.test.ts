import { describe, expect, it } from 'vitest';
import { NotFoundError, TesseraError, ValidationError, createError } from './errors.ts';

describe('TesseraError', () => {
  it('carries the name, status and default message of its type', () => {
    const err = new NotFoundError();
    expect(err).toBeInstanceOf(TesseraError);
    expect([err.name, err.status, err.message, err.details]).toEqual(['NotFoundError', 404, 'Not Found', {}]);
    expect(new ValidationError('bad', { errors: [] }).details).toEqual({ errors: [] });
  });

  it('is an answer without a stack, and leaves other errors theirs', () => {
    const before = Error.stackTraceLimit;
    const answers = [new NotFoundError(), createError('BadRequestError', 400, 'Invalid query string')];
    for (const err of answers) expect(err.stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
