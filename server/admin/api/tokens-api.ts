// API tokens for the studio's Settings: list, create (the key is answered once), revoke.
import { createToken, listTokens, revokeToken, type ApiToken, type TokenType } from '../../auth/api-tokens.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { RequestContext } from '../../http/router.ts';
import type { Project } from '../../project.ts';
import type { AdminApi } from '../admin-api.ts';
import type { CreatedToken, StudioToken } from '../studio-contract.ts';

const LIFESPANS = new Set([null, 7, 30, 90]);

export function toStudioToken(t: ApiToken): StudioToken {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    type: t.type,
    expiresAt: t.expiresAt === null ? null : new Date(t.expiresAt).toISOString(),
    lastUsedAt: t.lastUsedAt === null ? null : new Date(t.lastUsedAt).toISOString(),
    permissions: [...t.permissions].sort(),
  };
}

export function registerTokensApi(
  api: AdminApi,
  { project, readBody }: { project: Project; readBody: (ctx: RequestContext) => Promise<unknown> },
): void {
  api.get('/tokens', async () => ({ status: 200, body: (await listTokens(project.engine)).map(toStudioToken) }));

  api.post('/tokens', async (ctx) => {
    const body = ((await readBody(ctx)) ?? {}) as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name)
      throw new ValidationError('name is a required field', {
        errors: [{ path: ['name'], message: 'name is a required field' }],
      });
    const lifespanDays = body.lifespanDays === undefined ? null : body.lifespanDays;
    if (!LIFESPANS.has(lifespanDays as number | null))
      throw new ValidationError('lifespanDays must be 7, 30, 90 or null (unlimited)');
    const { token, accessKey } = await createToken(project.engine, project.access.apiTokenSalt, {
      name,
      type: body.type as TokenType,
      description: typeof body.description === 'string' ? body.description : '',
      permissions: Array.isArray(body.permissions) ? body.permissions.map(String) : undefined,
      lifespanDays: lifespanDays as number | null,
    });
    const created: CreatedToken = { token: toStudioToken(token), accessKey };
    return { status: 201, body: created };
  });

  api.delete('/tokens/:id', async (ctx) => {
    if (!/^\d+$/.test(ctx.params.id) || !(await revokeToken(project.engine, ctx.params.id)))
      throw new NotFoundError('No such token');
    return { status: 204 };
  });
}
