// Reads a Strapi v4 data-transfer archive (`strapi export --no-encrypt`: a gzipped tar of JSON-lines
// files and assets) into memory: it is read once, whole, before anything stored is touched.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

export interface ArchiveLink {
  kind: 'relation.basic' | 'relation.circular' | 'relation.morph';
  relation: string;
  left: { type: string; field: string; ref: number; pos?: number };
  right: { type: string; field?: string; ref: number; pos?: number };
}

export interface StrapiArchive {
  metadata: { createdAt?: string; strapi?: { version?: string } };
  entities: Array<{ type: string; id: number; data: Record<string, unknown> }>;
  links: ArchiveLink[];
  configuration: Array<{ type: string; value: Record<string, unknown> }>;
  /** File name under assets/uploads/ → its bytes. */
  assets: Map<string, Buffer>;
}

function jsonLines<T>(text: string, name: string): T[] {
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

export async function readStrapiArchive(file: string): Promise<StrapiArchive> {
  const archive: StrapiArchive = { metadata: {}, entities: [], links: [], configuration: [], assets: new Map() };
  let sawMetadata = false;
  // tar-stream is loaded by the one command that reads archives, not by every start.
  const { extract } = await import('tar-stream');
  const ex = extract();
  const done = new Promise<void>((resolveDone, reject) => {
    ex.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c) => chunks.push(c as Buffer));
      stream.on('error', reject);
      stream.on('end', () => {
        const name = header.name.replace(/^\.?\//, '');
        const bytes = Buffer.concat(chunks);
        try {
          if (name === 'metadata.json') {
            archive.metadata = JSON.parse(bytes.toString('utf8'));
            sawMetadata = true;
          } else if (/^entities\/.*\.jsonl$/.test(name))
            archive.entities.push(...jsonLines<StrapiArchive['entities'][number]>(bytes.toString('utf8'), name));
          else if (/^links\/.*\.jsonl$/.test(name))
            archive.links.push(...jsonLines<ArchiveLink>(bytes.toString('utf8'), name));
          else if (/^configuration\/.*\.jsonl$/.test(name))
            archive.configuration.push(
              ...jsonLines<StrapiArchive['configuration'][number]>(bytes.toString('utf8'), name),
            );
          else if (name.startsWith('assets/uploads/') && header.type === 'file')
            archive.assets.set(name.slice('assets/uploads/'.length), bytes);
        } catch (err) {
          reject(err);
          return;
        }
        next();
      });
    });
    ex.on('finish', () => resolveDone());
    ex.on('error', reject);
  });
  const gunzip = createGunzip();
  const input = createReadStream(file);
  const failed = new Promise<never>((_, reject) => {
    input.on('error', reject);
    gunzip.on('error', () =>
      reject(
        new Error(
          `${file} is not a gzipped Strapi data-transfer archive (encrypted archives are not supported: export with --no-encrypt)`,
        ),
      ),
    );
  });
  input.pipe(gunzip).pipe(ex);
  await Promise.race([done, failed]);
  if (!sawMetadata) throw new Error(`${file} has no metadata.json: not a Strapi data-transfer archive`);
  return archive;
}
