// `tessera data export --out FILE.tar.gz` then `tessera data import` of that file into a fresh copy
// of the project, both through the CLI on real files: the archive holds Strapi's layout, and the
// imported project answers every read as the exported one did (entries, drafts, locales,
// relations in their order, components, zones, media and the uploaded bytes).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStrapiArchive } from '../../server/data-transfer/strapi-archive/read-archive.ts';
import { createTessera } from '../../server/app.ts';
import { cleanup, cli, copyProject, createToken, ROOT, tempDir } from '../helpers/tessera.ts';

const STRAPI_ARCHIVE = join(ROOT, 'test', 'fixtures', 'strapi-transfer', 'strapi-4.26.2-export.tar.gz');
const READS = [
  '/api/articles?populate=*&publicationState=preview&locale=all&sort=id',
  '/api/articles?populate[seo][populate]=shareImage&populate[blocks]=*&locale=all&sort=id',
  '/api/authors?populate=*',
  '/api/tags?populate[articles][fields][0]=title',
  '/api/global?populate[defaultSeo][populate]=*',
  '/api/upload/files',
  '/api/i18n/locales',
];

afterAll(cleanup);

/** JSON answers of the project's own database, through the in-process handler. */
async function withProject<T>(
  projectDir: string,
  fn: (call: (method: string, path: string, body?: unknown) => Promise<any>) => Promise<T>,
): Promise<T> {
  const token = createToken(projectDir, ['--type', 'full-access']);
  const tessera = await createTessera({ projectDir, fsync: false, log: () => undefined });
  try {
    return await fn(async (method, path, body) => {
      const res = await tessera.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    });
  } finally {
    await tessera.close();
  }
}

/** Every read of READS, and the uploaded file's bytes. */
async function answers(projectDir: string): Promise<unknown[]> {
  const out: unknown[] = await withProject(projectDir, async (call) => {
    const bodies: unknown[] = [];
    for (const path of READS) bodies.push((await call('GET', path)).body);
    return bodies;
  });
  out.push(readFileSync(join(projectDir, 'public', 'uploads', 'teal_b89c789d71.png')));
  return out;
}

describe('tessera data export of a Strapi archive', () => {
  let source: string;
  let archive: string;
  let exported: ReturnType<typeof cli>;
  beforeAll(async () => {
    source = copyProject();
    // Content written by Strapi, then more written by Tessera on top of it.
    expect(cli(['data', 'import', STRAPI_ARCHIVE, source], { timeout: 120000 }).status).toBe(0);
    await withProject(source, async (call) => {
      const tag = await call('POST', '/api/tags', { data: { name: 'tessera' } });
      const created = await call('POST', '/api/articles', {
        data: {
          title: 'Made in Tessera',
          slug: 'made-in-tessera',
          tags: [tag.body.data.id, 1],
          author: 1,
          cover: 1,
          seo: { metaTitle: 'tm', shareImage: 1 },
          blocks: [
            { __component: 'blocks.rich-text', body: 'first' },
            { __component: 'blocks.quote', title: 'second', text: 'q' },
          ],
        },
      });
      expect(created.status).toBe(200);
    });
    archive = join(tempDir(), 'content.tar.gz');
    exported = cli(['data', 'export', '--out', archive, source], { timeout: 120000 });
  }, 240000);

  it("writes Strapi's layout and reports counts it checked by reading the file back", async () => {
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    expect(exported.stdout.split('\n')[0]).toBe(`exported 24 entities of 9 types, 25 links and 1 files to ${archive}`);
    expect(exported.stdout).toContain('  api::article.article\t4');
    const read = await readStrapiArchive(archive);
    expect(read.metadata.strapi).toEqual({ version: '4.26.2' });
    expect(read.schemas.map((s) => s.uid)).toContain('shared.seo');
    expect(read.entities.some((e) => e.type.startsWith('admin::'))).toBe(false);
    const made = read.entities.find((e) => e.data.title === 'Made in Tessera')!;
    expect(made.data.blocks).toEqual([
      expect.objectContaining({ __component: 'blocks.rich-text', body: 'first' }),
      expect.objectContaining({ __component: 'blocks.quote', title: 'second' }),
    ]);
    expect(
      read.links.filter(
        (l) => l.left.type === 'api::article.article' && l.left.field === 'tags' && l.left.ref === made.id,
      ),
    ).toHaveLength(2);
    expect([...read.assets.keys()]).toEqual(['teal_b89c789d71.png']);
    expect(read.assetMetadata.get('teal_b89c789d71.png')).toMatchObject({ id: 1, hash: 'teal_b89c789d71' });
  });

  it('imports into a fresh project that then answers every read the same', async () => {
    const target = copyProject();
    const imported = cli(['data', 'import', archive, target], { timeout: 120000 });
    expect(imported.status).toBe(0);
    expect(imported.stdout.split('\n')[0]).toMatch(/^imported 24 entities of 9 types, 25 links and 1 files/);
    expect(readdirSync(join(target, 'public', 'uploads'))).toEqual(['teal_b89c789d71.png']);
    const [before, after] = [await answers(source), await answers(target)];
    expect(after).toEqual(before);
    const articles = before[0] as { data: Array<{ attributes: any }> };
    expect(articles.data.map((a) => a.attributes.title)).toEqual(['Notes', 'Draft', 'Notes (fr)', 'Made in Tessera']);
    expect(articles.data[3].attributes.tags.data.map((x: any) => x.attributes.name)).toEqual(['tessera', 'math']);
  }, 240000);

  it('needs a project database, and says which is missing', () => {
    const r = cli(['data', 'export', '--out', join(tempDir(), 'x.tar.gz'), copyProject()]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^tessera data: no database at /);
  });
});
