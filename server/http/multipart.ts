import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { HttpError } from '../errors.ts';

/**
 * A rejected request body. Strapi answers these with http-errors (no `details` key), which is
 * what `HttpError` models, so the transports render it without extra wiring.
 */
export class HttpInputError extends HttpError {}

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

const badRequest = () => new HttpInputError(400, 'BadRequestError', 'Invalid multipart body');

export function readMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<MultipartBody> {
  return new Promise<MultipartBody>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
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

    const fail = (err: HttpInputError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Keep draining so the client finishes sending and can read our error response.
      req.resume();
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
          stream.on('limit', () => fail(new HttpInputError(413, 'PayloadTooLargeError', 'FileTooBig')));
          stream.on('error', () => fail(badRequest()));
          stream.on('close', () => {
            entry.buffer = Buffer.concat(chunks);
            done();
          });
        }),
      );
    });

    parser.on('filesLimit', () => fail(new HttpInputError(413, 'PayloadTooLargeError', 'TooManyFiles')));
    parser.on('error', () => fail(badRequest()));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, files });
      });
    });

    req.on('aborted', () => fail(badRequest()));
    req.on('error', () => fail(badRequest()));
    req.pipe(parser);
  });
}
