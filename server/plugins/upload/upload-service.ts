// Stores uploaded files under PROJECT/public/uploads and their rows in `files`. A failed upload
// leaves neither a file nor a row behind.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryService } from '../../entries/entry-service.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { MultipartFile } from '../../http/multipart.ts';
import type { Entity } from '../../query/sql/select.ts';
import { FILE_UID } from './models.ts';
import { getConfig } from '../../config/load-config.ts';
import type { Project } from '../../project.ts';
import { DEFAULT_MAX_INPUT_PIXELS, processFile, type ProcessOptions } from './process-file.ts';
import type { FileInfo } from './file-info.ts';
import { fieldFileIds } from './media-field-files.ts';
import type { MediaLinkRef } from '../../schema/storage-layout.ts';

export class UploadService {
  constructor(
    private readonly entries: EntryService,
    readonly uploadsDir: string,
    private readonly options: ProcessOptions,
  ) {}

  private get model() {
    return this.entries.registry.get(FILE_UID);
  }

  /**
   * Files are stored one after another, so ids follow the order they were sent in. `link`: the media
   * field of an entry (or component) the new files go to, as Strapi's `refId`, `ref` and `field`.
   */
  async upload(files: MultipartFile[], infos: FileInfo[], link?: MediaLinkRef): Promise<Entity[]> {
    if (files.length === 0) throw new ValidationError('Files are empty');
    const processed: Array<Awaited<ReturnType<typeof processFile>>> = [];
    for (const [i, f] of files.entries()) {
      processed.push(
        await processFile(
          { buffer: f.buffer, filename: f.filename, mimeType: f.mimeType, name: infos[i]?.name ?? undefined },
          this.options,
        ),
      );
    }
    mkdirSync(this.uploadsDir, { recursive: true });
    const written: string[] = [];
    try {
      for (const p of processed) {
        for (const w of p.writes) {
          const path = join(this.uploadsDir, w.relativePath);
          writeFileSync(path, w.buffer);
          written.push(path);
        }
      }
      return await this.entries.transaction(async (entries) => {
        const stored: Entity[] = [];
        for (const [i, p] of processed.entries()) {
          const file = await entries.create(this.model, {
            name: p.file.name,
            alternativeText: infos[i]?.alternativeText ?? null,
            caption: infos[i]?.caption ?? null,
            width: p.file.width,
            height: p.file.height,
            formats: p.file.formats,
            hash: p.file.hash,
            ext: p.file.ext,
            mime: p.file.mime,
            size: p.file.size,
            url: p.file.url,
            previewUrl: null,
            provider: 'local',
            provider_metadata: null,
            folderPath: '/',
          });
          stored.push(file);
        }
        if (link)
          await this.link(
            entries,
            link,
            stored.map((f) => f.id),
          );
        return stored;
      });
    } catch (err) {
      for (const path of written) rmSync(path, { force: true });
      throw err;
    }
  }

  /**
   * Through the document service, so the field's allowedTypes are checked and a non-localized field
   * reaches the entry's other locales, as for any edit. A multiple field keeps its files and gets the new ones after
   * them; a single one is replaced. (Strapi links without checking the entry exists; a link to
   * nothing would only hide the upload, so it is refused here.)
   */
  private async link(entries: EntryService, ref: MediaLinkRef, fileIds: number[]): Promise<void> {
    const { registry } = entries;
    const model = registry.has(ref.uid) ? registry.get(ref.uid) : null;
    const attr = model?.attributes[ref.field];
    if (!model || attr?.kind !== 'media') throw new ValidationError(`${ref.uid} has no media field ${ref.field}`);
    const value = attr.multiple ? [...(await fieldFileIds(entries.db, ref)), ...fileIds] : fileIds[fileIds.length - 1];
    if (!(await entries.update(model, ref.id, { [ref.field]: value })))
      throw new NotFoundError(`${ref.uid} ${ref.id} not found`);
  }

  updateInfo(id: number, info: FileInfo): Promise<Entity | null> {
    const data: Record<string, unknown> = {};
    // A field left out or null keeps its value, as in Strapi.
    for (const k of ['name', 'alternativeText', 'caption'] as const) if (info[k] != null) data[k] = info[k];
    return this.entries.update(this.model, id, data);
  }

  async remove(id: number): Promise<Entity | null> {
    const file = await this.entries.findOne(this.model, id);
    if (!file) return null;
    await this.entries.delete(this.model, id);
    const names = [
      `${file.hash}${file.ext}`,
      ...Object.values((file.formats ?? {}) as Record<string, { hash: string; ext: string }>).map(
        (f) => `${f.hash}${f.ext}`,
      ),
    ];
    for (const n of names) rmSync(join(this.uploadsDir, n), { force: true });
    return file;
  }
}

/** The project's upload service, configured by `plugins.upload.config`; cheap, so made per use
 * (it then always writes through the project's current document service). */
export function projectUploadService(project: Project): UploadService {
  const config = (key: string, fallback: unknown) =>
    getConfig(project.config, `plugins.upload.config.${key}`, fallback);
  return new UploadService(project.entries, project.uploadsDir, {
    breakpoints: config('breakpoints', undefined) as Record<string, number> | undefined,
    sizeOptimization: config('sizeOptimization', true) !== false,
    responsiveDimensions: config('responsiveDimensions', true) !== false,
    autoOrientation: config('autoOrientation', false) === true,
    maxInputPixels: Number(config('maxInputPixels', DEFAULT_MAX_INPUT_PIXELS)),
  });
}

/** Bytes one uploaded file may have (`plugins.upload.config.sizeLimit`, 200 MB by default). */
export function uploadSizeLimit(project: Project): number {
  return Number(getConfig(project.config, 'plugins.upload.config.sizeLimit', 200 * 1024 * 1024));
}
