// The upload plugin's GraphQL mutations: `upload`, `multipleUpload` (files sent as a multipart
// request, see http/multipart-request.ts; `refId`, `ref` and `field` link them to an entry's media
// field), `updateFileInfo` and `removeFile`.
import {
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { MultipartFile } from '../../http/multipart.ts';
import type { MediaLinkRef } from '../../schema/storage-layout.ts';
import type { FileInfo } from '../../plugins/upload/file-info.ts';
import { projectUploadService, type UploadService } from '../../plugins/upload/upload-service.ts';
import { FILE_MODEL } from '../builders/attributes.ts';
import { entityResponseType } from '../builders/output-types.ts';
import type { SchemaTypes } from '../builders/type-cache.ts';
import type { GraphqlContext } from '../context.ts';
import type { RootOperations } from '../operations.ts';
import { parseRowId } from '../../input/row-id.ts';
import { populateFor } from '../resolvers/queries.ts';
import { UploadScalar } from '../scalars.ts';

const FileInfoInput = new GraphQLInputObjectType({
  name: 'FileInfoInput',
  fields: { name: { type: GraphQLString }, alternativeText: { type: GraphQLString }, caption: { type: GraphQLString } },
});

/** The same storage the REST upload routes use (same folder, same processing options). */
function uploadService(ctx: GraphqlContext): UploadService {
  return projectUploadService(ctx.runtime.project);
}

function asFile(v: unknown): MultipartFile {
  const f = v as Partial<MultipartFile> | null;
  if (!f || !Buffer.isBuffer(f.buffer))
    throw new TypeError('Upload value invalid: send the file as a GraphQL multipart request');
  return f as MultipartFile;
}

/** `refId`, `ref` and `field`: the media field the new files go to; Strapi links only when all three are given. */
function linkOf(args: Record<string, unknown>): MediaLinkRef | undefined {
  const { refId, ref, field } = args;
  if (!refId || !ref || !field) return undefined;
  const id = parseRowId(refId);
  if (id === null) throw new ValidationError(`Invalid refId ${JSON.stringify(refId)}`);
  return { uid: String(ref), id, field: String(field) };
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
      const [stored] = await uploadService(ctx).upload(
        [asFile(args.file)],
        [{ ...(args.info as FileInfo) }],
        linkOf(args),
      );
      return { data: stored };
    },
  };
  m.multipleUpload = {
    type: new GraphQLNonNull(new GraphQLList(response)),
    args: { ...target, files: { type: new GraphQLNonNull(new GraphQLList(UploadScalar)) } },
    resolve: async (_p, args, ctx) => {
      const stored = await uploadService(ctx).upload((args.files as unknown[]).map(asFile), [], linkOf(args));
      return stored.map((data) => ({ data }));
    },
  };
  m.updateFileInfo = {
    type: new GraphQLNonNull(response),
    args: { id: { type: new GraphQLNonNull(GraphQLID) }, info: { type: FileInfoInput } },
    resolve: async (_p, args, ctx, info) => {
      const id = parseRowId(args.id);
      const updated = id === null ? null : await uploadService(ctx).updateInfo(id, { ...(args.info as FileInfo) });
      if (!updated) throw new NotFoundError('file.notFound');
      return { data: ctx.runtime.entries.findOne(file, updated.id, { populate: populateFor(file, info, ctx) }) };
    },
  };
  m.removeFile = {
    type: response,
    args: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: async (_p, args, ctx) => {
      const id = parseRowId(args.id);
      return { data: id === null ? null : await uploadService(ctx).remove(id) };
    },
  };
  // Strapi's upload plugin checks its own content-api actions (what the admin grants as "Upload"),
  // for the generated CRUD of files too, not `plugin::upload.file.<action>`.
  const scopes: Record<string, string> = {
    'Query.uploadFiles': 'find',
    'Query.uploadFile': 'findOne',
    'Mutation.createUploadFile': 'upload',
    'Mutation.updateUploadFile': 'upload',
    'Mutation.deleteUploadFile': 'destroy',
    'Mutation.upload': 'upload',
    'Mutation.multipleUpload': 'upload',
    'Mutation.updateFileInfo': 'upload',
    'Mutation.removeFile': 'destroy',
  };
  for (const [field, action] of Object.entries(scopes))
    ops.config[field] = { auth: { scope: [`plugin::upload.content-api.${action}`] } };
  return ops;
}
