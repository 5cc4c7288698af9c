// Strapi v4's data-transfer archive, as `strapi export --no-encrypt` writes it and `strapi import`
// reads it: a gzipped tar of metadata.json, four folders of JSON-lines files (schemas, entities,
// links, configuration) and assets/ (each upload's bytes, with its file entity beside it). The
// reader and the writer take every name and shape of the format from here.

export const METADATA_FILE = 'metadata.json';
export const UPLOADS_DIR = 'assets/uploads/';
export const ASSET_METADATA_DIR = 'assets/metadata/';
export const STAGES = ['schemas', 'entities', 'links', 'configuration'] as const;
export type Stage = (typeof STAGES)[number];

/** `entities/entities_00001.jsonl`: Strapi numbers the files of a stage from 1 (a new one past its size limit). */
export const stageFile = (stage: Stage, index = 1): string =>
  `${stage}/${stage}_${String(index).padStart(5, '0')}.jsonl`;

/** The stage a tar entry belongs to, or null for metadata and assets. */
export function stageOf(name: string): Stage | null {
  const m = /^(schemas|entities|links|configuration)\/[^/]*\.jsonl$/.exec(name);
  return m ? (m[1] as Stage) : null;
}

/**
 * The admin panel's own types (its users, roles, API and transfer tokens) are never transferred, as
 * in `strapi import` and `strapi export`: Tessera keeps its tokens across an import, and exports none.
 */
export const isTransferred = (uid: string): boolean => !uid.startsWith('admin::');

export interface ArchiveLink {
  kind: 'relation.basic' | 'relation.circular' | 'relation.morph';
  relation: string;
  left: { type: string; field: string; ref: number; pos?: number };
  right: { type: string; field?: string; ref: number; pos?: number };
}

export interface ArchiveEntity {
  type: string;
  id: number;
  data: Record<string, unknown>;
}

export interface ArchiveConfiguration {
  type: 'core-store' | 'webhook';
  value: Record<string, unknown>;
}

export interface StrapiArchive {
  metadata: { createdAt?: string; strapi?: { version?: string } };
  /** Strapi's schema of every model, `uid` included (the importer compares them with its own). */
  schemas: Array<Record<string, unknown>>;
  entities: ArchiveEntity[];
  links: ArchiveLink[];
  configuration: ArchiveConfiguration[];
  /** File name under assets/uploads/ → its bytes. */
  assets: Map<string, Buffer>;
  /** File name under assets/uploads/ → the file entity (or format) it belongs to, as assets/metadata/ holds it. */
  assetMetadata: Map<string, Record<string, unknown>>;
}

export const emptyArchive = (): StrapiArchive => ({
  metadata: {},
  schemas: [],
  entities: [],
  links: [],
  configuration: [],
  assets: new Map(),
  assetMetadata: new Map(),
});

export function parseJsonLines<T>(text: string, name: string): T[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as T;
      } catch {
        throw new Error(`${name}: line ${i + 1} is not JSON`);
      }
    });
}

export const toJsonLines = (items: unknown[]): string => items.map((i) => `${JSON.stringify(i)}\n`).join('');
