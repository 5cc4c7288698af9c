// The next step always in reach (issue 19, items 7 to 10): a 403 says why and links to the
// permission; the REST tester folds, searches and wraps answers, keeps a history and offers the
// plugins' routes; request-log rows open; users are edited in the Content Manager; the media
// library shows the formats made on upload and stores a PNG's own pixels. Users are made as
// Strapi's admin makes them (a local account), and their role is picked from a select.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFile } from './support/drop-file.ts';
import { seedContent } from './support/seed-content.ts';
import { seedUser } from './support/seed-user.ts';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;

beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
  seedUser(s.t, 'reader');
});
afterAll(async () => {
  await s?.close();
});

describe('a 403 leads to the permission', () => {
  it('says on the list that Public cannot read the type, and links to the permission', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/content/api%3A%3Aevent.event`);
    const note = page.getByRole('note');
    await note.waitFor();
    expect(await note.innerText()).toContain('403 Forbidden');
    await note.getByRole('link', { name: 'Allow it in Roles & permissions' }).click();
    await page.getByText('The permission you came for is marked').waitFor();
    const box = page.getByRole('checkbox', { name: 'Event find', exact: true });
    expect(await box.getAttribute('data-highlight')).toBe('true');
    await s.screenshot('roles-permission-marked');
  });

  it('explains a 403 in the REST tester and links to the permission that allows it', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/rest?type=api%3A%3Aevent.event`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="response-status"]')?.textContent?.startsWith('403'),
    );
    const help = page.getByRole('status').filter({ hasText: 'Public is not allowed to find' });
    await help.waitFor();
    expect(await help.innerText()).toContain('api::event.event.find');
    await s.screenshot('rest-forbidden');
    await help.getByRole('link', { name: /Allow find for Public/ }).click();
    await page.getByRole('checkbox', { name: 'Event find', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Public permissions saved').waitFor();
    const res = await fetch(`${s.t.url}/api/events`);
    expect(res.status).toBe(200);
  });
});

describe('REST tester', () => {
  it('folds, searches and wraps the response, and keeps a history of sent requests', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/rest?type=api%3A%3Aarticle.article`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="response-status"]')?.textContent?.startsWith('403'),
    );
    await page.goto(`${s.t.url}/admin/#/settings/roles/public`);
    await page.getByRole('checkbox', { name: 'Article find', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Public permissions saved').waitFor();
    await page.goto(`${s.t.url}/admin/#/rest?type=api%3A%3Aarticle.article`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="response-status"]')?.textContent?.startsWith('200'),
    );
    await page.getByRole('searchbox', { name: 'Search the response' }).fill('Tessera');
    await page.getByTestId('response-matches').waitFor();
    expect(await page.getByTestId('response-matches').innerText()).toBe('1 match');
    expect(await page.locator('.json-tree mark').count()).toBeGreaterThan(0);
    const branches = page.locator('.json-tree details');
    const before = await branches.count();
    await page.locator('.json-tree details > summary').first().click();
    expect(await page.locator('.json-tree details:not([open])').count()).toBe(1);
    expect(before).toBeGreaterThan(1);
    await page.getByRole('checkbox', { name: 'Wrap lines' }).check();
    expect(await page.locator('.response-body .wrap').count()).toBe(1);
    const history = page.getByRole('region', { name: 'History' });
    expect(await history.getByRole('listitem').count()).toBe(2);
    expect(await history.innerText()).toContain('403');
    await s.screenshot('rest-response-tools');
  });

  it('explains a page size that is not a number instead of blanking it', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'page / pageSize' }).click();
    await page.getByLabel('pagination pageSize').fill('ten');
    expect(await page.getByLabel('pagination pageSize').inputValue()).toBe('ten');
    await page.getByText('pageSize must be a whole number').waitFor();
  });

  it('offers the plugin routes and signs in with /api/auth/local', async () => {
    const { page } = s;
    await page.getByLabel('Content type').selectOption('plugin:users-permissions');
    await page.getByLabel('Endpoint').selectOption('POST /auth/local');
    await page.getByLabel('Request body').fill('{"identifier": "reader", "password": "password1"}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="response-status"]')?.textContent?.startsWith('200'),
    );
    expect(await page.getByTestId('request-url').innerText()).toContain('/api/auth/local');
    const options = await page.getByLabel('Content type').locator('option').allInnerTexts();
    expect(options).toEqual(expect.arrayContaining(['Users & auth', 'Upload', 'Locales (i18n)', 'User']));
    await page.getByLabel('Content type').selectOption('plugin:i18n');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="request-url"]')?.textContent?.includes('/api/i18n/locales'),
    );
  });
});

