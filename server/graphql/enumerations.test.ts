// Enumeration values that are not GraphQL names (`draft-ready`, `with space`, `_blank`), and required
// fields of every kind, on the awkward fixture: answers as Strapi 4.26.2 gave them for the same
// requests (run side by side on __fixtures__/awkward).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWKWARD_FIXTURE, startApp, type TestApp } from '../../test/helpers/test-app.ts';

let server: TestApp;
let token: string;

/** Every required field of a gadget, the status given as its GraphQL name. */
function gadgetData(name: string, status: string): string {
  return `{ name: "${name}", slug: "${name}", status: ${status}, size: small, photo: 1, gallery: [1], count: 3, ratio: 0.5,
    releasedOn: "2024-02-03", active: true, meta: { a: 1 }, contact: "a@b.co", body: "b", doc: [], summary: "s", maker: 1,
    spec: { label: "L", unit: k_g, icon: 1 }, specs: [{ label: "L2", unit: none, icon: 1 }], blocks: [], secret: "hunter22" }`;
}

beforeAll(async () => {
  server = await startApp({ fixture: AWKWARD_FIXTURE });
  token = await server.token('full-access');
  server.app.project.entries.create(server.app.project.registry.get('plugin::upload.file'), {
    name: 'x.png',
    hash: 'x_0123456789',
    ext: '.png',
    mime: 'image/png',
    size: 0.01,
    url: '/uploads/x_0123456789.png',
    provider: 'local',
    folderPath: '/',
  });
  const maker = await server.gql(
    'mutation { createMaker(data: { title: "Acme", tier: blank, picks: [] }) { data { id attributes { tier } } } }',
    { token },
  );
  expect(maker.body).toEqual({ data: { createMaker: { data: { id: '1', attributes: { tier: 'blank' } } } } });
  const statuses = ['draft_ready', 'with_space', 'x_1st', 'blank', 'Mixed_Case', 'double', 'cafe_creme'];
  const created = await server.gql(
    `mutation { ${statuses.map((s, i) => `g${i}: createGadget(data: ${gadgetData(`g${i}`, s)}) { data { id attributes { status } } }`).join(' ')} }`,
    { token },
  );
  expect(created.body.errors).toBeUndefined();
  expect(statuses.map((_, i) => created.body.data[`g${i}`].data.attributes.status)).toEqual(statuses);
});
afterAll(() => server.close());

describe('enumeration values that are not GraphQL names', () => {
  it('stores the value the name stands for', async () => {
    const r = await server.call('GET', '/api/gadgets?fields[0]=status&publicationState=preview&sort=id', { token });
    expect(r.body.data.map((e: any) => e.attributes.status)).toEqual([
      'draft-ready',
      'with space',
      'x 1st',
      '_blank',
      'Mixed Case',
      '__double',
      'café crème',
    ]);
  });

  it('filters on the stored value, not on the name', async () => {
    const q = (f: string) =>
      server.gql(
        `{ gadgets(publicationState: PREVIEW, filters: { status: ${f} }) { data { id attributes { status } } } }`,
        { token },
      );
    expect((await q('{ eq: "draft-ready" }')).body).toEqual({
      data: { gadgets: { data: [{ id: '1', attributes: { status: 'draft_ready' } }] } },
    });
    expect((await q('{ eq: "draft_ready" }')).body).toEqual({ data: { gadgets: { data: [] } } });
    expect((await q('{ in: ["with space", "_blank"] }')).body.data.gadgets.data).toEqual([
      { id: '2', attributes: { status: 'with_space' } },
      { id: '4', attributes: { status: 'blank' } },
    ]);
  });

  it('takes the name in a variable and refuses the stored value there', async () => {
    const mutation =
      'mutation($s: ENUM_GADGET_STATUS) { updateGadget(id: 3, data: { status: $s }) { data { id attributes { status } } } }';
    expect((await server.gql(mutation, { token, variables: { s: 'x_1st' } })).body).toEqual({
      data: { updateGadget: { data: { id: '3', attributes: { status: 'x_1st' } } } },
    });
    const raw = await server.gql(mutation, { token, variables: { s: 'x 1st' } });
    expect(raw.status).toBe(400);
    expect(raw.body.errors[0]).toMatchObject({
      message:
        'Variable "$s" got invalid value "x 1st"; Value "x 1st" does not exist in "ENUM_GADGET_STATUS" enum. Did you mean the enum value "x_1st"?',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses the stored value as a string literal', async () => {
    const r = await server.gql('mutation { updateGadget(id: 3, data: { status: "draft-ready" }) { data { id } } }', {
      token,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({
      message:
        'Enum "ENUM_GADGET_STATUS" cannot represent non-enum value: "draft-ready". Did you mean the enum value "draft_ready"?',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('maps single types and components the same way', async () => {
    const r = await server.gql(
      'mutation { updateHomepage(data: { headline: "H", mode: dark_mode, hero: 1 }) { data { id attributes { headline mode hero { data { id } } } } } }',
      { token },
    );
    expect(r.body).toEqual({
      data: {
        updateHomepage: {
          data: { id: '1', attributes: { headline: 'H', mode: 'dark_mode', hero: { data: { id: '1' } } } },
        },
      },
    });
    const spec = await server.gql('{ gadget(id: 1) { data { attributes { spec { label unit } specs { unit } } } } }', {
      token,
    });
    expect(spec.body.data.gadget.data.attributes).toEqual({
      spec: { label: 'L', unit: 'k_g' },
      specs: [{ unit: 'none' }],
    });
  });
});

describe('password attributes', () => {
  it('are fields of the output type answered with null, never the stored hash', async () => {
    const r = await server.gql(
      '{ gadgets(publicationState: PREVIEW, pagination: { limit: 1 }) { data { id attributes { secret } } } }',
      { token },
    );
    expect(r.body).toEqual({ data: { gadgets: { data: [{ id: '1', attributes: { secret: null } }] } } });
  });
});
