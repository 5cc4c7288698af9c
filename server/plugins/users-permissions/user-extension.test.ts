// A project's extended user model (test/fixtures/i18n-shop: src/extensions/users-permissions/
// content-types/user/schema.json, plus a strapi-server.js that adds `phone`), over a real server.
// Every expected answer is Strapi 4.26.2's to the same requests on the same project.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { I18N_SHOP_FIXTURE, keysDeep, startApp, type TestApp } from '../../../test/helpers/test-app.ts';

let s: TestApp;
let full: string;
let annJwt: string;
let picture: number;
let product: number;

beforeAll(async () => {
  s = await startApp({ fixture: I18N_SHOP_FIXTURE, listen: true });
  full = await s.token('full-access');
  // The grants the recording ran with.
  await s.grant('authenticated', ['api::product.product.find']);
  const form = new FormData();
  form.append(
    'files',
    new Blob([readFileSync(join(I18N_SHOP_FIXTURE, 'public', 'pixel.png'))], { type: 'image/png' }),
    'pixel.png',
  );
  picture = (
    await (
      await fetch(`${s.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${full}` }, body: form })
    ).json()
  )[0].id;
  await s.call('POST', '/api/brands', { token: full, body: { data: { title: 'Acme' } } });
  product = (await s.call('POST', '/api/products', { token: full, body: { data: { name: 'P' } } })).body.data.id;
});
afterAll(async () => {
  await s?.close();
});

const register = (body: Record<string, unknown>) => s.call('POST', '/api/auth/local/register', { body });
const fieldError = (path: string, message: string) => ({
  status: 400,
  name: 'ValidationError',
  message,
  details: { errors: [{ path: [path], message, name: 'ValidationError' }] },
});

