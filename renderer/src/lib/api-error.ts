// An error answered by the admin API or the content API, with its field errors by path.
import type { ApiErrorBody } from '../../../server/admin/studio-contract.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly errorName: string;
  /** Field path (`seo.metaTitle`, `blocks.0.title`) → first message for it. */
  readonly fieldErrors: Record<string, string>;
  /** The error's `details` as answered. */
  readonly details: Record<string, unknown>;

  constructor(status: number, body: unknown) {
    const error = (body as Partial<ApiErrorBody> | null)?.error;
    super(error?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.errorName = error?.name ?? 'Error';
    this.fieldErrors = {};
    this.details = (error?.details ?? {}) as Record<string, unknown>;
    for (const e of error?.details?.errors ?? []) {
      const key = e.path.join('.');
      if (key && !(key in this.fieldErrors)) this.fieldErrors[key] = e.message;
    }
  }
}
