// The Content-Type Builder's API: preview what a set of model changes would do, and apply it.
import { ValidationError } from '../../errors.ts';
import type { RequestContext } from '../../http/router.ts';
import type { Project } from '../../project.ts';
import type { AdminApi } from '../admin-api.ts';
import { applyChanges } from '../schema-builder/apply-changes.ts';
import { prepareChanges } from '../schema-builder/prepare-changes.ts';
import type { SchemaChange } from '../studio-contract.ts';

export function registerSchemaBuilderApi(
  api: AdminApi,
  { project, readBody }: { project: Project; readBody: (ctx: RequestContext) => Promise<unknown> },
): void {
  const changesOf = async (ctx: RequestContext): Promise<{ changes: SchemaChange[]; confirm: boolean }> => {
    const body = (await readBody(ctx)) as { changes?: unknown; confirm?: unknown } | undefined;
    if (!body || !Array.isArray(body.changes)) throw new ValidationError('Send { changes: [...] }');
    return { changes: body.changes as SchemaChange[], confirm: body.confirm === true };
  };

  api.post('/schema/plan', async (ctx) => {
    const { changes } = await changesOf(ctx);
    return { status: 200, body: (await prepareChanges(project, changes)).plan };
  });

  api.post('/schema/apply', async (ctx) => {
    const { changes, confirm } = await changesOf(ctx);
    return { status: 200, body: await applyChanges(project, changes, confirm) };
  });
}