describe('registration with an extended user model', () => {
  it("checks the extension's required attributes and constraints", async () => {
    expect((await register({ username: 'ann', email: 'ann@x.io', password: 'secret1' })).body.error).toEqual(
      fieldError('firstName', 'firstName must be defined.'),
    );
    const long = await register({
      username: 'cid',
      email: 'cid@x.io',
      password: 'secret1',
      firstName: 'Cid',
      nickname: 'x'.repeat(30),
    });
    expect(long.body.error).toEqual(fieldError('nickname', 'nickname must be at most 20 characters'));
    const level = await register({
      username: 'dan',
      email: 'dan@x.io',
      password: 'secret1',
      firstName: 'Dan',
      level: 'platinum',
    });
    expect(level.body.error).toEqual(
      fieldError('level', 'level must be one of the following values: bronze, silver, gold, '),
    );
  });

  it('stores the fields register.allowedFields lets through, and drops the others', async () => {
    const res = await register({
      username: 'ann',
      email: 'ann@x.io',
      password: 'secret1',
      firstName: 'Ann',
      nickname: 'annie',
      level: 'gold',
      avatar: picture,
      favorites: [product],
      secretNote: 'hidden',
      brand: 1,
      blocked: true,
    });
    expect(res.status).toBe(200);
    annJwt = res.body.jwt;
    expect(res.body.user).toEqual({
      id: res.body.user.id,
      username: 'ann',
      email: 'ann@x.io',
      provider: 'local',
      confirmed: true,
      blocked: false,
      firstName: 'Ann',
      nickname: 'annie',
      level: 'gold',
      phone: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const bob = await register({ username: 'bob', email: 'bob@x.io', password: 'secret1', firstName: 'Bob' });
    expect(bob.body.user).toMatchObject({ level: 'bronze', nickname: null });
  });
});

describe('/users with an extended user model', () => {
  it('populates media, relations and components on /users/me, never a private attribute', async () => {
    const me = await s.call(
      'GET',
      '/api/users/me?populate[avatar][fields][0]=name&populate[favorites][fields][0]=name',
      { token: annJwt },
    );
    expect(me.body).toMatchObject({
      username: 'ann',
      firstName: 'Ann',
      avatar: { id: picture, name: 'pixel.png' },
      favorites: [{ id: product, name: 'P' }],
    });
    const all = await s.call('GET', '/api/users?populate=*', { token: full });
    expect(all.body[0]).toMatchObject({
      brand: null,
      address: null,
      favorites: [{ id: product }],
      avatar: { id: picture },
    });
    expect(all.body[1]).toMatchObject({ avatar: null, favorites: [] });
    expect(keysDeep(all.body).has('secretNote')).toBe(false);
  });

  it("filters on the extension's attributes, but not on a private one", async () => {
    expect(
      (await s.call('GET', '/api/users?filters[firstName][$eq]=Ann&fields[0]=username', { token: full })).body,
    ).toEqual([{ id: 1, username: 'ann' }]);
    expect(
      (await s.call('GET', '/api/users?filters[secretNote][$eq]=hidden', { token: full })).body.error.message,
    ).toBe('Invalid parameter secretNote');
  });

  it('updates them with PUT /users/:id, checking them as Strapi does', async () => {
    const res = await s.call('PUT', '/api/users/1', {
      token: full,
      body: { nickname: 'an', address: { width: 1, height: 2 }, phone: '555' },
    });
    expect(res.body).toMatchObject({ nickname: 'an', phone: '555' });
    expect((await s.call('GET', '/api/users/1?populate=address', { token: full })).body.address).toEqual({
      id: 1,
      width: 1,
      height: 2,
    });
    const cleared = await s.call('PUT', '/api/users/1', { token: full, body: { firstName: null } });
    expect(cleared.body.error).toEqual(
      fieldError('firstName', 'firstName must be a `string` type, but the final value was: `null`.'),
    );
    // From strapi-server.js: `phone` has maxLength 15.
    expect(
      (await s.call('PUT', '/api/users/1', { token: full, body: { phone: '0123456789012345678' } })).body.error,
    ).toEqual(fieldError('phone', 'phone must be at most 15 characters'));
    const created = await s.call('POST', '/api/users', {
      token: full,
      body: { username: 'eve', email: 'eve@x.io', password: 'secret1', role: 1 },
    });
    expect(created.body.error).toEqual({
      status: 400,
      name: 'ApplicationError',
      message: 'firstName must be defined.',
      details: {},
    });
  });

  it('says at start that strapi-server.js is read for its schemas only', () => {
    expect(s.app.project.notes).toContain(
      'src/extensions/users-permissions/strapi-server.js: read for the content-type schemas it changes; its controllers, routes, services and policies are not run',
    );
  });
});

describe('GraphQL with an extended user model', () => {
  const typeFields = async (name: string, list: 'fields' | 'inputFields') => {
    const res = await s.gql(`{ __type(name: "${name}") { ${list} { name type { kind name ofType { name } } } } }`, {
      token: full,
    });
    return Object.fromEntries(
      (
        res.body.data.__type[list] as Array<{
          name: string;
          type: { kind: string; name: string | null; ofType: { name: string } | null };
        }>
      ).map((f) => [f.name, f.type.name ?? `${f.type.kind}(${f.type.ofType?.name})`]),
    );
  };

  it("adds the extension's attributes to UsersPermissionsUser, its input and its filters", async () => {
    expect(await typeFields('UsersPermissionsUser', 'fields')).toMatchObject({
      firstName: 'NON_NULL(String)',
      nickname: 'String',
      level: 'ENUM_USERSPERMISSIONSUSER_LEVEL',
      avatar: 'UploadFileEntityResponse',
      favorites: 'ProductRelationResponseCollection',
      brand: 'BrandEntityResponse',
      address: 'ComponentShopDimensions',
      phone: 'String',
    });
    expect(await typeFields('UsersPermissionsUser', 'fields')).not.toHaveProperty('secretNote');
    expect(await typeFields('UsersPermissionsUserInput', 'inputFields')).toMatchObject({
      firstName: 'String',
      secretNote: 'String',
      level: 'ENUM_USERSPERMISSIONSUSER_LEVEL',
      avatar: 'ID',
      favorites: 'LIST(ID)',
      brand: 'ID',
      address: 'ComponentShopDimensionsInput',
    });
    expect(await typeFields('UsersPermissionsUserFiltersInput', 'inputFields')).toMatchObject({
      firstName: 'StringFilterInput',
      secretNote: 'StringFilterInput',
      level: 'StringFilterInput',
      favorites: 'ProductFiltersInput',
      address: 'ComponentShopDimensionsFiltersInput',
    });
  });

  it('reads and writes them', async () => {
    const list = await s.gql(
      '{ usersPermissionsUsers(filters: { firstName: { eq: "Ann" } }) { data { id attributes { firstName avatar { data { id } } favorites { data { id } } address { width } } } } }',
      { token: full },
    );
    expect(list.body.data.usersPermissionsUsers.data).toEqual([
      {
        id: '1',
        attributes: {
          firstName: 'Ann',
          avatar: { data: { id: String(picture) } },
          favorites: { data: [{ id: String(product) }] },
          address: { width: 1 },
        },
      },
    ]);
    const updated = await s.gql(
      'mutation { updateUsersPermissionsUser(id: 1, data: { nickname: "gql", level: silver }) { data { attributes { nickname level } } } }',
      { token: full },
    );
    expect(updated.body.data.updateUsersPermissionsUser.data.attributes).toEqual({ nickname: 'gql', level: 'silver' });
    const reg = await s.gql(
      'mutation { register(input: { username: "fay", email: "fay@x.io", password: "secret1" }) { user { id } } }',
    );
    expect(reg.body.errors[0]).toMatchObject({
      message: 'firstName must be defined.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
