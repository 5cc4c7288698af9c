import { ValidationError } from '../../errors.ts';

/** Strapi's answer to a key it does not accept in filters, sort or fields. */
export function invalidParameter(key: string): ValidationError {
  return new ValidationError(`Invalid parameter ${key}`);
}

export interface ParamContext {
  /** Whether the caller may `find` entries of this content type (filters and populate through relations). */
  canRead: (uid: string) => boolean;
  /**
   * A findOne: Strapi validates the keys of `filters` and `sort` but never runs them, so values it
   * would only fail on when querying are not checked.
   */
  valuesUnused?: boolean;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
