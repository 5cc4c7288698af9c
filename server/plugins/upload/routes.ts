// The upload plugin's content API: bare objects and arrays, not the data/meta envelope.
import { NotFoundError } from '../../errors.ts';
import { readMultipart, type MultipartFile } from '../../http/multipart.ts';
import type { RequestContext, Router } from '../../http/router.ts';
import { isPlainObject } from '../../query/params/invalid.ts';
import { fileReply } from '../../http/static-file.ts';
import { listWindow } from '../../query/params/list-window.ts';
import { credentials } from '../../rest/content-api.ts';
import { parseReadParams } from '../../rest/read-params.ts';
import type { PluginDeps } from '../routes.ts';
import { FILE_UID } from './models.ts';
import { parseFileInfos } from './file-info.ts';
import { projectUploadService, uploadSizeLimit } from './upload-service.ts';
import { parseRowId } from '../../input/row-id.ts';

/**
 * Uploaded files are anyone's content served on the API's origin: the browser must take their
 * declared type (no sniffing) and run nothing in them (an SVG or HTML file with a script).
 */
const UPLOAD_HEADERS = {
  'cache-control': 'public, max-age=3600',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
};

export function registerUploadRoutes(router: Router, deps: PluginDeps): void {
  const { project, access, registry } = deps;
  const { uploadsDir } = project;
  const service = projectUploadService(project);
  const maxFileSize = uploadSizeLimit(project);
  const model = registry.get(FILE_UID);
  const action = (a: string) => `plugin::upload.content-api.${a}`;
  const base = `${deps.prefix}/upload`;

  // Strapi's body parser reads any body: one that is not multipart carries fields (a JSON
  // fileInfo for an update) and no files, which an upload answers with "Files are empty".
  const uploadBody = async (
    ctx: RequestContext,
  ): Promise<{ fields: Record<string, unknown>; files: MultipartFile[] }> => {
    if (/^multipart\/form-data\b/i.test(ctx.headers['content-type'] ?? '')) return readMultipart(ctx, { maxFileSize });
    const fields = await deps.readBody(ctx);
    return { fields: isPlainObject(fields) ? fields : {}, files: [] };
  };

  router.add('POST', base, async (ctx) => {
    access.ensure(credentials(ctx), action('upload'));
    const body = await uploadBody(ctx);
    const id = ctx.query.id;
    const infos = parseFileInfos(body.fields.fileInfo, body.files.length > 1);
    if (id !== undefined) {
      const fileId = parseRowId(id);
      const updated = fileId === null ? null : await service.updateInfo(fileId, infos[0] ?? {});
      if (!updated) throw new NotFoundError('file.notFound');
      return { status: 200, body: updated };
    }
    return { status: 200, body: await service.upload(body.files, infos) };
  });

  router.add('GET', `${base}/files`, async (ctx) => {
    access.ensure(credentials(ctx), action('find'));
    const p = parseReadParams(registry, model, ctx.query, { canRead: access.reader(credentials(ctx)) });
    const rows = await project.entries.findMany(model, {
      where: p.where,
      sort: p.sort,
      fields: p.fields,
      populate: p.populate,
      ...listWindow(ctx.query),
    });
    return { status: 200, body: rows };
  });

  router.add('GET', `${base}/files/:id`, async (ctx) => {
    access.ensure(credentials(ctx), action('findOne'));
    const p = parseReadParams(registry, model, ctx.query, { canRead: access.reader(credentials(ctx)) });
    const id = parseRowId(ctx.params.id);
    // Strapi's upload findOne checks `fields` but answers every field: it passes on populate alone.
    const file = id === null ? null : await project.entries.findOne(model, id, { populate: p.populate });
    if (!file) throw new NotFoundError('file.notFound');
    return { status: 200, body: file };
  });

  router.add('DELETE', `${base}/files/:id`, async (ctx) => {
    access.ensure(credentials(ctx), action('destroy'));
    const id = parseRowId(ctx.params.id);
    const file = id === null ? null : await service.remove(id);
    if (!file) throw new NotFoundError('file.notFound');
    return { status: 200, body: file };
  });

  router.add(
    'GET',
    '/uploads/:name',
    (ctx) => {
      const reply = fileReply(uploadsDir, ctx.params.name, UPLOAD_HEADERS);
      if (!reply) throw new NotFoundError();
      return reply;
    },
    { auth: 'none' },
  );
}
