import { Readable } from 'node:stream';
import type Busboy from 'busboy';
import { createError, type TesseraError } from '../errors.ts';
import { bodyChunks } from './message.ts';
import type { RequestContext } from './router.ts';

/** A rejected request body. Strapi answers these with http-errors: no `details` key. */
const inputError = (status: number, name: string, message: string) => createError(name, status, message);

export interface MultipartFile {
  field: string;
  filename: string;
  mimeType: string;
  buffer: Buffer;
}

export interface MultipartBody {
  /** A field sent more than once (e.g. `fileInfo` once per file) becomes an array, in order. */
  fields: Record<string, string | string[]>;
  /** In the order the parts appeared in the body. */
  files: MultipartFile[];
}

export interface MultipartLimits {
  maxFileSize: number;
  maxFiles?: number;
}

// Strapi's koa-body/formidable setup allows 20 MB of field data; busboy's own default (1 MB)
// would silently truncate large JSON `data` fields instead.
const MAX_FIELD_SIZE = 20 * 1024 * 1024;

/** The server log names what a refusal for size was about. */
function logged(err: TesseraError, cause: string): TesseraError {
  err.logCause = cause;
  return err;
}

const badRequest = () => inputError(400, 'BadRequestError', 'Invalid multipart body');

let loadingBusboy: Promise<typeof Busboy> | null = null;

/** busboy (and streamsearch, ~70 KB) is loaded by the first multipart body: a server that only reads never needs it. */
function loadBusboy(): Promise<typeof Busboy> {
  loadingBusboy ??= import('busboy').then((module) => module.default);
  return loadingBusboy;
}

export async function readMultipart(
  ctx: Pick<RequestContext, 'headers' | 'body'>,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const busboy = await loadBusboy();
  return new Promise<MultipartBody>((resolve, reject) => {
    let parser: Busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.headers as Record<string, string>,
        // Browsers and undici send UTF-8 filenames without RFC 5987 encoding; busboy would read them as latin1.
        defParamCharset: 'utf8',
        limits: {
          // busboy fires `limit` on reaching the cap; +1 so a file of exactly maxFileSize passes.
          fileSize: limits.maxFileSize + 1,
          files: limits.maxFiles,
          fieldSize: MAX_FIELD_SIZE,
        },
      });
    } catch {
      // Missing or non-multipart Content-Type, or no boundary.
      reject(badRequest());
      return;
    }

    const fields: Record<string, string | string[]> = {};
    const files: MultipartFile[] = [];
    const pending: Promise<void>[] = [];
    let settled = false;

    const source = Readable.from(bodyChunks(ctx.body), { objectMode: false });
    ctx.body = undefined;
    const fail = (err: TesseraError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      // Keep draining so the client finishes sending and can read our error response.
      source.resume();
      reject(err);
    };

    parser.on('field', (name, value) => {
      const prev = fields[name];
      if (prev === undefined) fields[name] = value;
      else if (Array.isArray(prev)) prev.push(value);
      else fields[name] = [prev, value];
    });

    parser.on('file', (field, stream, info) => {
      const entry: MultipartFile = {
        field,
        filename: info.filename ?? '',
        mimeType: info.mimeType,
        buffer: Buffer.alloc(0),
      };
      // Reserve the slot now so the order follows the body, not stream completion.
      files.push(entry);
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () =>
            fail(
              logged(
                inputError(413, 'PayloadTooLargeError', 'FileTooBig'),
                `uploaded file past the size limit of ${limits.maxFileSize} bytes`,
              ),
            ),
          );
          stream.on('error', () => fail(badRequest()));
          stream.on('close', () => {
            entry.buffer = Buffer.concat(chunks);
            done();
          });
        }),
      );
    });

    parser.on('filesLimit', () =>
      fail(
        logged(
          inputError(413, 'PayloadTooLargeError', 'TooManyFiles'),
          `more than ${limits.maxFiles} files in one body`,
        ),
      ),
    );
    parser.on('error', () => fail(badRequest()));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, files });
      });
    });

    source.on('error', () => fail(badRequest()));
    source.pipe(parser);
  });
}
