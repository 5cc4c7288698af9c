// Looks up the content type a studio request names, refusing unknown models and those the Content Manager does not list.
import { inContentManager } from '../describe-schema.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Project } from '../../project.ts';
import type { Model } from '../../schema/types.ts';

export function studioContentType(project: Project, uid: string): Model {
  const model = project.registry.models.get(uid);
  if (!model || !inContentManager(model)) throw new NotFoundError(`No content type ${uid}`);
  return model;
}

export function entryIdParam(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new NotFoundError();
  return Number(raw);
}

/** The `data` object of a write body. */
export function dataOf(body: unknown): Record<string, unknown> {
  const data =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).data : undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new ValidationError('Missing "data" payload in the request body');
  return data as Record<string, unknown>;
}
