// The content-type builder on a project served from PostgreSQL: a change alters the tables in
// Strapi's PostgreSQL layout, carries stored values over as on sql.js, and is all or nothing (the
// table changes, conversions and data steps are one transaction; the model files are put back).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../../test/helpers/test-app.ts';
import type { ModelDraft, SchemaChange } from '../studio-contract.ts';

const TAG = 'api::tag.tag';
const TAG_FILE = 'src/api/tag/content-types/tag/schema.json';

describe.skipIf(!postgresUrl)('the content-type builder on PostgreSQL (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase;
  let t: TestApp;
  let token: string;

  const json = async (res: Response) => ({ status: res.status, body: await res.json() });
  const apply = (changes: SchemaChange[], confirm = false) =>
    t.admin('/schema/apply', { method: 'POST', json: { changes, confirm } }).then(json);
  const plan = (changes: SchemaChange[]) => t.admin('/schema/plan', { method: 'POST', json: { changes } }).then(json);
  const saveTag = (draft: ModelDraft, confirm = false) => apply([{ action: 'save', uid: TAG, draft }], confirm);
  const tagDraft = async (): Promise<ModelDraft> => {
    const schema = (await json(await t.admin('/schema'))).body;
    const m = schema.contentTypes.find((x: { uid: string }) => x.uid === TAG);
    return {
      kind: m.kind,
      displayName: m.displayName,
      singularName: m.singularName,
      pluralName: m.pluralName,
      description: m.description,
      draftAndPublish: m.draftAndPublish,
      localized: m.localized,
      attributes: { ...m.raw.attributes },
    };
  };
  /** The column as PostgreSQL declares it, or undefined when the table has none. */
  const columnType = async (column: string) =>
    (
      await t.project.engine.get(
        "SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'tags'::regclass AND attname = ? AND NOT attisdropped",
        [column],
      )
    )?.type;
  const stored = async (column: string, id: number) =>
    (await t.project.engine.get(`SELECT "${column}" AS v FROM tags WHERE id = ?`, [id]))?.v;
  const createTag = async (data: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/tags', { token, body: { data } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };

  beforeAll(async () => {
    scratch = await scratchDatabase('builder');
    t = await startApp({ fixture: STUDIO_FIXTURE, database: scratch.url });
    token = await t.token('full-access');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });

  it('serves from PostgreSQL, not a sql.js file', () => {
    expect(t.project.db).toBeNull();
  });

  it('adds a column that is then written and read through /api', async () => {
    const draft = await tagDraft();
    draft.attributes.weight = { type: 'integer' };
    draft.attributes.code = { type: 'string' };
    const applied = await saveTag(draft);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(JSON.parse(readFileSync(join(t.projectDir, TAG_FILE), 'utf8')).attributes.weight).toEqual({
      type: 'integer',
    });
    expect(await columnType('weight')).toBe('integer');
    expect(await columnType('code')).toBe('character varying(255)');
    const id = await createTag({ name: 'heavy', weight: 7, code: '12' });
    const read = await t.call('GET', `/api/tags/${id}`, { token });
    expect(read.body.data.attributes).toMatchObject({ name: 'heavy', weight: 7, code: '12' });
  });

  it("converts a field's stored values when its type changes", async () => {
    const draft = await tagDraft();
    draft.attributes.code = { type: 'integer' };
    const preview = await plan([{ action: 'save', uid: TAG, draft }]);
    expect(preview.body.impacts).toEqual([
      expect.objectContaining({ kind: 'convert-attribute', attribute: 'code', affected: 1 }),
    ]);
    expect((await saveTag(draft, true)).status).toBe(200);
    expect(await columnType('code')).toBe('integer');
    const listed = await t.call('GET', '/api/tags?filters[code][$eq]=12', { token });
    expect(listed.body.data.map((d: { attributes: unknown }) => d.attributes)).toEqual([
      expect.objectContaining({ name: 'heavy', code: 12 }),
    ]);
  });

  it('keeps the values of a renamed field in the database, asking first, and serves the new name', async () => {
    const draft = await tagDraft();
    delete draft.attributes.weight;
    draft.attributes.mass = { type: 'integer' };
    const refused = await saveTag(draft);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.plan.impacts).toEqual([
      expect.objectContaining({ kind: 'drop-attribute', attribute: 'weight', affected: 1 }),
    ]);
    expect(await columnType('mass')).toBeUndefined();
    expect((await saveTag(draft, true)).status).toBe(200);
    const [heavy] = (await t.call('GET', '/api/tags?filters[name][$eq]=heavy', { token })).body.data;
    expect(heavy.attributes.weight).toBeUndefined();
    expect(heavy.attributes.mass).toBeNull();
    expect(await stored('weight', heavy.id)).toBe(7);
    const updated = await t.call('PUT', `/api/tags/${heavy.id}`, { token, body: { data: { mass: 9 } } });
    expect(updated.body.data.attributes.mass).toBe(9);
  });

  it('publishes existing entries when draft & publish is turned on', async () => {
    const draft = await tagDraft();
    expect((await saveTag({ ...draft, draftAndPublish: true }, true)).status).toBe(200);
    const listed = await t.call('GET', '/api/tags', { token });
    expect(listed.body.data).toHaveLength(1);
    expect(typeof listed.body.data[0].attributes.publishedAt).toBe('string');
  });

  it('refuses a change that would lose values, leaving the tables and the files as they were', async () => {
    const id = await createTag({ name: 'lettered', mass: 1, code: 3 });
    await t.project.engine.run('UPDATE tags SET name = ? WHERE id = ?', ['not a number', id]);
    const file = readFileSync(join(t.projectDir, TAG_FILE), 'utf8');
    const draft = await tagDraft();
    draft.attributes.name = { type: 'integer' };
    draft.attributes.extra = { type: 'string' };
    const previewed = await plan([{ action: 'save', uid: TAG, draft }]);
    expect(previewed.status).toBe(400);
    expect(previewed.body.error.message).toMatch(
      /attribute "name" changed from character varying\(255\) to integer, which would lose stored values/,
    );
    const applied = await saveTag(draft, true);
    expect(applied.status).toBe(400);
    expect(readFileSync(join(t.projectDir, TAG_FILE), 'utf8')).toBe(file);
    expect(await columnType('name')).toBe('character varying(255)');
    expect(await columnType('extra')).toBeUndefined();
    expect(await stored('name', id)).toBe('not a number');
  });

  it('rolls the table changes back when a data step of the same change fails', async () => {
    const file = join(t.projectDir, TAG_FILE);
    const before = readFileSync(file, 'utf8');
    const model = JSON.parse(before);
    model.attributes.colour = { type: 'string' };
    model.attributes.code = { type: 'text' };
    writeFileSync(file, JSON.stringify(model));
    try {
      await expect(
        t.project.reload({
          migrate: async (tx) => {
            await tx.run('UPDATE tags SET colour = ?', ['red']);
            throw new Error('data step failed');
          },
        }),
      ).rejects.toThrow('data step failed');
    } finally {
      writeFileSync(file, before);
    }
    expect(await columnType('colour')).toBeUndefined();
    expect(await columnType('code')).toBe('integer');
    expect(t.project.registry.get(TAG).attributes.colour).toBeUndefined();
  });

  it('adds a component and a relation (their tables), served through /api, then removes them keeping their rows', async () => {
    const draft = await tagDraft();
    draft.attributes.address = { type: 'component', component: 'places.address', repeatable: false };
    draft.attributes.author = {
      type: 'relation',
      relation: 'manyToOne',
      target: 'api::author.author',
      inversedBy: 'tags',
    };
    const address: ModelDraft = {
      kind: 'component',
      displayName: 'Address',
      singularName: 'address',
      pluralName: 'address',
      category: 'places',
      attributes: { city: { type: 'string' } },
    };
    const applied = await apply([
      { action: 'save', draft: address },
      { action: 'save', uid: TAG, draft },
    ]);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const author = await t.call('POST', '/api/authors', { token, body: { data: { name: 'Ada' } } });
    const id = await createTag({ name: 'placed', address: { city: 'Lyon' }, author: author.body.data.id });
    const read = await t.call('GET', `/api/tags/${id}?populate=*`, { token });
    expect(read.body.data.attributes.address).toMatchObject({ city: 'Lyon' });
    expect(read.body.data.attributes.author.data).toMatchObject({ id: author.body.data.id });
    const inverse = await t.call('GET', `/api/authors/${author.body.data.id}?populate=tags`, { token });
    expect(inverse.body.data.attributes.tags.data).toEqual([expect.objectContaining({ id })]);

    const without = await tagDraft();
    delete without.attributes.address;
    delete without.attributes.author;
    const removed = await apply(
      [
        { action: 'save', uid: TAG, draft: without },
        { action: 'delete', uid: 'places.address' },
      ],
      true,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = await t.call('GET', `/api/tags/${id}?populate=*`, { token });
    expect(after.body.data.attributes.address).toBeUndefined();
    expect(after.body.data.attributes.author).toBeUndefined();
    const links = await t.project.engine.get('SELECT COUNT(*) AS n FROM tags_author_links WHERE tag_id = ?', [id]);
    expect(Number(links?.n)).toBe(1);
  });
});
