// Tessera mounted in a user's own Express app beside their routes: `app.use('/cms', tessera.express())`
// serves the REST API, GraphQL, uploads, the studio and its sign-in under /cms, and every URL it
// hands out (redirects, the cookie path, the studio's links) stays under /cms.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueStudioLogin } from '../server/admin/studio-login.ts';
import { createTessera, type Tessera } from '../server/app.ts';
import { createToken } from '../server/auth/api-tokens.ts';
import { CONFORMANCE_FIXTURE, STUDIO_FIXTURE, writeStudioStandIn } from './helpers/test-app.ts';

const work = mkdtempSync(join(tmpdir(), 'tessera-mount-'));
let tessera: Tessera;
let server: Server;
let base: string;
let auth: Record<string, string>;

beforeAll(async () => {
  const project = join(work, 'project');
  cpSync(CONFORMANCE_FIXTURE, project, { recursive: true, filter: (src) => !src.endsWith('setup.json') });
  const studioDir = writeStudioStandIn(join(work, 'studio'));
  tessera = await createTessera({ projectDir: project, fsync: false, studioDir, log: () => {} });
  auth = {
    authorization: `Bearer ${(await createToken(tessera.project.engine, tessera.project.access.apiTokenSalt, { name: 'mount', type: 'full-access' })).accessKey}`,
  };

  const app = express();
  app.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  // A header the host app sets on everything, and one Tessera sets too.
  app.use('/cms', (_req, res, next) => {
    res.setHeader('x-host-app', 'yes');
    res.setHeader('vary', 'Accept-Encoding');
    next();
  });
  app.use('/cms', tessera.express());
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await tessera.close();
  rmSync(work, { recursive: true, force: true });
});

describe('Tessera mounted at /cms in an Express app', () => {
  it("leaves the host app's own routes alone, and answers nothing outside /cms", async () => {
    expect(await (await fetch(`${base}/hello`)).json()).toEqual({ hello: 'world' });
    const outside = await fetch(`${base}/api/tags`);
    expect(outside.status).toBe(404);
    expect(outside.headers.get('content-type')).not.toMatch(/json/);
  });

  it("keeps the headers the host app set before it, Tessera's own taking the place of one both set", async () => {
    const res = await fetch(`${base}/cms/api/tags`, { headers: auth });
    const body = await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-host-app')).toBe('yes');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
  });

  it('serves REST under /cms/api', async () => {
    const created = await fetch(`${base}/cms/api/tags`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: 'mounted' } }),
    });
    expect(created.status).toBe(200);
    const list = await (await fetch(`${base}/cms/api/tags?filters[name][$eq]=mounted`, { headers: auth })).json();
    expect(list.data.map((t: { attributes: { name: string } }) => t.attributes.name)).toEqual(['mounted']);
    const missing = await fetch(`${base}/cms/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });

  it('serves GraphQL under /cms/graphql', async () => {
    const res = await fetch(`${base}/cms/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ tags { data { attributes { name } } } }' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.tags.data.map((t: { attributes: { name: string } }) => t.attributes.name)).toContain(
      'mounted',
    );
  });

  it('takes an upload under /cms/api/upload and serves the file under /cms/uploads', async () => {
    const form = new FormData();
    form.append(
      'files',
      new Blob([readFileSync(join(STUDIO_FIXTURE, '..', 'media', 'teal.png'))], { type: 'image/png' }),
      'teal.png',
    );
    const res = await fetch(`${base}/cms/api/upload`, { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(200);
    const [file] = await res.json();
    // The stored URL is Strapi's (relative to the server); the file is reached under the mount.
    expect(file.url).toMatch(/^\/uploads\/.+\.png$/);
    const served = await fetch(`${base}/cms${file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the studio page with its URLs under /cms, and signs in with a cookie scoped to /cms/admin', async () => {
    const page = await fetch(`${base}/cms/admin/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/cms/admin/assets/index.js"');
    expect(html).toContain('window.__TESSERA_BASE__="/cms"');
    expect((await fetch(`${base}/cms/admin/assets/index.js`)).status).toBe(200);

    const login = await fetch(`${base}/cms${issueStudioLogin(tessera.project)}`, { redirect: 'manual' });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/cms/admin/');
    const setCookie = login.headers.get('set-cookie')!;
    expect(setCookie).toContain('Path=/cms/admin;');
    const cookie = setCookie.split(';')[0];
    const session = await fetch(`${base}/cms/admin/api/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect((await session.json()).server).toMatchObject({ restPrefix: '/cms/api', graphqlPath: '/cms/graphql' });
    const out = await fetch(`${base}/cms/admin/api/session/logout`, {
      method: 'POST',
      headers: { cookie, 'x-tessera-studio': '1' },
    });
    expect(out.headers.get('set-cookie')).toContain('Path=/cms/admin;');
  });
});
