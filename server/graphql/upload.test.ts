// The upload plugin over GraphQL: files sent as a multipart request (graphql-multipart-request-spec),
// their metadata updated, listed and removed.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer, type GraphqlTestServer } from './test-server.ts';

let server: GraphqlTestServer;
let token: string;
beforeAll(async () => {
  server = await startGraphqlServer();
  token = server.token('full-access');
});
afterAll(() => server.close());

async function png(color: string): Promise<Blob> {
  const buffer = await sharp({ create: { width: 4, height: 3, channels: 3, background: color } }).png().toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

describe('upload mutations', () => {
  it('uploads one file, updates its info, lists and removes it', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({
      query: 'mutation($file: Upload!) { upload(file: $file, info: { alternativeText: "alt" }) { data { id attributes { name alternativeText mime width height url } } } }',
      variables: { file: null },
    }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', await png('red'), 'red.png');
    const res = await fetch(`${server.app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    const file = body.data.upload.data;
    expect(file.attributes).toMatchObject({ name: 'red.png', alternativeText: 'alt', mime: 'image/png', width: 4, height: 3 });
    expect(file.attributes.url).toMatch(/^\/uploads\/red_[0-9a-f]{10}\.png$/);

    const updated = await server.gql(`mutation { updateFileInfo(id: ${file.id}, info: { caption: "c" }) { data { attributes { caption alternativeText } } } }`, { token });
    expect(updated.body.data.updateFileInfo.data.attributes).toEqual({ caption: 'c', alternativeText: 'alt' });
    const list = await server.gql('{ uploadFiles { data { id } meta { pagination { total } } } }', { token });
    expect(list.body.data.uploadFiles).toEqual({ data: [{ id: file.id }], meta: { pagination: { total: 1 } } });
    const removed = await server.gql(`mutation { removeFile(id: ${file.id}) { data { id } } }`, { token });
    expect(removed.body.data.removeFile.data.id).toBe(file.id);
    expect((await server.gql(`{ uploadFile(id: ${file.id}) { data { id } } }`, { token })).body.data.uploadFile.data).toBeNull();
  });

  it('uploads several files in the order sent', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({
      query: 'mutation($files: [Upload]!) { multipleUpload(files: $files) { data { attributes { name } } } }',
      variables: { files: [null, null] },
    }));
    form.append('map', JSON.stringify({ a: ['variables.files.0'], b: ['variables.files.1'] }));
    form.append('a', await png('green'), 'green.png');
    form.append('b', await png('blue'), 'blue.png');
    const res = await fetch(`${server.app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await res.json();
    expect(body.data.multipleUpload.map((r: { data: { attributes: { name: string } } }) => r.data.attributes.name)).toEqual(['green.png', 'blue.png']);
  });
});
