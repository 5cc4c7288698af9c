// The shapes the admin API answers with, shared (as types only) with the studio in renderer/.
// Nothing here may import Node modules: the renderer's type checker reads this file.
import type { RawAttribute, RawModel } from '../../shared/model.ts';

export interface StudioSession {
  project: { name: string; dir: string; dbFile: string };
  server: { version: string; restPrefix: string; graphqlPath: string };
  expiresAt: string;
}

export type AttributeKind = 'scalar' | 'relation' | 'media' | 'component' | 'dynamiczone';

export interface StudioAttribute {
  name: string;
  kind: AttributeKind;
  /** The model file's `type` (string, integer, relation, media, component, dynamiczone, …). */
  type: string;
  required: boolean;
  private: boolean;
  unique: boolean;
  /** Maintained by the server (createdAt, updatedAt, publishedAt, locale, localizations). */
  system: boolean;
  localized: boolean;
  relation?: string;
  target?: string;
  toMany?: boolean;
  multiple?: boolean;
  allowedTypes?: string[] | null;
  component?: string;
  repeatable?: boolean;
  components?: string[];
  enum?: string[];
  raw: RawAttribute;
}

export interface StudioModel {
  uid: string;
  modelType: 'contentType' | 'component';
  kind: 'collectionType' | 'singleType' | 'component';
  displayName: string;
  singularName: string;
  pluralName: string;
  category: string | null;
  description: string;
  draftAndPublish: boolean;
  localized: boolean;
  /** The attribute that names an entry in lists and relation pickers. */
  mainField: string;
  /** Whether the model comes from the project's files (editable in the builder). */
  editable: boolean;
  file: string;
  attributes: StudioAttribute[];
  raw: RawModel;
}

export interface StudioLocale {
  id: number;
  code: string;
  name: string;
  isDefault: boolean;
}

export interface StudioSchema {
  contentTypes: StudioModel[];
  components: StudioModel[];
  locales: StudioLocale[];
}

/** An entry as the studio edits it: flat attributes, relations and media as nested entries. */
export type StudioEntry = Record<string, unknown> & { id: number };

export interface EntryList {
  results: StudioEntry[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
}

/** An entry a relation may link to, named by its target's main field (targets the Content Manager does not list). */
export interface RelationOption {
  id: number;
  label: string;
}

export interface MediaFile {
  id: number;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  ext: string;
  mime: string;
  size: number;
  url: string;
  formats: Record<string, { url: string; width: number; height: number }> | null;
  createdAt: string;
}

export interface MediaList {
  results: MediaFile[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
}

export interface StudioRole {
  id: number;
  name: string;
  description: string;
  type: string;
  users: number;
  permissions: string[];
}

/** One row of the permission matrix: a subject and the actions it offers. */
export interface PermissionSubject {
  uid: string;
  label: string;
  group: 'content' | 'plugin';
  actions: string[];
}

export interface StudioToken {
  id: number;
  name: string;
  description: string | null;
  type: 'read-only' | 'full-access' | 'custom';
  expiresAt: string | null;
  lastUsedAt: string | null;
  permissions: string[];
}

export interface CreatedToken {
  token: StudioToken;
  /** Shown once: only its hash is stored. */
  accessKey: string;
}

export interface StudioUser {
  id: number;
  username: string;
  email: string;
  role: string | null;
  blocked: boolean;
  confirmed: boolean;
}

export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  path: string;
  query: string;
  status: number;
  ms: number;
  /** A GraphQL call's operation name (from its body or query string), when it has one. */
  operationName?: string;
  /** Who asked: `public`, `jwt`, `api-token:<type>`, `admin`, or `rejected` (credentials refused). */
  credential: string;
  /** What the mock controls did to it (`delay=412ms`, `fail=503`), as its X-Tessera-Mock header says. */
  mock?: string;
}

/** One logged request opened: its headers (credentials masked) and bodies, each cut at a size. */
export interface LoggedRequestDetail extends LoggedRequest {
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseHeaders: Record<string, string>;
  responseBody: string;
  truncated: boolean;
  /** Its headers and bodies are no longer kept: newer requests took their room (both bodies are then ''). */
  detailDropped?: boolean;
}

/** What applying a model change would do to stored data, shown before it is written. */
export interface SchemaChangeImpact {
  kind: 'drop-attribute' | 'convert-attribute' | 'drop-model' | 'drop-relation' | 'rename-table';
  model: string;
  attribute?: string;
  /** How many stored values or rows are affected. */
  affected: number;
  message: string;
}

export interface SchemaChangePlan {
  /** Files that would be written, relative to the project. */
  writes: string[];
  /** Files that would be removed, relative to the project. */
  removes: string[];
  impacts: SchemaChangeImpact[];
  /** True when an impact loses or converts stored data: the studio must ask before applying. */
  needsConfirmation: boolean;
}

export interface ApiErrorBody {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: { errors?: Array<{ path: string[]; message: string }> } & Record<string, unknown>;
  };
}

/** A model as the Content-Type Builder edits it; the server turns it into a Strapi model file. */
export interface ModelDraft {
  kind: 'collectionType' | 'singleType' | 'component';
  displayName: string;
  /** kebab-case API names (content types); the component's file name (components). */
  singularName: string;
  pluralName: string;
  /** Components only: the folder under src/components. */
  category?: string;
  description?: string;
  draftAndPublish?: boolean;
  localized?: boolean;
  /** Attributes in order, as they are written to the file. */
  attributes: Record<string, RawAttribute>;
}

export type SchemaChange =
  /** `uid` names the model being edited; absent for a new one. */
  { action: 'save'; uid?: string; draft: ModelDraft } | { action: 'delete'; uid: string };

export interface SchemaApplyResult {
  plan: SchemaChangePlan;
  schema: StudioSchema;
  /** uids of the models written, in change order (new models get theirs here). */
  uids: string[];
  /** Whether the REST and GraphQL routes were rebuilt for the new schema (false until the core listens). */
  routesReloaded: boolean;
}
