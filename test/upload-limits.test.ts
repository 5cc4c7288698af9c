// Uploads that would cost far more than their bytes, or that no file system could store by name:
// refused (or stored under a safe name) quickly, in the envelope, and named in the server log.
import { crc32 } from 'node:zlib';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp({ listen: true });
  token = await t.token('full-access');
});
afterAll(async () => {
  await t?.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A few dozen bytes of PNG whose header declares width × height pixels (a decompression bomb's shape). */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(filename: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${t.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

it('an image declaring 256 megapixels is a 413 before it is decoded, and the log names the pixel limit', async () => {
  const r = await upload('bomb.png', pngDeclaring(16384, 16384));
  expect(r.status).toBe(413);
  expect(r.body).toMatchObject({
    data: null,
    error: {
      status: 413,
      name: 'PayloadTooLargeError',
      message: 'Image is too large: 16384x16384 pixels, at most 50000000 are accepted',
    },
  });
  expect(t.logs.some((l) => l.includes('refused (413)') && l.includes('maxInputPixels'))).toBe(true);
});

it('a file name longer than a file system stores is kept as the name, stored under a shortened hash', async () => {
  const name = `${'very-long-name-'.repeat(40)}.png`;
  const r = await upload(name, pngDeclaring(1, 1), 'application/octet-stream');
  expect(r.status).toBe(200);
  expect(r.body[0].name).toBe(name);
  expect(Buffer.byteLength(`${r.body[0].hash}${r.body[0].ext}`)).toBeLessThan(200);
  expect(readdirSync(join(t.app.project.dir, 'public', 'uploads'))).toContain(`${r.body[0].hash}.png`);
});

it('an extension no file system could store is a 400 in the envelope', async () => {
  const r = await upload(`a.${'x'.repeat(300)}`, Buffer.from('hello'), 'text/plain');
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
  expect(t.logs.some((l) => l.startsWith('refused (400)') && l.includes('extension is 301 bytes'))).toBe(true);
});

it("a body past Strapi's jsonLimit, set as Strapi sets it in config/middlewares, is a 413 the log names", async () => {
  const limited = await startApp({
    middlewaresConfig: `module.exports = ['strapi::errors', { name: 'strapi::body', config: { jsonLimit: '2kb' } }];`,
  });
  try {
    const auth = await limited.token('full-access');
    const small = await limited.call('POST', '/api/tags', { token: auth, body: { data: { name: 'x'.repeat(1500) } } });
    expect(small.status).toBe(200);
    const big = await limited.call('POST', '/api/tags', { token: auth, body: { data: { name: 'x'.repeat(2100) } } });
    expect(big.status).toBe(413);
    expect(limited.logs.some((l) => l.startsWith('refused (413)') && l.includes('2048 bytes'))).toBe(true);
  } finally {
    await limited.close();
  }
});
