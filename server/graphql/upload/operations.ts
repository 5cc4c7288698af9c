// The upload plugin's GraphQL mutations: `upload`, `multipleUpload` (files sent as a multipart
// request, see http/multipart-request.ts), `updateFileInfo` and `removeFile`.
import { join } from 'node:path';
import {
  GraphQLID, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLFieldConfigMap,
} from 'graphql';
import { getConfig } from '../../config/load-config.ts';
import { NotFoundError } from '../../errors.ts';
import type { MultipartFile } from '../../http/multipart.ts';
import { UploadService, type FileInfo } from '../../plugins/upload/upload-service.ts';
import { FILE_MODEL } from '../builders/attributes.ts';
import { entityResponseType } from '../builders/output-types.ts';
import type { SchemaTypes } from '../builders/type-cache.ts';
import type { GraphqlContext } from '../context.ts';
import type { RootOperations } from '../operations.ts';
import { entryId, populateFor } from '../resolvers/queries.ts';
import { UploadScalar } from '../scalars.ts';

const FileInfoInput = new GraphQLInputObjectType({
  name: 'FileInfoInput',
  fields: { name: { type: GraphQLString }, alternativeText: { type: GraphQLString }, caption: { type: GraphQLString } },
});

const services = new WeakMap<object, UploadService>();

/** The same storage the REST upload routes use (same folder, same processing options). */
function uploadService(ctx: GraphqlContext): UploadService {
  const { project } = ctx.runtime;
  let service = services.get(project);
  if (!service) {
    const config = (key: string, fallback: unknown) => getConfig(project.config, `plugins.upload.config.${key}`, fallback);
    service = new UploadService(project.entries, join(project.dir, 'public', 'uploads'), {
      breakpoints: config('breakpoints', undefined) as Record<string, number> | undefined,
      sizeOptimization: config('sizeOptimization', true) !== false,
      responsiveDimensions: config('responsiveDimensions', true) !== false,
      autoOrientation: config('autoOrientation', false) === true,
    });
    services.set(project, service);
  }
  return service;
}

function asFile(v: unknown): MultipartFile {
  const f = v as Partial<MultipartFile> | null;
  if (!f || !Buffer.isBuffer(f.buffer)) throw new TypeError('Upload value invalid: send the file as a GraphQL multipart request');
  return f as MultipartFile;
}

export function uploadOperations(types: SchemaTypes): RootOperations {
  const ops: RootOperations = { queries: {}, mutations: {}, config: {} };
  if (!types.isExposed(FILE_MODEL)) return ops;
  const file = types.registry.get(FILE_MODEL);
  const response = entityResponseType(types, file);
  const target = { refId: { type: GraphQLID }, ref: { type: GraphQLString }, field: { type: GraphQLString } };
  const m: GraphQLFieldConfigMap<unknown, GraphqlContext> = ops.mutations;

  m.upload = {
    type: new GraphQLNonNull(response),
    args: { ...target, info: { type: FileInfoInput }, file: { type: new GraphQLNonNull(UploadScalar) } },
    resolve: async (_p, args, ctx) => {
      const [stored] = await uploadService(ctx).upload([asFile(args.file)], [{ ...(args.info as FileInfo) }]);
      return { data: stored };
    },
  };
  m.multipleUpload = {
    type: new GraphQLNonNull(new GraphQLList(response)),
    args: { ...target, files: { type: new GraphQLNonNull(new GraphQLList(UploadScalar)) } },
    resolve: async (_p, args, ctx) => {
      const stored = await uploadService(ctx).upload((args.files as unknown[]).map(asFile), []);
      return stored.map((data) => ({ data }));
    },
  };
  m.updateFileInfo = {
    type: new GraphQLNonNull(response),
    args: { id: { type: new GraphQLNonNull(GraphQLID) }, info: { type: FileInfoInput } },
    resolve: (_p, args, ctx, info) => {
      const id = entryId(args.id);
      const updated = id === null ? null : uploadService(ctx).updateInfo(id, { ...(args.info as FileInfo) });
      if (!updated) throw new NotFoundError('file.notFound');
      return { data: ctx.runtime.entries.findOne(file, updated.id, { populate: populateFor(file, info, ctx) }) };
    },
  };
  m.removeFile = {
    type: response,
    args: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: (_p, args, ctx) => {
      const id = entryId(args.id);
      return { data: id === null ? null : uploadService(ctx).remove(id) };
    },
  };
  for (const name of ['upload', 'multipleUpload', 'updateFileInfo']) ops.config[`Mutation.${name}`] = { auth: { scope: ['plugin::upload.content-api.upload'] } };
  ops.config['Mutation.removeFile'] = { auth: { scope: ['plugin::upload.content-api.destroy'] } };
  return ops;
}
