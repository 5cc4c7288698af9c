// The upload plugin over a real server: responsive formats written to disk, served at /uploads,
// media linked from entries, the size limit, and no orphan file or row after a failed upload.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTessera, type Tessera } from '../server/app.ts';
import { createToken } from '../server/auth/api-tokens.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-upload-'));
const project = join(work, 'project');
let app: Tessera;
let auth: Record<string, string>;

beforeAll(async () => {
  cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
  writeFileSync(
    join(project, 'config', 'plugins.js'),
    'module.exports = { upload: { config: { sizeLimit: 200000 } } };\n',
  );
  app = await createTessera({ projectDir: project, log: () => {} });
  auth = {
    authorization: `Bearer ${(await createToken(app.project.engine, app.project.access.apiTokenSalt, { name: 't', type: 'full-access' })).accessKey}`,
  };
});

afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

async function upload(files: Array<{ name: string; type: string; bytes: Buffer }>, fileInfo?: unknown) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  if (fileInfo) form.append('fileInfo', JSON.stringify(fileInfo));
  const res = await app.request(`/api/upload`, { method: 'POST', headers: auth, body: form });
  return { status: res.status, body: await res.json() };
}

const uploads = () => readdirSync(join(project, 'public', 'uploads')).sort();

describe('upload plugin', () => {
  it('stores an image larger than the small breakpoint with its formats on disk', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer();
    const { status, body } = await upload([{ name: 'Big Photo.png', type: 'image/png', bytes: png }], {
      alternativeText: 'big',
      caption: 'c',
    });
    expect(status).toBe(200);
    const [file] = body;
    expect(file).toMatchObject({
      name: 'Big Photo.png',
      alternativeText: 'big',
      caption: 'c',
      width: 1200,
      height: 800,
      ext: '.png',
      mime: 'image/png',
      provider: 'local',
    });
    expect(Object.keys(file.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(file.formats.small).toMatchObject({ width: 500, height: 333 });
    expect(file.url).toBe(`/uploads/${file.hash}.png`);
    for (const f of [file, ...(Object.values(file.formats) as Array<{ url: string }>)]) {
      expect(existsSync(join(project, 'public', f.url))).toBe(true);
      const served = await app.request(f.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
    const found = await (await app.request(`/api/upload/files/${file.id}`, { headers: auth })).json();
    expect(found.formats.thumbnail.url).toBe(file.formats.thumbnail.url);
    // As Strapi's: one file's `fields` are checked (a 400 for an unknown one) but every field is answered.
    const one = await app.request(`/api/upload/files/${file.id}?fields[0]=name`, { headers: auth });
    expect(await one.json()).toEqual(found);
    expect((await app.request(`/api/upload/files/${file.id}?fields[0]=nope`, { headers: auth })).status).toBe(400);
  });

  it('links media from entries by id and refuses a missing file', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const [file] = (await upload([{ name: 'blue.png', type: 'image/png', bytes: png }])).body;
    const post = (data: unknown) =>
      app.request(`/api/authors?populate=avatar`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
    const ok = await (await post({ name: 'a', avatar: file.id })).json();
    expect(ok.data.attributes.avatar.data.id).toBe(file.id);
    const bad = await post({ name: 'b', avatar: 9999 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(
      '1 relation(s) of type plugin::upload.file associated with this entity do not exist',
    );
  });

  it('refuses a file over the size limit with 413 and leaves nothing behind', async () => {
    const before = uploads();
    const count = app.project.db!.get('SELECT COUNT(*) AS n FROM files')!.n;
    const res = await upload([{ name: 'big.bin', type: 'application/octet-stream', bytes: Buffer.alloc(300000, 1) }]);
    expect(res.status).toBe(413);
    expect(uploads()).toEqual(before);
    expect(app.project.db!.get('SELECT COUNT(*) AS n FROM files')!.n).toBe(count);
  });

  it('refuses an empty upload and a broken image without orphans', async () => {
    const before = uploads();
    expect((await upload([])).body.error.message).toBe('Files are empty');
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const broken = await upload([{ name: 'x.png', type: 'image/png', bytes: png.subarray(0, png.length - 20) }]);
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe('File is not a valid image');
    expect(uploads()).toEqual(before);
  });

  it('casts a fileInfo name that is a number to text, and refuses one yup cannot cast, storing nothing', async () => {
    const text = { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') };
    const named = await upload([text], { name: 5 });
    expect([named.status, named.body[0].name]).toEqual([200, '5']);
    const before = uploads();
    const refused = await upload([text], { caption: { a: 1 } });
    expect(refused.body.error).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^fileInfo\.caption must be/),
    });
    expect(uploads()).toEqual(before);
  });

  it('reads a body that is not multipart as Strapi does: no files to upload, a JSON fileInfo to update', async () => {
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const empty = await post('/api/upload', { a: 1 });
    expect([empty.status, (await empty.json()).error.message]).toEqual([400, 'Files are empty']);
    const text = { name: 'b.txt', type: 'text/plain', bytes: Buffer.from('hello') };
    const [file] = (await upload([text])).body;
    const updated = await post(`/api/upload?id=${file.id}`, { fileInfo: { caption: 'from JSON' } });
    expect(await updated.json()).toMatchObject({ id: file.id, caption: 'from JSON' });
  });

  it('deletes a file with its formats from disk', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const [file] = (await upload([{ name: 'green.png', type: 'image/png', bytes: png }])).body;
    const res = await app.request(`/api/upload/files/${file.id}`, { method: 'DELETE', headers: auth });
    expect(res.status).toBe(200);
    for (const f of [file, ...(Object.values(file.formats) as Array<{ url: string }>)])
      expect(existsSync(join(project, 'public', f.url))).toBe(false);
    const again = await app.request(`/api/upload/files/${file.id}`, { method: 'DELETE', headers: auth });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe('file.notFound');
  });
});
