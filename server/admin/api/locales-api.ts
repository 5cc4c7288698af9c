// i18n locales for the studio's Settings: list, add, remove, choose the default.
import { ValidationError } from '../../errors.ts';
import type { RequestContext } from '../../http/router.ts';
import { addLocale, listLocales, removeLocale, setDefaultLocale } from '../../plugins/i18n/locales.ts';
import type { Project } from '../../project.ts';
import type { AdminApi } from '../admin-api.ts';
import type { StudioLocale } from '../studio-contract.ts';

export function registerLocalesApi(
  api: AdminApi,
  { project, readBody }: { project: Project; readBody: (ctx: RequestContext) => Promise<unknown> },
): void {
  const list = async (): Promise<StudioLocale[]> =>
    (await listLocales(project.engine)).map((l) => ({ id: l.id, code: l.code, name: l.name, isDefault: l.isDefault }));

  api.get('/locales', async () => ({ status: 200, body: await list() }));

  api.post('/locales', async (ctx) => {
    const body = ((await readBody(ctx)) ?? {}) as Record<string, unknown>;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!code)
      throw new ValidationError('code is a required field', {
        errors: [{ path: ['code'], message: 'code is a required field' }],
      });
    await addLocale(
      project.engine,
      code,
      typeof body.name === 'string' && body.name.trim() ? body.name.trim() : undefined,
    );
    if (body.isDefault === true) await setDefaultLocale(project.engine, code);
    return { status: 201, body: await list() };
  });

  api.put('/locales/:code/default', async (ctx) => {
    await setDefaultLocale(project.engine, ctx.params.code);
    return { status: 200, body: await list() };
  });

  api.delete('/locales/:code', async (ctx) => {
    await removeLocale(project.engine, ctx.params.code);
    return { status: 200, body: await list() };
  });
}
