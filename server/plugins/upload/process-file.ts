import { randomBytes } from 'node:crypto';
import path from 'node:path';
import slugify from '@sindresorhus/slugify';
import type sharpModule from 'sharp';
import { ApplicationError, LimitExceededError, PayloadTooLargeError } from '../../errors.ts';

type Sharp = typeof sharpModule;
let sharpLoaded: Promise<Sharp> | null = null;
/** sharp (a native module) is loaded with the first image, not at start-up: most starts serve no upload. */
function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then((m) => m.default);
  return sharpLoaded;
}

/*
 * Reproduces what Strapi 4.26's upload service + local provider persist for one uploaded file
 * (services/upload.js formatFileInfo/enhanceAndValidateFile/uploadImage, services/image-manipulation.js).
 *
 * The `size` rule: for jpeg/png/webp/tiff, Strapi's `optimize()` re-encodes the image with
 * `sharp[format]({ quality: sizeOptimization ? 80 : 100 })` (+ `.rotate()` if autoOrientation)
 * and is meant to keep the original when the output is bigger (`if (newSize > size)`). But since
 * 4.x reads the original's metadata from the temp file path, and sharp only reports `size` for
 * Buffer/Stream input, `size` is undefined, the comparison is always false and the re-encoded
 * bytes always win. For PNG `quality` implies `palette: true`, so the tiny test PNGs grow:
 * red 8x8 96 B -> 105 B (0.11 KB), green 16x16 102 B -> 107 B (0.11 KB), matching the recordings.
 * That re-encoded buffer is what gets stored and what the thumbnail/breakpoints are made from,
 * except where a PNG's palette would change its pixels (see `optimize`).
 */

export interface FormatEntry {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  width: number;
  height: number;
  size: number;
  sizeInBytes: number;
  url: string;
}

export interface ProcessedFile {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  formats: Record<string, FormatEntry> | null;
  url: string;
  provider: 'local';
}

export interface ProcessInput {
  buffer: Buffer;
  filename: string;
  mimeType: string;
  /** `fileInfo.name`: replaces the display name and hash base, but not the extension. */
  name?: string;
}

export interface ProcessOptions {
  breakpoints?: Record<string, number>;
  /** Strapi settings store defaults: sizeOptimization and responsiveDimensions on, autoOrientation off. */
  sizeOptimization?: boolean;
  responsiveDimensions?: boolean;
  autoOrientation?: boolean;
  /** Images declaring more pixels are refused before decoding (`plugins.upload.config.maxInputPixels`). */
  maxInputPixels?: number;
}

/** 50 megapixels: an 8K frame is 33. Decoding costs about 4 bytes a pixel, several times over when resized. */
export const DEFAULT_MAX_INPUT_PIXELS = 50_000_000;
/** Room left in a 255-byte file name for `thumbnail_`, the random suffix and the extension. */
const MAX_SLUG_LENGTH = 150;
const MAX_EXTENSION_LENGTH = 32;

export interface FileWrite {
  relativePath: string;
  buffer: Buffer;
}

export const DEFAULT_BREAKPOINTS: Readonly<Record<string, number>> = { large: 1000, medium: 750, small: 500 };
const THUMBNAIL = { width: 245, height: 156 };

// Compared against sharp's detected format, not the declared mime, as Strapi does. AVIF is
// reported by sharp as 'heif', so despite being listed it is never treated as an image.
const FORMATS_TO_PROCESS = ['jpeg', 'png', 'webp', 'tiff', 'svg', 'gif', 'avif'];
const FORMATS_TO_OPTIMIZE = ['jpeg', 'png', 'webp', 'tiff', 'avif'];
const FORMATS_TO_RESIZE = ['jpeg', 'png', 'webp', 'tiff', 'gif'];

export const bytesToKbytes = (bytes: number): number => Math.round((bytes / 1000) * 100) / 100;

// Subset of mime-types' `extension()`; Strapi only uses it for names without an extension,
// and unknown types really do end up as ".false" there.
const MIME_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/tiff': 'tif',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'application/json': 'json',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/octet-stream': 'bin',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mpga',
  'application/xml': 'xml',
};

/**
 * Strapi's `nameToSlug(name, { separator: '_', lowercase: false })`: @sindresorhus/slugify 1.1 (the
 * version Strapi 4.26 ships) with decamelize on: `myPhoto` -> `my_Photo`, `My Photo` -> `My_Photo`.
 */
export function slugifyBaseName(name: string): string {
  return slugify(name, { separator: '_', lowercase: false });
}

export function generateHash(baseName: string): string {
  // A name past what a file system stores (255 bytes) keeps its first characters in the stored name.
  return `${slugifyBaseName(baseName).slice(0, MAX_SLUG_LENGTH)}_${randomBytes(5).toString('hex')}`;
}

/** Strapi's media `allowedTypes` categories; a concrete mime or `type/*` entry is also accepted. */
export function mimeMatchesAllowedTypes(mime: string, allowedTypes: string[] | undefined): boolean {
  if (!allowedTypes || allowedTypes.length === 0) return true;
  const m = mime.toLowerCase();
  const category = m.startsWith('image/')
    ? 'images'
    : m.startsWith('video/')
      ? 'videos'
      : m.startsWith('audio/')
        ? 'audios'
        : 'files';
  return allowedTypes.some((t) => {
    if (t === category) return true;
    if (t.endsWith('/*')) return m.startsWith(t.slice(0, -1).toLowerCase());
    return t.toLowerCase() === m;
  });
}

/** The format and declared size, read from the header alone (nothing is decoded). */
async function probe(buffer: Buffer): Promise<{ format?: string; width?: number; height?: number }> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return {};
  }
}

type Resized = { buffer: Buffer; width: number; height: number; size: number };

