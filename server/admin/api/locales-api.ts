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
  const list = (): StudioLocale[] =>
    listLocales(project.db).map((l) => ({ id: l.id, code: l.code, name: l.name, isDefault: l.isDefault }));

  api.get('/locales', () => ({ status: 200, body: list() }));

  api.post('/locales', async (ctx) => {
    const body = ((await readBody(ctx)) ?? {}) as Record<string, unknown>;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!code)
      throw new ValidationError('code is a required field', {
        errors: [{ path: ['code'], message: 'code is a required field' }],
      });
    addLocale(project.db, code, typeof body.name === 'string' && body.name.trim() ? body.name.trim() : undefined);
    if (body.isDefault === true) setDefaultLocale(project.db, code);
    return { status: 201, body: list() };
  });

  api.put('/locales/:code/default', (ctx) => {
    setDefaultLocale(project.db, ctx.params.code);
    return { status: 200, body: list() };
  });

  api.delete('/locales/:code', (ctx) => {
    removeLocale(project.db, ctx.params.code);
    return { status: 200, body: list() };
  });
}
