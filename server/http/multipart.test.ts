import { describe, expect, it } from 'vitest';
import { TesseraError } from '../errors.ts';
import { readMultipart } from './multipart.ts';

const baseUrl = 'http://in-process';

/** Reads a request's multipart body as the upload routes do, answering what it read or the error. */
async function send(url: string, init: RequestInit): Promise<Response> {
  const request = new Request(url, init);
  const params = new URL(url).searchParams;
  const maxFileSize = Number(params.get('max') ?? 1024 * 1024);
  const maxFiles = params.has('maxFiles') ? Number(params.get('maxFiles')) : undefined;
  const headers = Object.fromEntries(request.headers);
  const body = request.body as unknown as AsyncIterable<Uint8Array> | undefined;
  try {
    const { fields, files } = await readMultipart({ headers, body }, { maxFileSize, maxFiles });
    return Response.json({ fields, files: files.map((f) => ({ ...f, buffer: f.buffer.toString('base64') })) });
  } catch (err) {
    const e = err as TesseraError;
    return Response.json(
      {
        name: e.name,
        message: e.message,
        isClass: e instanceof TesseraError,
        ...(e.logCause ? { logCause: e.logCause } : {}),
      },
      { status: e.status },
    );
  }
}

describe('readMultipart', () => {
  it('returns fields and files in body order, keeping repeated fields', async () => {
    const form = new FormData();
    form.append('files', new Blob([Buffer.from('first')], { type: 'text/plain' }), 'a.txt');
    form.append('fileInfo', JSON.stringify({ name: 'A' }));
    form.append('files', new Blob([Buffer.from([0, 1, 2, 255])], { type: 'image/png' }), 'Größe b.png');
    form.append('fileInfo', JSON.stringify({ name: 'B' }));
    form.append('ref', 'api::article.article');
    form.append('other', new Blob(['third'], { type: 'application/pdf' }), 'c.pdf');

    const res = await send(`${baseUrl}/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.fields).toEqual({
      fileInfo: ['{"name":"A"}', '{"name":"B"}'],
      ref: 'api::article.article',
    });
    expect(body.files).toEqual([
      { field: 'files', filename: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('first').toString('base64') },
      {
        field: 'files',
        filename: 'Größe b.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0, 1, 2, 255]).toString('base64'),
      },
      {
        field: 'other',
        filename: 'c.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('third').toString('base64'),
      },
    ]);
  });

  it('rejects a file over maxFileSize with 413 FileTooBig', async () => {
    const form = new FormData();
    form.append('files', new Blob([Buffer.alloc(64 * 1024, 7)]), 'big.bin');
    const res = await send(`${baseUrl}/upload?max=1000`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      name: 'PayloadTooLargeError',
      message: 'FileTooBig',
      isClass: true,
      logCause: 'uploaded file past the size limit of 1000 bytes',
    });
  });

  it('accepts a file exactly at maxFileSize', async () => {
    const form = new FormData();
    form.append('files', new Blob([Buffer.alloc(1000, 1)]), 'ok.bin');
    const res = await send(`${baseUrl}/upload?max=1000`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });

  it('rejects more files than maxFiles with 413', async () => {
    const form = new FormData();
    form.append('files', new Blob(['1']), '1.txt');
    form.append('files', new Blob(['2']), '2.txt');
    const res = await send(`${baseUrl}/upload?maxFiles=1`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
  });

  it('rejects a truncated multipart body with 400', async () => {
    const body = '--XyZ\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhello';
    const res = await send(`${baseUrl}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: 'BadRequestError', message: 'Invalid multipart body', isClass: true });
  });

  it('rejects a non-multipart body with 400', async () => {
    const res = await send(`${baseUrl}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});
