// The Content Manager's API over real HTTP on the studio fixture.
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../auth/roles.ts';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
const ARTICLE = 'api::article.article';
const json = async (res: Response) => ({ status: res.status, body: await res.json() });

beforeAll(async () => {
  t = await startApp({ fixture: STUDIO_FIXTURE });
  for (const name of ['alpha', 'beta', 'gamma'])
    await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name } } });
  await t.admin('/entries/api::author.author', {
    method: 'POST',
    json: { data: { name: 'Ada', email: 'ada@example.com' } },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('entries', () => {
  it('creates drafts with relations in the order given, and reads them back populated', async () => {
    const { status, body } = await json(
      await t.admin(`/entries/${ARTICLE}`, {
        method: 'POST',
        json: {
          data: {
            title: 'First post',
            views: 3,
            tags: [3, 1],
            author: 1,
            seo: { metaTitle: 'SEO' },
            blocks: [{ __component: 'blocks.quote', title: 'Q', text: 'T' }],
          },
        },
      }),
    );
    expect(status).toBe(201);
    expect(body.publishedAt).toBeNull();
    expect(body.locale).toBe('en');
    expect(body.tags.map((x: { name: string }) => x.name)).toEqual(['gamma', 'alpha']);
    expect(body.author.name).toBe('Ada');
    expect(body.seo.metaTitle).toBe('SEO');
    expect(body.blocks).toEqual([expect.objectContaining({ __component: 'blocks.quote', title: 'Q' })]);
  });

  it('lists with search, filters, sort and pagination', async () => {
    for (const [title, views] of [
      ['Second post', 10],
      ['Third thing', 7],
    ] as const) {
      await t.admin(`/entries/${ARTICLE}`, { method: 'POST', json: { data: { title, views } } });
    }
    const all = await json(await t.admin(`/entries/${ARTICLE}?${qs.stringify({ sort: 'views:desc', pageSize: 2 })}`));
    expect(all.body.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect(all.body.results.map((e: { title: string }) => e.title)).toEqual(['Second post', 'Third thing']);
    const search = await json(await t.admin(`/entries/${ARTICLE}?${qs.stringify({ search: 'POST' })}`));
    expect(search.body.pagination.total).toBe(2);
    const filtered = await json(
      await t.admin(`/entries/${ARTICLE}?${qs.stringify({ filters: { views: { $gte: 5 } }, sort: 'title:asc' })}`),
    );
    expect(filtered.body.results.map((e: { title: string }) => e.title)).toEqual(['Second post', 'Third thing']);
  });

  it('answers validation errors with the path of each field', async () => {
    const { status, body } = await json(
      await t.admin('/entries/api::event.event', {
        method: 'POST',
        json: { data: { name: 'ab', capacity: 0, contactEmail: 'nope' } },
      }),
    );
    expect(status).toBe(400);
    const paths = body.error.details.errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'capacity', 'contactEmail']));
  });

  it('publishes and unpublishes; the content API follows', async () => {
    await grant(t.app.project.engine, 'public', ['api::article.article.find']);
    t.app.project.access.invalidate();
    const publicCount = async () => (await (await t.fetch(`/api/articles`)).json()).meta.pagination.total;
    expect(await publicCount()).toBe(0);
    const published = await json(await t.admin(`/entries/${ARTICLE}/1/publish`, { method: 'POST' }));
    expect(published.body.publishedAt).toEqual(expect.any(String));
    expect(await publicCount()).toBe(1);
    await t.admin(`/entries/${ARTICLE}/1/unpublish`, { method: 'POST' });
    expect(await publicCount()).toBe(0);
  });

  it('saves a draft without its required title, and refuses to publish it until the title is there', async () => {
    const draft = await json(await t.admin(`/entries/${ARTICLE}`, { method: 'POST', json: { data: { views: 1 } } }));
    expect(draft.status).toBe(201);
    const refused = await json(await t.admin(`/entries/${ARTICLE}/${draft.body.id}/publish`, { method: 'POST' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'title must be a `string` type, but the final value was: `null`.',
      details: { errors: [{ path: ['title'] }] },
    });
    expect((await json(await t.admin(`/entries/${ARTICLE}/${draft.body.id}`))).body.publishedAt).toBeNull();
    await t.admin(`/entries/${ARTICLE}/${draft.body.id}`, { method: 'PUT', json: { data: { title: 'Now complete' } } });
    const published = await json(await t.admin(`/entries/${ARTICLE}/${draft.body.id}/publish`, { method: 'POST' }));
    expect(published.body.publishedAt).toEqual(expect.any(String));
    await t.admin(`/entries/${ARTICLE}/${draft.body.id}`, { method: 'DELETE' });
  });

  it('shows private fields to the studio', async () => {
    const { body } = await json(
      await t.admin('/entries/api::event.event', {
        method: 'POST',
        json: { data: { name: 'Launch', secretNote: 'hush' } },
      }),
    );
    expect(body.secretNote).toBe('hush');
  });

  it('creates a localization and lists per locale', async () => {
    t.app.project.db!.run(
      "INSERT INTO i18n_locale (name, code, created_at, updated_at) VALUES ('French (fr)', 'fr', 0, 0)",
    );
    const { status, body } = await json(
      await t.admin(`/entries/${ARTICLE}/1/localizations`, {
        method: 'POST',
        json: { locale: 'fr', title: 'Premier' },
      }),
    );
    expect(status).toBe(201);
    expect(body.locale).toBe('fr');
    expect(body.localizations.map((l: { locale: string }) => l.locale)).toEqual(['en']);
    const fr = await json(await t.admin(`/entries/${ARTICLE}?locale=fr`));
    expect(fr.body.results.map((e: { title: string }) => e.title)).toEqual(['Premier']);
  });

  it('saves and reads a single type', async () => {
    expect((await json(await t.admin('/single/api::global.global'))).body.entry).toBeNull();
    const saved = await json(
      await t.admin('/single/api::global.global', { method: 'PUT', json: { data: { siteName: 'Tessera' } } }),
    );
    expect(saved.body.entry.siteName).toBe('Tessera');
    const again = await json(
      await t.admin('/single/api::global.global', { method: 'PUT', json: { data: { siteDescription: 'd' } } }),
    );
    expect(again.body.entry).toMatchObject({ id: saved.body.entry.id, siteName: 'Tessera', siteDescription: 'd' });
  });

  it('deletes, and answers 404 for unknown entries and plugin models the Content Manager hides', async () => {
    expect((await t.admin(`/entries/${ARTICLE}/3`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.admin(`/entries/${ARTICLE}/3`)).status).toBe(404);
    expect((await t.admin('/entries/plugin::users-permissions.role')).status).toBe(404);
    expect((await t.admin('/entries/plugin::upload.file')).status).toBe(404);
  });

  it("lists and edits users-permissions users, as Strapi's Content Manager does", async () => {
    const created = await json(
      await t.admin('/entries/plugin::users-permissions.user', {
        method: 'POST',
        json: {
          data: {
            username: 'reader',
            email: 'reader@example.com',
            provider: 'local',
            password: 'secret12',
            confirmed: true,
            role: Number(t.app.project.db!.get("SELECT id FROM up_roles WHERE type = 'authenticated'")!.id),
          },
        },
      }),
    );
    expect(created.status).toBe(201);
    const list = await json(await t.admin('/entries/plugin::users-permissions.user'));
    expect(list.body.results.map((u: { username: string }) => u.username)).toContain('reader');
    await t.admin(`/entries/plugin::users-permissions.user/${created.body.id}`, {
      method: 'PUT',
      json: { data: { blocked: true } },
    });
    expect((await json(await t.admin(`/entries/plugin::users-permissions.user/${created.body.id}`))).body.blocked).toBe(
      true,
    );
    const login = await t.fetch(`/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'reader', password: 'secret12' }),
    });
    expect((await login.json()).error.message).toBe('Your account has been blocked by an administrator');
  });
});

describe('media', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('uploads, lists, describes and deletes files', async () => {
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'dot.png');
    const up = await json(await t.admin('/media', { method: 'POST', body: form }));
    expect(up.status).toBe(201);
    const file = up.body[0];
    expect(file).toMatchObject({ name: 'dot.png', mime: 'image/png', width: 1 });
    expect((await t.fetch(`${file.url}`)).status).toBe(200);
    const list = await json(await t.admin('/media?kinds=images&search=dot'));
    expect(list.body.pagination.total).toBe(1);
    const described = await json(
      await t.admin(`/media/${file.id}`, { method: 'PUT', json: { alternativeText: 'A dot' } }),
    );
    expect(described.body.alternativeText).toBe('A dot');
    expect((await t.admin(`/media/${file.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await json(await t.admin('/media'))).body.pagination.total).toBe(0);
  });
});
