// Applying builder changes: answered with the new schema, or with the plan to confirm first.
import type { SchemaApplyResult, SchemaChange, SchemaChangePlan } from '../../../server/admin/studio-contract.ts';
import { admin } from '../lib/admin-client.ts';
import { ApiError } from '../lib/api-error.ts';

export type ApplyOutcome = { kind: 'applied'; result: SchemaApplyResult } | { kind: 'confirm'; plan: SchemaChangePlan };

export async function applySchemaChanges(changes: SchemaChange[], confirm: boolean): Promise<ApplyOutcome> {
  try {
    return { kind: 'applied', result: await admin.post<SchemaApplyResult>('/schema/apply', { changes, confirm }) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && e.details.plan)
      return { kind: 'confirm', plan: e.details.plan as SchemaChangePlan };
    throw e;
  }
}
