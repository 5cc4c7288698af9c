// Loading models: the conformance fixture loads into Strapi v4's exact table layout, and a broken
// model or config file stops start-up with one line naming the file and attribute, no stack trace.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanup,
  cli,
  client,
  contentType,
  copyProject,
  createToken,
  lines,
  makeProject,
  ROOT,
  serve,
  serveRefusal,
  sqlite3,
  tempDir,
  writeFiles,
} from './helpers/tessera.ts';

afterAll(cleanup);

const THING = 'src/api/thing/content-types/thing/schema.json';
const thing = (attributes: Record<string, object>) =>
  contentType('thing', { title: { type: 'string' }, ...attributes });
const QUOTE = {
  'src/components/blocks/quote.json': {
    collectionName: 'components_blocks_quotes',
    info: { displayName: 'quote' },
    attributes: { text: { type: 'text' } },
  },
};

/** Column `name:type` lists per table, as sqlite3 sees them. */
function layout(file: string): Record<string, string> {
  const out = sqlite3(
    file,
    "SELECT m.name || '=' || (SELECT group_concat(c, ',') FROM (SELECT p.name || ':' || p.type AS c FROM pragma_table_info(m.name) p ORDER BY p.name)) FROM sqlite_master m WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name",
  );
  expect(out.stderr).toBe('');
  return Object.fromEntries(out.stdout.split('\n').map((l) => l.split('=') as [string, string]));
}

describe('the conformance fixture', () => {
  it("loads, serves its content types, and creates exactly Strapi 4.26's tables and columns", async () => {
    const project = copyProject();
    const token = createToken(project, ['--type', 'read-only']);
    const server = await serve(project);
    const api = client(server, token);
    for (const path of ['/api/articles', '/api/authors', '/api/tags']) {
      const r = await api.get(path);
      expect(r.status, path).toBe(200);
      expect(r.body.meta.pagination).toMatchObject({ page: 1, pageSize: 25, total: 0 });
    }
    expect(server.stderr()).not.toMatch(/error/i);
    await server.stop();

    const ref = join(tempDir(), 'strapi.db');
    const sql = readFileSync(join(ROOT, 'test', 'conformance', 'strapi4-sqlite-schema.sql'), 'utf8');
    writeFileSync(`${ref}.sql`, sql);
    expect(sqlite3(ref, `.read ${ref}.sql`).stderr).toBe('');
    expect(layout(join(project, '.tmp', 'data.db'))).toEqual(layout(ref));
  });
});

// [case, files, strings the one line must contain]
const BROKEN: Array<[string, Record<string, string | object>, string[]]> = [
  ['bad JSON', { [THING]: '{ "kind": "collectionType", "attributes": { ' }, [THING, 'JSON']],
  ['unknown type', thing({ size: { type: 'strin' } }), [THING, '"size"', 'strin']],
  ['attribute without a type', thing({ size: { required: true } }), [THING, '"size"', 'type']],
  [
    'relation to a missing target',
    thing({ owner: { type: 'relation', relation: 'manyToOne', target: 'api::person.person' } }),
    [THING, '"owner"', 'api::person.person'],
  ],
  [
    'unknown relation kind',
    thing({ owner: { type: 'relation', relation: 'manyToSome', target: 'api::thing.thing' } }),
    [THING, '"owner"', 'manyToSome'],
  ],
  [
    'mappedBy that points nowhere',
    thing({ parts: { type: 'relation', relation: 'oneToMany', target: 'api::thing.thing', mappedBy: 'nothing' } }),
    [THING, '"parts"', 'nothing'],
  ],
  [
    'unknown component',
    thing({ seo: { type: 'component', component: 'shared.nope' } }),
    [THING, '"seo"', 'shared.nope'],
  ],
  [
    'dynamic zone with an unknown component',
    { ...QUOTE, ...thing({ blocks: { type: 'dynamiczone', components: ['blocks.quote', 'blocks.nope'] } }) },
    [THING, '"blocks"', 'blocks.nope'],
  ],
  ['enumeration without enum', thing({ category: { type: 'enumeration' } }), [THING, '"category"', 'enum']],
  ['invalid regex', thing({ code: { type: 'string', regex: '([a-z' } }), [THING, '"code"', 'regex']],
  [
    'component with bad JSON',
    { 'src/components/blocks/quote.json': '{ nope', ...thing({}) },
    ['src/components/blocks/quote.json', 'JSON'],
  ],
  [
    'component with an unknown type',
    {
      'src/components/blocks/quote.json': {
        collectionName: 'components_blocks_quotes',
        info: { displayName: 'quote' },
        attributes: { text: { type: 'txt' } },
      },
      ...thing({}),
    },
    ['src/components/blocks/quote.json', '"text"', 'txt'],
  ],
  [
    'config/api.js that throws',
    { 'config/api.js': "throw new Error('config exploded');\n", ...thing({}) },
    ['config/api.js', 'config exploded'],
  ],
  [
    'config/api.js with a syntax error',
    { 'config/api.js': 'module.exports = { rest: { defaultLimit: 25, };\n', ...thing({}) },
    ['config/api.js'],
  ],
  [
    'config/server.js function that throws',
    {
      'config/server.js': "module.exports = ({ env }) => { throw new Error('no HOST ' + typeof env); };\n",
      ...thing({}),
    },
    ['config/server.js', 'no HOST function'],
  ],
];