async function resize(buffer: Buffer, width: number, height: number): Promise<Resized> {
  // No explicit output format: sharp keeps the input's, as Strapi's `sharp().resize()` pipeline does.
  const sharp = await loadSharp();
  const { data, info } = await sharp(buffer)
    .resize({ width, height, fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height, size: info.size };
}

async function optimize(
  original: Buffer,
  format: string,
  sizeOptimization: boolean,
  autoOrientation: boolean,
): Promise<Buffer> {
  const sharp = await loadSharp();
  let pipeline = sharp(original).toFormat(format as keyof sharpModule.FormatEnum, {
    quality: sizeOptimization ? 80 : 100,
  });
  if (autoOrientation) pipeline = pipeline.rotate();
  const optimized = await pipeline.toBuffer();
  if (format !== 'png') return optimized;
  // For PNG, sharp's `quality` means a palette of at most 256 colours: exact for flat artwork (the
  // bytes Strapi stores), but photos and gradients come out posterised into coloured blocks. Such
  // a PNG keeps its own pixels: the original bytes, or a lossless re-encode when it was rotated.
  const intended = autoOrientation ? sharp(original).rotate() : sharp(original);
  const [want, got] = await Promise.all([rgba(intended), rgba(sharp(optimized))]);
  if (want.equals(got)) return optimized;
  return autoOrientation ? sharp(original).rotate().png().toBuffer() : original;
}

function rgba(image: sharpModule.Sharp): Promise<Buffer> {
  return image.ensureAlpha().raw({ depth: 'uchar' }).toBuffer();
}

export async function processFile(
  input: ProcessInput,
  options: ProcessOptions = {},
): Promise<{ file: ProcessedFile; writes: FileWrite[] }> {
  const { sizeOptimization = true, responsiveDimensions = true, autoOrientation = false } = options;
  const breakpoints = options.breakpoints ?? DEFAULT_BREAKPOINTS;

  // Strapi does not lower-case the extension: `photo.PNG` is stored with ext ".PNG".
  let ext = path.extname(input.filename);
  if (!ext) ext = `.${MIME_EXTENSIONS[input.mimeType.toLowerCase()] ?? 'false'}`;
  // The extension is kept as sent (Strapi does); one no file system could store is refused.
  if (
    Buffer.byteLength(ext) > MAX_EXTENSION_LENGTH ||
    [...ext].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  ) {
    throw new LimitExceededError(
      `File extension is too long or has control characters (at most ${MAX_EXTENSION_LENGTH} bytes)`,
      `upload whose extension is ${Buffer.byteLength(ext)} bytes or has control characters (at most ${MAX_EXTENSION_LENGTH} bytes)`,
    );
  }
  const name = (input.name || input.filename).normalize();
  const hash = generateHash(path.basename(name, ext));
  const mime = input.mimeType;

  let buffer = input.buffer;
  let width: number | null = null;
  let height: number | null = null;
  let formats: Record<string, FormatEntry> | null = null;
  const writes: FileWrite[] = [];

  // Strapi probes every upload with sharp; we only do so for declared images.
  const probed = mime.toLowerCase().startsWith('image/') ? await probe(buffer) : {};
  const format = probed.format;
  const maxPixels = options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  if (format && maxPixels > 0 && (probed.width ?? 0) * (probed.height ?? 0) > maxPixels) {
    const err = new PayloadTooLargeError(
      `Image is too large: ${probed.width}x${probed.height} pixels, at most ${maxPixels} are accepted`,
    );
    err.logCause = `upload of ${probed.width}x${probed.height} pixels, past plugins.upload.config.maxInputPixels (${maxPixels})`;
    throw err;
  }

  if (format && FORMATS_TO_PROCESS.includes(format)) {
    const sharp = await loadSharp();
    try {
      await sharp(buffer).stats();
    } catch {
      throw new ApplicationError('File is not a valid image');
    }

    if (FORMATS_TO_OPTIMIZE.includes(format) && (sizeOptimization || autoOrientation)) {
      buffer = await optimize(buffer, format, sizeOptimization, autoOrientation);
    }

    const meta = await sharp(buffer).metadata();
    width = meta.width ?? null;
    height = meta.height ?? null;

    if (FORMATS_TO_RESIZE.includes(format) && width !== null && height !== null) {
      const jobs: Array<Promise<[string, Resized]>> = [];
      if (width > THUMBNAIL.width || height > THUMBNAIL.height) {
        jobs.push(resize(buffer, THUMBNAIL.width, THUMBNAIL.height).then((r) => ['thumbnail', r]));
      }
      if (responsiveDimensions) {
        for (const [key, bp] of Object.entries(breakpoints)) {
          if (bp < width || bp < height) jobs.push(resize(buffer, bp, bp).then((r) => [key, r]));
        }
      }
      // Strapi's key order is whichever upload finished first; a fixed order keeps output stable.
      for (const [key, r] of await Promise.all(jobs)) {
        formats ??= {};
        const formatHash = `${key}_${hash}`;
        formats[key] = {
          name: `${key}_${name}`,
          hash: formatHash,
          ext,
          mime,
          path: null,
          width: r.width,
          height: r.height,
          size: bytesToKbytes(r.size),
          sizeInBytes: r.size,
          url: `/uploads/${formatHash}${ext}`,
        };
        writes.push({ relativePath: `${formatHash}${ext}`, buffer: r.buffer });
      }
    }
  }

  writes.unshift({ relativePath: `${hash}${ext}`, buffer });
  const file: ProcessedFile = {
    name,
    hash,
    ext,
    mime,
    size: bytesToKbytes(buffer.length),
    width,
    height,
    formats,
    url: `/uploads/${hash}${ext}`,
    provider: 'local',
  };
  return { file, writes };
}
