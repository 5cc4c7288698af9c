// The media library: browse, upload (drag and drop in the studio), rename/describe and delete
// files, through the upload plugin's own service so files land where the content API serves them.
import { NotFoundError } from '../../errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { RequestContext } from '../../http/router.ts';
import { FILE_UID } from '../../plugins/upload/models.ts';
import { parseFileInfos } from '../../plugins/upload/file-info.ts';
import { projectUploadService, uploadSizeLimit } from '../../plugins/upload/upload-service.ts';
import type { Project } from '../../project.ts';
import type { Condition } from '../../query/ast.ts';
import type { AdminApi } from '../admin-api.ts';
import type { MediaFile, MediaList } from '../studio-contract.ts';
import { entryIdParam } from './studio-model.ts';

const KIND_MIME: Record<string, Condition> = {
  images: { type: 'compare', attribute: 'mime', op: '$startsWith', value: 'image/' },
  videos: { type: 'compare', attribute: 'mime', op: '$startsWith', value: 'video/' },
  audios: { type: 'compare', attribute: 'mime', op: '$startsWith', value: 'audio/' },
};

export function registerMediaApi(
  api: AdminApi,
  { project, readBody }: { project: Project; readBody: (ctx: RequestContext) => Promise<unknown> },
): void {
  const fileModel = () => project.registry.get(FILE_UID);
  const maxFileSize = uploadSizeLimit(project);

  api.get('/media', async (ctx) => {
    const page = Math.max(1, Number(ctx.query.page ?? 1) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(ctx.query.pageSize ?? 24) || 24));
    const conds: Condition[] = [];
    const search = typeof ctx.query.search === 'string' ? ctx.query.search.trim() : '';
    if (search) conds.push({ type: 'compare', attribute: 'name', op: '$containsi', value: search });
    const kinds = String(ctx.query.kinds ?? '')
      .split(',')
      .filter(Boolean);
    if (kinds.length && !kinds.includes('files'))
      conds.push({ type: 'or', items: kinds.map((k) => KIND_MIME[k]).filter(Boolean) });
    const where: Condition | undefined =
      conds.length === 0 ? undefined : conds.length === 1 ? conds[0] : { type: 'and', items: conds };
    const results = (await project.entries.findMany(fileModel(), {
      where,
      sort: [
        { path: ['createdAt'], order: 'desc' },
        { path: ['id'], order: 'desc' },
      ],
      offset: (page - 1) * pageSize,
      limit: pageSize,
    })) as unknown as MediaFile[];
    const total = await project.entries.count(fileModel(), where);
    const body: MediaList = { results, pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
    return { status: 200, body };
  });

  api.post('/media', async (ctx) => {
    const body = await readMultipart(ctx, { maxFileSize });
    const files = await projectUploadService(project).upload(
      body.files,
      parseFileInfos(body.fields.fileInfo, body.files.length > 1),
    );
    return { status: 201, body: files };
  });

  api.put('/media/:id', async (ctx) => {
    const info = (await readBody(ctx)) as Record<string, string | null> | undefined;
    const updated = await projectUploadService(project).updateInfo(entryIdParam(ctx.params.id), {
      name: info?.name ?? undefined,
      alternativeText: info?.alternativeText,
      caption: info?.caption,
    });
    if (!updated) throw new NotFoundError('file.notFound');
    return { status: 200, body: updated };
  });

  api.delete('/media/:id', async (ctx) => {
    const removed = await projectUploadService(project).remove(entryIdParam(ctx.params.id));
    if (!removed) throw new NotFoundError('file.notFound');
    return { status: 200, body: removed };
  });
}
