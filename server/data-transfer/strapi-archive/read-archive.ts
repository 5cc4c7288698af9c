// Reads a Strapi v4 data-transfer archive (`strapi export --no-encrypt`) into memory: it is read
// once, whole, before anything stored is touched.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import {
  ASSET_METADATA_DIR,
  emptyArchive,
  METADATA_FILE,
  parseJsonLines,
  stageOf,
  UPLOADS_DIR,
  type StrapiArchive,
} from './archive-format.ts';

function take(archive: StrapiArchive, name: string, type: string | null | undefined, bytes: Buffer): boolean {
  if (name === METADATA_FILE) {
    archive.metadata = JSON.parse(bytes.toString('utf8'));
    return true;
  }
  const stage = stageOf(name);
  if (stage) {
    const items = parseJsonLines<never>(bytes.toString('utf8'), name);
    for (const item of items) archive[stage].push(item);
  } else if (name.startsWith(UPLOADS_DIR) && type === 'file') archive.assets.set(name.slice(UPLOADS_DIR.length), bytes);
  else if (name.startsWith(ASSET_METADATA_DIR) && name.endsWith('.json'))
    archive.assetMetadata.set(
      name.slice(ASSET_METADATA_DIR.length, -'.json'.length),
      JSON.parse(bytes.toString('utf8')),
    );
  return false;
}

export async function readStrapiArchive(file: string): Promise<StrapiArchive> {
  const archive = emptyArchive();
  let sawMetadata = false;
  // tar-stream is loaded by the commands that read archives, not by every start.
  // A CommonJS package: its exports are the default export once it is bundled.
  const { extract } = (await import('tar-stream')).default;
  const ex = extract();
  const done = new Promise<void>((resolveDone, reject) => {
    ex.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c) => chunks.push(c as Buffer));
      stream.on('error', reject);
      stream.on('end', () => {
        try {
          if (take(archive, header.name.replace(/^\.?\//, ''), header.type, Buffer.concat(chunks))) sawMetadata = true;
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
  if (!sawMetadata) throw new Error(`${file} has no ${METADATA_FILE}: not a Strapi data-transfer archive`);
  return archive;
}
