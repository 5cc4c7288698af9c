// `tessera data import`: an archive real Strapi 4.26.2 exported (test/fixtures/strapi-transfer)
// imported into the project it was exported from, then read back through the REST API: the entries,
// their ids and timestamps, relations in their order, components, zones, media, locales and
// localizations are what Strapi answered.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, cli, copyProject, ROOT, serve, client, createToken } from '../helpers/tessera.ts';

const ARCHIVE = join(ROOT, 'test', 'fixtures', 'strapi-transfer', 'strapi-4.26.2-export.tar.gz');

afterAll(cleanup);

describe('tessera data import of a Strapi archive', () => {
  let project: string;
  let imported: ReturnType<typeof cli>;
  beforeAll(async () => {
    project = copyProject();
    createToken(project, ['--type', 'read-only', '--name', 'kept']);
    imported = cli(['data', 'import', ARCHIVE, project], { timeout: 120000 });
  }, 180000);

  it('reports what it wrote, counts checked', () => {
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(imported.stdout.split('\n')[0]).toBe(
      `imported 22 entities of 9 types, 20 links and 1 files from ${ARCHIVE} (Strapi 4.26.2)`,
    );
    expect(imported.stdout).toContain('  api::article.article\t3');
    expect(existsSync(join(project, 'public', 'uploads', 'teal_b89c789d71.png'))).toBe(true);
  });

  it('serves the archive content as Strapi did', async () => {
    const token = createToken(project, ['--type', 'full-access']);
    const s = await serve(project);
    try {
      const api = client(s, token);
      const list = (await api.get('/api/articles?populate=*&publicationState=preview&locale=all')).body;
      expect(list.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 3 });
      const [notes, draft, fr] = list.data;
      expect([notes.id, draft.id, fr.id]).toEqual([1, 2, 3]);
      expect(notes.attributes).toMatchObject({
        title: 'Notes',
        slug: 'notes',
        body: 'Hello **world**',
        views: 3,
        rating: 4.5,
        price: 9.99,
        isFeatured: true,
        publishDate: '2026-01-02',
        category: 'news',
        metadata: { a: [1, 2] },
        locale: 'en',
        createdAt: '2026-11-23T22:12:48.039Z',
        updatedAt: '2026-11-23T22:12:49.314Z',
        publishedAt: '2026-01-01T00:00:00.000Z',
        seo: { id: 1, metaTitle: 'm', metaDescription: 'd' },
        blocks: [
          { id: 1, __component: 'blocks.quote', title: 'q', text: 't' },
          { id: 1, __component: 'blocks.rich-text', body: '**b**' },
        ],
      });
      expect(notes.attributes.author.data.attributes.name).toBe('Ada');
      expect(notes.attributes.tags.data.map((x: any) => x.attributes.name)).toEqual(['poetry', 'math']);
      expect(notes.attributes.cover.data.attributes).toMatchObject({
        name: 'teal.png',
        url: '/uploads/teal_b89c789d71.png',
        width: 64,
      });
      expect(notes.attributes.gallery.data.map((x: any) => x.id)).toEqual([1]);
      expect(notes.attributes.localizations.data.map((x: any) => [x.id, x.attributes.locale])).toEqual([[3, 'fr']]);
      expect(fr.attributes.localizations.data.map((x: any) => x.id)).toEqual([1]);
      expect(draft.attributes.publishedAt).not.toBeNull();
      const seo = (await api.get('/api/articles/1?populate[seo][populate]=shareImage')).body.data.attributes.seo;
      expect(seo.shareImage.data.id).toBe(1);
      const author = (await api.get('/api/authors/1?populate=*')).body.data.attributes;
      expect(author.articles.data.map((x: any) => x.id)).toEqual([1, 2]);
      expect(author.avatar.data.id).toBe(1);
      const global = (await api.get('/api/global?populate=*')).body.data.attributes;
      expect(global).toMatchObject({
        siteName: 'S',
        siteDescription: 'desc',
        defaultSeo: { id: 2, metaTitle: 'g', metaDescription: null },
      });
      expect((await api.get('/api/i18n/locales')).body.map((l: any) => [l.code, l.isDefault])).toEqual([
        ['en', true],
        ['fr', false],
      ]);
      const file = await fetch(`${s.base}/uploads/teal_b89c789d71.png`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(
        readFileSync(join(project, 'public', 'uploads', 'teal_b89c789d71.png')),
      );
    } finally {
      await s.stop();
    }
    // Tessera's own API tokens are not Strapi content: the import keeps them.
    expect(cli(['token', 'list', project]).stdout).toMatch(/kept/);
  }, 180000);

  it('refuses a file that is not an archive, touching nothing', () => {
    const r = cli(['data', 'import', join(ROOT, 'package.json'), project]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/not a gzipped Strapi data-transfer archive/);
  });
});
