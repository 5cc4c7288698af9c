// The content-type-builder and email plugins' content API routes, against the answers Strapi 4.26.2
// gave on the same project (recorded in fixtures/content-type-builder).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { I18N_SHOP_FIXTURE, startApp, type TestApp } from './helpers/test-app.ts';

const recorded = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'content-type-builder', 'strapi-answers.json'), 'utf8'),
) as { answers: Record<string, { status: number; body: { data?: Array<{ uid: string }> } }> };

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startApp();
  token = await app.token('full-access');
});
afterAll(() => app.close());

describe('content-type-builder', () => {
  it("answers every recorded request as Strapi did (components in name order: Strapi's follows the disk)", async () => {
    for (const [path, strapi] of Object.entries(recorded.answers)) {
      const ours = await app.call('GET', `/api/content-type-builder/${path}`, { token });
      expect(ours.status, path).toBe(strapi.status);
      const expected =
        path === 'components'
          ? { data: [...strapi.body.data!].sort((a, b) => a.uid.localeCompare(b.uid)) }
          : strapi.body;
      expect(JSON.stringify(ours.body), path).toBe(JSON.stringify(expected));
    }
  });

  it("needs the role's permission, one per route", async () => {
    expect((await app.call('GET', '/api/content-type-builder/components')).status).toBe(403);
    await app.grant('public', ['plugin::content-type-builder.components.getComponents']);
    expect((await app.call('GET', '/api/content-type-builder/components')).status).toBe(200);
    expect((await app.call('GET', '/api/content-type-builder/components/shared.seo')).status).toBe(403);
  });

  it("describes a plugin's type with the project's extension of it", async () => {
    const shop = await startApp({ fixture: I18N_SHOP_FIXTURE });
    try {
      const user = await shop.call('GET', '/api/content-type-builder/content-types/plugin::users-permissions.user', {
        token: await shop.token('full-access'),
      });
      expect(user.body).toMatchObject({
        data: { plugin: 'users-permissions', schema: { attributes: { phone: { type: 'string', maxLength: 15 } } } },
      });
    } finally {
      await shop.close();
    }
  });

  it("is offered in the roles' permission tree in Strapi's plugin order", async () => {
    const tree = await app.call('GET', '/api/users-permissions/permissions', { token });
    const plugins = Object.keys((tree.body as { permissions: object }).permissions).filter((k) =>
      k.startsWith('plugin::'),
    );
    expect(plugins).toEqual([
      'plugin::content-type-builder',
      'plugin::email',
      'plugin::upload',
      'plugin::users-permissions',
      'plugin::i18n',
    ]);
  });
});

describe('email', () => {
  it('writes the message to the server log, with no mail provider, and answers as a sent mail', async () => {
    const sent = await app.call('POST', '/api/email', {
      token,
      body: { to: 'ada@example.com', subject: 'Hi', text: 'Body' },
    });
    expect(sent).toMatchObject({ status: 200, body: {} });
    expect(app.logs.join('\n')).toContain('to ada@example.com: "Hi"\nBody');
    const none = await app.call('POST', '/api/email', { token, body: { subject: 'Hi' } });
    expect(none.body).toMatchObject({
      error: { status: 400, name: 'ApplicationError', message: 'No recipients defined' },
    });
    expect((await app.call('POST', '/api/email', { body: { to: 'ada@example.com' } })).status).toBe(403);
  });
});
