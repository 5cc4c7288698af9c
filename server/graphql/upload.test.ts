// The upload plugin over GraphQL: files sent as a multipart request (graphql-multipart-request-spec),
// their metadata updated, listed and removed, linked to an entry's media field, and the entries a
// file is linked to (UploadFile.related).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

let server: TestApp;
let token: string;
beforeAll(async () => {
  server = await startApp();
  token = await server.token('full-access');
});
afterAll(() => server.close());

async function png(color: string): Promise<Blob> {
  const buffer = await sharp({ create: { width: 4, height: 3, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

/** Sends `query` with one file per name as `$files` (or `$file` when there is one). */
async function send(query: string, names: string[], variables: Record<string, unknown> = {}, as = token): Promise<any> {
  const form = new FormData();
  const one = names.length === 1;
  form.append(
    'operations',
    JSON.stringify({
      query,
      variables: { ...variables, [one ? 'file' : 'files']: one ? null : names.map(() => null) },
    }),
  );
  form.append(
    'map',
    JSON.stringify(
      Object.fromEntries(names.map((_, i) => [String(i), [one ? 'variables.file' : `variables.files.${i}`]])),
    ),
  );
  for (const [i, name] of names.entries()) form.append(String(i), await png('white'), name);
  const res = await server.fetch(`/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}` },
    body: form,
  });
  return res.json();
}

describe('upload mutations', () => {
  it('uploads one file, updates its info, lists and removes it', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($file: Upload!) { upload(file: $file, info: { alternativeText: "alt" }) { data { id attributes { name alternativeText mime width height url } } } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', await png('red'), 'red.png');
    const res = await server.fetch(`/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    const file = body.data.upload.data;
    expect(file.attributes).toMatchObject({
      name: 'red.png',
      alternativeText: 'alt',
      mime: 'image/png',
      width: 4,
      height: 3,
    });
    expect(file.attributes.url).toMatch(/^\/uploads\/red_[0-9a-f]{10}\.png$/);

    const updated = await server.gql(
      `mutation { updateFileInfo(id: ${file.id}, info: { caption: "c" }) { data { attributes { caption alternativeText } } } }`,
      { token },
    );
    expect(updated.body.data.updateFileInfo.data.attributes).toEqual({ caption: 'c', alternativeText: 'alt' });
    const list = await server.gql('{ uploadFiles { data { id } meta { pagination { total } } } }', { token });
    expect(list.body.data.uploadFiles).toEqual({ data: [{ id: file.id }], meta: { pagination: { total: 1 } } });
    const removed = await server.gql(`mutation { removeFile(id: ${file.id}) { data { id } } }`, { token });
    expect(removed.body.data.removeFile.data.id).toBe(file.id);
    expect(
      (await server.gql(`{ uploadFile(id: ${file.id}) { data { id } } }`, { token })).body.data.uploadFile.data,
    ).toBeNull();
  });

  it('uploads several files in the order sent', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($files: [Upload]!) { multipleUpload(files: $files) { data { attributes { name } } } }',
        variables: { files: [null, null] },
      }),
    );
    form.append('map', JSON.stringify({ a: ['variables.files.0'], b: ['variables.files.1'] }));
    form.append('a', await png('green'), 'green.png');
    form.append('b', await png('blue'), 'blue.png');
    const res = await server.fetch(`/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    expect(
      body.data.multipleUpload.map((r: { data: { attributes: { name: string } } }) => r.data.attributes.name),
    ).toEqual(['green.png', 'blue.png']);
  });
});

describe('links to entries', () => {
  const entries = () => server.app.project.entries;
  const model = (uid: string) => server.app.project.registry.get(uid);
  const TARGET = '$refId: ID, $ref: String, $field: String';
  const UPLOAD = `mutation($file: Upload!, ${TARGET}) { upload(file: $file, refId: $refId, ref: $ref, field: $field) { data { id } } }`;
  const MULTIPLE = `mutation($files: [Upload]!, ${TARGET}) { multipleUpload(files: $files, refId: $refId, ref: $ref, field: $field) { data { id } } }`;
  const RELATED = `related { __typename ... on Article { title } ... on ComponentSharedSeo { metaTitle } }`;
  let articleId: number;

  it('adds uploads after the files of a multiple field, and replaces the file of a single one', async () => {
    articleId = (
      await entries().create(model('api::article.article'), {
        title: 'Linked',
        seo: { metaTitle: 'linked seo' },
      })
    ).id;
    const target = { refId: String(articleId), ref: 'api::article.article' };
    await send(MULTIPLE, ['g1.png', 'g2.png'], { ...target, field: 'gallery' });
    await send(UPLOAD, ['g3.png'], { ...target, field: 'gallery' });
    await send(UPLOAD, ['c1.png'], { ...target, field: 'cover' });
    const cover = (await send(UPLOAD, ['c2.png'], { ...target, field: 'cover' })).data.upload.data.id;
    const r = await server.gql(
      `{ article(id: ${articleId}) { data { attributes {
      gallery { data { attributes { name } } } cover { data { id attributes { name ${RELATED} } } } } } } }`,
      { token },
    );
    const { gallery, cover: linked } = r.body.data.article.data.attributes;
    expect(gallery.data.map((f: { attributes: { name: string } }) => f.attributes.name)).toEqual([
      'g1.png',
      'g2.png',
      'g3.png',
    ]);
    expect(linked.data).toEqual({
      id: cover,
      attributes: { name: 'c2.png', related: [{ __typename: 'Article', title: 'Linked' }] },
    });
  });

  it('lists entries and components as GenericMorph items, only of types the caller may find', async () => {
    const seo = (await entries().findOne(model('api::article.article'), articleId, { populate: { seo: {} } }))!.seo as {
      id: number;
    };
    const file = (await send(UPLOAD, ['shared.png'], { refId: String(seo.id), ref: 'shared.seo', field: 'shareImage' }))
      .data.upload.data.id;
    await entries().update(model('api::article.article'), articleId, { cover: Number(file) });
    const query = `{ uploadFile(id: ${file}) { data { attributes { ${RELATED} } } } }`;
    const full = await server.gql(query, { token });
    expect(full.body.data.uploadFile.data.attributes.related).toEqual([
      { __typename: 'ComponentSharedSeo', metaTitle: 'linked seo' },
      { __typename: 'Article', title: 'Linked' },
    ]);
    // Strapi checks `<type>.find` per item (a component's never is granted) and drops an emptied list.
    await server.grant('public', ['plugin::upload.content-api.findOne']);
    expect((await server.gql(query)).body.data.uploadFile.data.attributes.related).toBeNull();
    await server.grant('public', ['api::article.article.find']);
    expect((await server.gql(query)).body.data.uploadFile.data.attributes.related).toEqual([
      { __typename: 'Article', title: 'Linked' },
    ]);
    const lone = (await send(UPLOAD, ['lone.png'])).data.upload.data.id;
    expect(
      (await server.gql(`{ uploadFile(id: ${lone}) { data { attributes { related { __typename } } } } }`, { token }))
        .body.data.uploadFile.data.attributes.related,
    ).toBeNull();
  });

  it('refuses a link to a field that is not media or an entry that does not exist, keeping no file', async () => {
    const count = async () =>
      server
        .gql('{ uploadFiles { meta { pagination { total } } } }', { token })
        .then((r) => r.body.data.uploadFiles.meta.pagination.total);
    const before = await count();
    const notMedia = await send(UPLOAD, ['x.png'], {
      refId: String(articleId),
      ref: 'api::article.article',
      field: 'title',
    });
    expect(notMedia.errors[0]).toMatchObject({
      message: 'api::article.article has no media field title',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await send(UPLOAD, ['x.png'], { refId: '9999', ref: 'api::article.article', field: 'cover' });
    expect(missing.errors[0].extensions.code).toBe('STRAPI_NOT_FOUND_ERROR');
    expect(await count()).toBe(before);
  });
});
