// Writes a Strapi v4 data-transfer archive as `strapi export --no-encrypt` does: a gzipped tar of
// metadata.json, one JSON-lines file per stage, and assets/. Written beside the target and renamed
// into place, so a failed export never leaves a half archive under the name asked for.
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  ASSET_METADATA_DIR,
  METADATA_FILE,
  stageFile,
  STAGES,
  toJsonLines,
  UPLOADS_DIR,
  type StrapiArchive,
} from './archive-format.ts';

/** Progress in entities + links + assets written, out of their total. */
export type OnProgress = (done: number, total: number) => void;

export async function writeStrapiArchive(archive: StrapiArchive, file: string, onProgress?: OnProgress): Promise<void> {
  // tar-stream is loaded by the command that writes archives, not by every start.
  // A CommonJS package: its exports are the default export once it is bundled.
  const { pack } = (await import('tar-stream')).default;
  const tar = pack();
  const tmp = `${file}.${process.pid}.partial`;
  const written = pipeline(tar, createGzip(), createWriteStream(tmp));
  const mtime = new Date(archive.metadata.createdAt ?? Date.now());
  const entry = (name: string, body: string | Buffer) =>
    new Promise<void>((resolveEntry, reject) =>
      tar.entry({ name, mtime, type: 'file' }, body, (err) => (err ? reject(err) : resolveEntry())),
    );
  const total = archive.entities.length + archive.links.length + archive.assets.size;
  let done = 0;
  try {
    await entry(METADATA_FILE, JSON.stringify(archive.metadata, null, 2));
    for (const stage of STAGES) {
      const items: unknown[] = archive[stage];
      await entry(stageFile(stage), toJsonLines(items));
      if (stage === 'entities' || stage === 'links') onProgress?.((done += items.length), total);
    }
    for (const [name, bytes] of archive.assets) {
      const metadata = archive.assetMetadata.get(name);
      if (metadata) await entry(`${ASSET_METADATA_DIR}${name}.json`, JSON.stringify(metadata));
      await entry(`${UPLOADS_DIR}${name}`, bytes);
      onProgress?.(++done, total);
    }
    tar.finalize();
    await written;
    renameSync(tmp, file);
  } catch (err) {
    tar.destroy();
    await written.catch(() => undefined);
    rmSync(tmp, { force: true });
    throw err;
  }
}
