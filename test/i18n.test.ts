// i18n over a real server: locales, localized entries, the locale an entry keeps for life, and
// populate/filters across locales. Localizations and single types: i18n-localizations.test.ts,
// i18n-single-types.test.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTessera, type Tessera } from '../server/app.ts';
import { createToken } from '../server/auth/api-tokens.ts';
import { addLocale } from '../server/plugins/i18n/locales.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-i18n-'));
let app: Tessera;
let headers: Record<string, string>;

beforeAll(async () => {
  const project = join(work, 'project');
  cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
  // `views` is shared by every localization of an article in this copy of the model.
  const file = join(project, 'src', 'api', 'article', 'content-types', 'article', 'schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  schema.attributes.views.pluginOptions.i18n.localized = false;
  writeFileSync(file, JSON.stringify(schema));
  app = await createTessera({ projectDir: project, log: () => {} });
  await addLocale(app.project.engine, 'fr', 'French (fr)');
  headers = {
    authorization: `Bearer ${(await createToken(app.project.engine, app.project.access.apiTokenSalt, { name: 't', type: 'full-access' })).accessKey}`,
    'content-type': 'application/json',
  };
});

afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

const call = async (method: string, path: string, body?: unknown) => {
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

describe('i18n', () => {
  let en: number;
  let fr: number;

  it('creates entries in the default locale and localizations linked both ways, as drafts', async () => {
    const created = await call('POST', '/api/articles', { data: { title: 'Hello', views: 5 } });
    en = created.body.data.id;
    expect(created.body.data.attributes.locale).toBe('en');
    const loc = await call('POST', `/api/articles/${en}/localizations`, { locale: 'fr', title: 'Bonjour' });
    expect(loc.status).toBe(200);
    fr = loc.body.id;
    expect(loc.body).toMatchObject({ locale: 'fr', title: 'Bonjour', publishedAt: null, views: 5 });
    expect(loc.body.localizations.map((l: { id: number }) => l.id)).toEqual([en]);
    const back = await call('GET', `/api/articles/${en}?populate=localizations&fields[0]=title`);
    expect(back.body.data.attributes.localizations.data.map((l: { id: number }) => l.id)).toEqual([fr]);
  });

  it('keeps uids unique across locales, as Strapi (whose unique index on a uid spans them)', async () => {
    const a = await call('POST', '/api/articles', { data: { title: 'Slugged', slug: 'shared-slug' } });
    const res = await call('POST', `/api/articles/${a.body.data.id}/localizations`, {
      locale: 'fr',
      title: 'Limace',
      slug: 'shared-slug',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This attribute must be unique');
    await call('DELETE', `/api/articles/${a.body.data.id}`);
  });

  it('refuses a used, unknown or missing locale', async () => {
    expect(
      (await call('POST', `/api/articles/${en}/localizations`, { locale: 'fr', title: 'x' })).body.error.message,
    ).toBe('locale is already used');
    expect(
      (await call('POST', `/api/articles/${en}/localizations`, { locale: 'de', title: 'x' })).body.error.message,
    ).toBe('locale is invalid');
    expect((await call('POST', `/api/articles/${en}/localizations`, { title: 'x' })).body.error.message).toBe(
      'locale is missing',
    );
    expect((await call('POST', '/api/articles', { data: { title: 'x', locale: 'de' } })).body.error.message).toBe(
      "This locale doesn't exist",
    );
    // A locale that is not a string (one whose toString is not a function could not even be printed) is no locale.
    for (const locale of [{ toString: 0 }, 5, ['en']]) {
      const res = await call('POST', '/api/articles', { data: { title: 'x', locale } });
      expect([res.status, res.body.error.message]).toEqual([400, "This locale doesn't exist"]);
    }
  });

  it('changes only the entry an update names, non-localized fields included (as Strapi 4.26.2)', async () => {
    await call('PUT', `/api/articles/${en}`, { data: { views: 42, title: 'Hello again' } });
    const frNow = await call('GET', `/api/articles/${fr}?fields[0]=views&fields[1]=title`);
    expect(frNow.body.data.attributes).toEqual({ views: 5, title: 'Bonjour' });
  });

  it('never changes the locale of an existing entry', async () => {
    const res = await call('PUT', `/api/articles/${fr}`, { data: { locale: 'en', title: 'Salut' } });
    expect(res.body.data.attributes).toMatchObject({ locale: 'fr', title: 'Salut' });
  });

  it('filters by locale: default, one, all, and an unknown one gives an empty list', async () => {
    const ids = async (q: string) =>
      (await call('GET', `/api/articles?publicationState=preview&${q}`)).body.data.map((d: { id: number }) => d.id);
    expect(await ids('')).toEqual([en]);
    expect(await ids('locale=fr')).toEqual([fr]);
    expect(await ids('locale=all&sort=id')).toEqual([en, fr]);
    expect(await ids('locale=de')).toEqual([]);
    // A list is any of its locales, as Strapi 4.26.2 reads one.
    expect(await ids('locale[0]=en&locale[1]=fr&sort=id')).toEqual([en, fr]);
    expect(await ids('locale[0]=fr&locale[1]=de')).toEqual([fr]);
    // An object (or `?locale` with no value) is a filter on the locale field, as Strapi's i18n reads
    // it: an unknown operator keeps every locale; the routes of one entry do not read it.
    expect(await ids('locale[$ne]=en')).toEqual([fr]);
    expect(await ids('locale[$in][0]=fr&locale[$in][1]=en&sort=id')).toEqual([en, fr]);
    expect(await ids('locale[a]=fr&sort=id')).toEqual([en, fr]);
    expect(await ids('locale')).toEqual([]);
    expect(await ids('locale=')).toEqual([]);
    expect((await call('GET', `/api/articles/${en}?locale[$eq]=fr`)).body.data.id).toBe(en);
    const created = await call('POST', '/api/articles?locale[$eq]=fr', { data: { title: 'Query locale unread' } });
    expect(created.body.data.attributes.locale).toBe('en');
    await call('DELETE', `/api/articles/${created.body.data.id}`);
    expect(await ids('locale=fr&filters[localizations][title][$eq]=Hello again')).toEqual([fr]);
    expect((await call('GET', `/api/articles/${fr}?locale=en&fields[0]=locale`)).body.data.attributes.locale).toBe(
      'fr',
    );
  });

  it('lists the locales', async () => {
    const res = await call('GET', '/api/i18n/locales');
    expect(res.body.map((l: { code: string; isDefault: boolean }) => [l.code, l.isDefault])).toEqual([
      ['en', true],
      ['fr', false],
    ]);
  });
});

describe('per-entry availableLocales (the spec variant, an option)', () => {
  it('is sent only when plugins.i18n.config.availableLocalesMeta is true', async () => {
    const project = join(work, 'with-meta');
    cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
    writeFileSync(
      join(project, 'config', 'plugins.js'),
      'module.exports = { i18n: { config: { availableLocalesMeta: true } } };\n',
    );
    const other = await createTessera({ projectDir: project, log: () => {} });
    try {
      await addLocale(other.project.engine, 'fr', 'French (fr)');
      const h = {
        authorization: `Bearer ${(await createToken(other.project.engine, other.project.access.apiTokenSalt, { name: 't', type: 'full-access' })).accessKey}`,
        'content-type': 'application/json',
      };
      const en = (
        await (
          await other.request(`/api/articles`, {
            method: 'POST',
            headers: h,
            body: JSON.stringify({ data: { title: 'One' } }),
          })
        ).json()
      ).data;
      expect(en.meta).toEqual({ availableLocales: [] });
      const fr = await (
        await other.request(`/api/articles/${en.id}/localizations`, {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ locale: 'fr', title: 'Un' }),
        })
      ).json();
      const list = await (await other.request(`/api/articles?fields[0]=title`, { headers: h })).json();
      expect(list.data[0].meta).toEqual({ availableLocales: [{ id: fr.id, locale: 'fr', publishedAt: null }] });
    } finally {
      await other.close();
    }
    const plain = await call('GET', '/api/articles?fields[0]=title');
    expect(plain.body.data[0].meta).toBeUndefined();
  });
});
