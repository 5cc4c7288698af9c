// Localized single types over a real server, on test/fixtures/i18n-shop (homepage: draft & publish;
// setting: none). Expected answers are Strapi 4.26.2's to the same requests on the same project,
// but for the one deliberate difference named below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { I18N_SHOP_FIXTURE, startApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startApp({ fixture: I18N_SHOP_FIXTURE });
  token = await t.token('full-access');
});

afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token, body });
const gql = (query: string) => t.gql(query, { token });
const localesOf = async (path: string) => {
  const res = await call('GET', `${path}?locale=all&publicationState=preview&fields[0]=locale&sort=id`);
  return res.body.data.map((e: { attributes: { locale: string } }) => e.attributes.locale);
};
const ALREADY_EXISTS = { status: 400, name: 'ValidationError', message: 'singleType.alreadyExists', details: {} };

describe('REST single types', () => {
  it('creates the first entry in the locale the data names (default: the default locale), whatever ?locale= says', async () => {
    const first = await call('PUT', '/api/homepage?locale=de', { data: { headline: 'Hello', theme: 'light' } });
    expect(first.body.data.attributes).toMatchObject({ headline: 'Hello', locale: 'en' });
    expect((await call('GET', '/api/homepage?locale=de')).status).toBe(404);
    const setting = await call('PUT', '/api/setting?locale=fr-FR', {
      data: { label: 'Réglage', code: 'C1', locale: 'de' },
    });
    expect(setting.body.data.attributes).toMatchObject({ label: 'Réglage', locale: 'de' });
  });

  it('refuses to create a second entry: other locales come from the localization route', async () => {
    for (const body of [{ headline: 'Hallo' }, { headline: 'Hallo', locale: 'de' }]) {
      expect((await call('PUT', '/api/homepage?locale=de', { data: body })).body.error).toEqual(ALREADY_EXISTS);
    }
    expect((await call('PUT', '/api/homepage?locale=xx', { data: { headline: 'X' } })).body.error).toEqual(
      ALREADY_EXISTS,
    );
    // Without ?locale=, the default locale's entry is updated; `data.locale` cannot move it.
    const updated = await call('PUT', '/api/homepage', { data: { headline: 'Hello again', locale: 'fr-FR' } });
    expect(updated.body.data.attributes).toMatchObject({ headline: 'Hello again', locale: 'en' });
    const de = await call('POST', '/api/homepage/localizations', { locale: 'de', headline: 'Hallo' });
    expect(de.body).toMatchObject({ locale: 'de', headline: 'Hallo', theme: 'light', publishedAt: null });
    expect(await localesOf('/api/homepage')).toEqual(['en', 'de']);
  });

  it('starts a localization from the entry the type has, in whatever locale', async () => {
    const fr = await call('POST', '/api/setting/localizations', { locale: 'fr-FR', label: 'Réglage FR' });
    expect(fr.body).toMatchObject({ locale: 'fr-FR', code: 'C1' });
    expect(fr.body.localizations.map((l: { locale: string }) => l.locale)).toEqual(['de']);
  });

  it('lists every localization with locale=all, and hides drafts among populated ones when live', async () => {
    const all = await call('GET', '/api/homepage?locale=all&publicationState=preview&fields[0]=locale');
    expect(all.body).toEqual({
      data: [
        { id: expect.any(Number), attributes: { locale: 'en' } },
        { id: expect.any(Number), attributes: { locale: 'de' } },
      ],
      meta: {},
    });
    expect(
      (await call('GET', '/api/homepage?locale=all&fields[0]=locale')).body.data.map(
        (e: { attributes: unknown }) => e.attributes,
      ),
    ).toEqual([{ locale: 'en' }]);
    const live = await call('GET', '/api/homepage?fields[0]=locale&populate[localizations][fields][0]=locale');
    expect(live.body.data.attributes.localizations.data).toEqual([]);
    const preview = await call(
      'GET',
      '/api/homepage?publicationState=preview&fields[0]=locale&populate[localizations][fields][0]=locale',
    );
    expect(preview.body.data.attributes.localizations.data.map((l: { attributes: unknown }) => l.attributes)).toEqual([
      { locale: 'de' },
    ]);
  });

  it('deletes a draft only with publicationState=preview', async () => {
    expect((await call('DELETE', '/api/homepage?locale=de')).body.error).toMatchObject({
      status: 404,
      message: 'Not Found',
    });
    const deleted = await call('DELETE', '/api/homepage?locale=de&publicationState=preview');
    expect(deleted.body.data.attributes).toMatchObject({ locale: 'de', headline: 'Hallo' });
    expect(await localesOf('/api/homepage')).toEqual(['en']);
  });

  it('answers a write to locale=all (a 500 in Strapi) or to a list of locales with a 400 naming the parameter', async () => {
    for (const [method, query] of [
      ['PUT', 'locale=all'],
      ['DELETE', 'locale=all'],
      ['PUT', 'locale[0]=en&locale[1]=fr'],
    ]) {
      const res = await call(
        method,
        `/api/homepage?${query}`,
        method === 'PUT' ? { data: { headline: 'X' } } : undefined,
      );
      expect(res.body.error).toEqual({
        status: 400,
        name: 'ValidationError',
        message: 'Invalid parameter locale',
        details: {},
      });
    }
  });
});

describe('GraphQL single types', () => {
  const H = 'data { id attributes { headline theme locale } }';

  it('updates and deletes the entry of the locale asked for, drafts included', async () => {
    await call('POST', '/api/homepage/localizations', { locale: 'fr-FR', headline: 'Bonjour' });
    const updated = await gql(`mutation { updateHomepage(data: { theme: "dark" }, locale: "fr-FR") { ${H} } }`);
    expect(updated.body.data.updateHomepage.data.attributes).toEqual({
      headline: 'Bonjour',
      theme: 'dark',
      locale: 'fr-FR',
    });
    const deleted = await gql(`mutation { deleteHomepage(locale: "fr-FR") { ${H} } }`);
    expect(deleted.body.data.deleteHomepage.data.attributes.locale).toBe('fr-FR');
    const again = await gql(`mutation { deleteHomepage(locale: "fr-FR") { ${H} } }`);
    expect(again.body.errors[0]).toMatchObject({
      message: 'Entity not found',
      extensions: { code: 'STRAPI_NOT_FOUND_ERROR' },
    });
  });

  it('makes a missing localization through create<Name>Localization', async () => {
    const de = await gql(`mutation { createHomepageLocalization(data: { headline: "Hallo" }, locale: "de") { ${H} } }`);
    expect(de.body.data.createHomepageLocalization.data.attributes).toEqual({
      headline: 'Hallo',
      theme: 'light',
      locale: 'de',
    });
    const used = await gql(`mutation { createHomepageLocalization(data: { headline: "x" }, locale: "de") { ${H} } }`);
    expect(used.body.errors[0].message).toBe('locale is already used');
  });

  // Deliberate difference: for a locale with no entry Strapi creates a second entry in the default
  // locale beside the existing one; Tessera refuses as REST does, and stores nothing.
  it('refuses update<Name> for a locale with no entry while the type has one', async () => {
    const res = await gql(`mutation { updateHomepage(data: { headline: "X" }, locale: "fr-FR") { ${H} } }`);
    expect(res.body.errors[0]).toMatchObject({
      message: 'singleType.alreadyExists',
      extensions: { error: { name: 'ValidationError' } },
    });
    expect(await localesOf('/api/homepage')).toEqual(['en', 'de']);
  });
});