describe('request log', () => {
  it('opens a row to its headers, body and timing, and names GraphQL operations', async () => {
    const { page } = s;
    await fetch(`${s.t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query LatestArticles { articles { data { id } } }' }),
    });
    await page.goto(`${s.t.url}/admin/#/settings/requests`);
    const open = page.getByRole('button', { name: 'Open POST /graphql LatestArticles' });
    await open.waitFor();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'POST /graphql · LatestArticles' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(
      /Request headers[\s\S]*content-type: application\/json[\s\S]*Response body/,
    );
    expect(await dialog.innerText()).toContain('Duration');
    await s.screenshot('request-log-detail');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});

describe('users in the Content Manager', () => {
  it('lists users-permissions users and blocks one, which the API then refuses', async () => {
    const { page } = s;
    await page.locator('.sidebar').getByRole('link', { name: 'User', exact: true }).click();
    await page.getByRole('table', { name: 'User entries' }).waitFor();
    await page.getByRole('cell', { name: 'reader', exact: true }).click();
    await page.getByRole('form', { name: 'User form' }).waitFor();
    await s.screenshot('content-user');
    await page
      .locator('.field', { has: page.locator('#field-blocked') })
      .locator('.switch')
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    const login = await fetch(`${s.t.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'reader', password: 'password1' }),
    });
    expect((await login.json()).error.message).toBe('Your account has been blocked by an administrator');
  });
  it('creates a user as a local account with the role chosen, and changes the role in a select', async () => {
    const { page } = s;
    await s.t.admin('/roles', { method: 'POST', json: { name: 'Editor', description: 'Edits' } });
    await page.goto(`${s.t.url}/admin/#/content/plugin%3A%3Ausers-permissions.user/new`);
    const form = page.getByRole('form', { name: 'User form' });
    await form.waitFor();
    await form.getByLabel('username', { exact: true }).fill('writer');
    await form.getByLabel('email', { exact: true }).fill('Writer@Example.com');
    await form.getByLabel('password', { exact: true }).fill('secret123');
    const role = form.getByRole('combobox', { name: 'role', exact: true });
    await role.selectOption({ label: 'Authenticated' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => /users-permissions\.user\/\d+$/.test(location.hash));
    const id = Number(new URL(page.url()).hash.split('/').pop());
    const row = () =>
      s.t.app.project.db!.get(
        'SELECT u.provider, u.email, u.password, r.name AS role FROM up_users u JOIN up_users_role_links l ON l.user_id = u.id JOIN up_roles r ON r.id = l.role_id WHERE u.id = ?',
        [id],
      )!;
    expect(row()).toMatchObject({ provider: 'local', email: 'writer@example.com', role: 'Authenticated' });
    expect(String(row().password)).toMatch(/^\$2[ab]\$10\$/);

    await role.selectOption({ label: 'Editor' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    expect(row().role).toBe('Editor');
    expect(await role.inputValue()).toBe(
      String(s.t.app.project.db!.get("SELECT id FROM up_roles WHERE type = 'editor'")!.id),
    );
    await s.screenshot('content-user-role');
    const login = await fetch(`${s.t.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'writer', password: 'secret123' }),
    });
    expect(login.status).toBe(200);
  });
});

describe('media library', () => {
  it("shows the formats made on upload, counts with plural rules, and keeps a PNG's pixels", async () => {
    const { page } = s;
    const width = 1010,
      height = 400;
    const raw = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        raw[i] = (x * 255) / width;
        raw[i + 1] = (y * 255) / height;
        raw[i + 2] = 128;
        raw[i + 3] = 255 - (x * 120) / width;
      }
    }
    const original = await sharp(raw, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const path = join(s.t.projectDir, 'gradient-upload.png');
    await sharp(original).toFile(path);
    await page.goto(`${s.t.url}/admin/#/media`);
    await page.getByText('1 asset', { exact: true }).waitFor();
    await dropFile(page.getByTestId('dropzone'), path, 'gradient.png', 'image/png');
    await page.getByRole('option', { name: 'gradient.png' }).waitFor();
    await page.getByText('2 assets', { exact: true }).waitFor();
    await page.getByRole('option', { name: 'gradient.png' }).click();
    const formats = page.getByRole('region', { name: 'Formats' });
    await formats.waitFor();
    for (const name of ['thumbnail', 'small', 'medium', 'large']) expect(await formats.innerText()).toContain(name);
    await s.screenshot('media-formats');
    const { results } = await (await s.t.admin('/media?search=gradient')).json();
    const stored = await sharp(readFileSync(join(s.t.projectDir, 'public', results[0].url)))
      .ensureAlpha()
      .raw()
      .toBuffer();
    const want = await sharp(original).ensureAlpha().raw().toBuffer();
    // Mean difference over each 8×8 tile: a posterised block in any corner stands out.
    let worst = 0;
    for (let ty = 0; ty < height; ty += 8) {
      for (let tx = 0; tx < width; tx += 8) {
        let sum = 0,
          n = 0;
        for (let y = ty; y < Math.min(ty + 8, height); y++)
          for (let x = tx; x < Math.min(tx + 8, width); x++)
            for (let c = 0; c < 3; c++) {
              const i = (y * width + x) * 4 + c;
              sum += want[i] - stored[i];
              n++;
            }
        worst = Math.max(worst, Math.abs(sum / n));
      }
    }
    expect(worst).toBeLessThan(3);
    expect(s.pageErrors).toEqual([]);
  });
});