describe('a broken project stops start-up with one line naming the file and attribute', () => {
  it.concurrent.each(BROKEN)('%s', async (_name, files, expected) => {
    const project = makeProject(files);
    const r = await serveRefusal(project);
    expect(r.started, r.stdout).toBe(false);
    expect(r.code).toBe(1);
    expect(lines(r.stderr), r.stderr).toHaveLength(1);
    for (const s of expected) expect(r.stderr).toContain(s);
    expect(r.stderr).toMatch(/^tessera serve: /);
    expect(r.stderr).not.toMatch(/unexpected error|\s+at .*:\d+:\d+/);
  });

  it('a broken attribute in the real fixture is reported the same way, and the CLI commands agree', async () => {
    const project = copyProject();
    const file = join(project, 'src/api/article/content-types/article/schema.json');
    const model = JSON.parse(readFileSync(file, 'utf8'));
    model.attributes.author.target = 'api::writer.writer';
    writeFiles(project, { 'src/api/article/content-types/article/schema.json': model });
    const r = await serveRefusal(project);
    expect(r.started).toBe(false);
    expect(lines(r.stderr)).toEqual([
      'tessera serve: src/api/article/content-types/article/schema.json: attribute "author": relation target "api::writer.writer" does not exist',
    ]);
    const token = cli(['token', 'create', '--type', 'read-only', project]);
    expect(token.status).toBe(1);
    expect(token.stdout).toBe('');
    expect(lines(token.stderr)).toEqual([r.stderr.trim().replace(/^tessera serve:/, 'tessera token:')]);
  });
});

describe('custom fields', () => {
  it('are served as strings, and start-up says so once', async () => {
    const { mkdtempSync, cpSync, readFileSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createTessera } = await import('../server/app.ts');
    const dir = mkdtempSync(join(tmpdir(), 'tessera-custom-field-'));
    try {
      cpSync(join(import.meta.dirname, 'conformance', 'fixture'), dir, { recursive: true });
      const file = join(dir, 'src', 'api', 'tag', 'content-types', 'tag', 'schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      schema.attributes.color = { type: 'customField', customField: 'plugin::color-picker.color' };
      writeFileSync(file, JSON.stringify(schema));
      const app = await createTessera({ projectDir: dir, log: () => {} });
      try {
        expect(app.project.notes.filter((n) => n.includes('custom field plugin::color-picker.color'))).toHaveLength(1);
        const tag = await app.project.entries.create(app.project.registry.get('api::tag.tag'), {
          name: 'red',
          color: '#ff0000',
        });
        expect(tag.color).toBe('#ff0000');
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
