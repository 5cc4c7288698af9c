// HEAD, OPTIONS, unknown methods and the public folder, as Strapi 4.26.2 answered them (asked side
// by side on the conformance fixture, production mode): koa-router's allowedMethods() over Strapi's
// routes, the first of which is `strapi::public`'s GET of every path.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueStudioLogin } from '../server/admin/studio-login.ts';
import { startApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startApp({ listen: true });
  token = await app.token('full-access');
  mkdirSync(join(app.projectDir, 'public', 'sub'), { recursive: true });
  writeFileSync(join(app.projectDir, 'public', 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(app.projectDir, 'public', 'sub', 'index.html'), '<h1>mine</h1>\n');
  writeFileSync(join(app.projectDir, 'public', '.env'), 'SECRET=1\n');
});
afterAll(() => app.close());

/** Through the core itself: fetch's Request refuses TRACE. */
async function plain(method: string, url: string, headers: Record<string, string> = {}) {
  const r = await app.tessera.handle({ method, url, headers });
  return { status: r.status, allow: r.headers.allow, body: r.body, headers: r.headers };
}

describe('HEAD', () => {
  it("answers as GET, with GET's headers and length and no body", async () => {
    const get = await app.call('GET', '/api/articles?pagination[pageSize]=2', { token });
    const head = await app.tessera.handle({
      method: 'HEAD',
      url: '/api/articles?pagination[pageSize]=2',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(get.body))));
  });

  it("gets GET's refusals and 404s, and GraphQL's 405", async () => {
    expect(await plain('HEAD', '/api/users/me')).toMatchObject({ status: 403, body: null });
    expect((await plain('HEAD', '/api/users/me')).headers['content-length']).toBe('95');
    expect(await plain('HEAD', '/api/auth/local')).toMatchObject({ status: 404, body: null });
    expect(await plain('HEAD', '/graphql')).toMatchObject({ status: 405, allow: 'GET, POST', body: null });
  });

  it('leaves the one-time studio link unspent', async () => {
    const link = issueStudioLogin(app.project);
    expect((await plain('HEAD', link)).status).toBe(200);
    expect((await app.request('GET', link)).status).toBe(303);
  });

  it('is answered over HTTP with the length and no body', async () => {
    const res = await fetch(`${app.url}/robots.txt`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('14');
    expect(await res.text()).toBe('');
  });
});

describe('methods no route takes', () => {
  it('names what the path allows, HEAD and GET first (the public folder serves every GET)', async () => {
    expect(await plain('PATCH', '/api/articles/1')).toMatchObject({
      status: 405,
      allow: 'HEAD, GET, PUT, DELETE',
      body: 'Method Not Allowed',
    });
    expect(await plain('PUT', '/api/articles')).toMatchObject({ status: 405, allow: 'HEAD, GET, POST' });
    expect(await plain('POST', '/api/nothing')).toMatchObject({ status: 405, allow: 'HEAD, GET' });
    expect(await plain('OPTIONS', '/api/upload')).toMatchObject({ status: 200, allow: 'HEAD, GET, POST', body: '' });
    expect(await plain('OPTIONS', '/')).toMatchObject({ status: 200, allow: 'HEAD, GET', body: '' });
  });

  it('is a 501 for a method the router does not know', async () => {
    for (const method of ['TRACE', 'PROPFIND'])
      expect(await plain(method, '/api/articles/1')).toMatchObject({
        status: 501,
        allow: 'HEAD, GET, PUT, DELETE',
        body: 'Not Implemented',
      });
  });

  it("leaves GraphQL's own answers: 405 to other methods, 204 to OPTIONS", async () => {
    expect(await plain('TRACE', '/graphql')).toMatchObject({
      status: 405,
      allow: 'GET, POST',
      body: 'Apollo Server supports only GET/POST requests.',
    });
    expect(await plain('OPTIONS', '/graphql')).toMatchObject({ status: 204, body: null });
  });
});

describe('the public folder', () => {
  it("serves the project's public/ files, a folder's index.html, with a minute's cache", async () => {
    const robots = await app.request('GET', '/robots.txt?x=1');
    expect(robots).toMatchObject({ status: 200, body: 'User-agent: *\n' });
    expect(robots.headers.get('cache-control')).toBe('max-age=60');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.headers.get('last-modified')).toMatch(/GMT$/);
    expect(await app.request('GET', '/sub')).toMatchObject({ status: 200, body: '<h1>mine</h1>\n' });
    expect(await app.request('GET', '/')).toMatchObject({ status: 200, contentType: 'text/html; charset=utf-8' });
  });

  it('keeps hidden files, other folders and malformed paths out', async () => {
    expect((await app.request('GET', '/.env')).status).toBe(404);
    expect((await app.request('GET', '/ROBOTS.TXT')).status).toBe(404);
    expect((await plain('GET', '/%2e%2e/package.json')).status).toBe(404);
    // Not there, and a path through a file (the system refuses it with ENOTDIR): both plain 404s.
    expect(await plain('GET', '/missing.txt')).toMatchObject({ status: 404 });
    const throughAFile = await plain('GET', '/robots.txt/inside');
    expect(throughAFile).toMatchObject({ status: 404 });
    expect(JSON.parse(throughAFile.body as string).error).toMatchObject({ name: 'NotFoundError' });
    mkdirSync(join(app.projectDir, 'public', 'uploads'), { recursive: true });
    writeFileSync(join(app.projectDir, 'public', 'uploads', 'kept.txt'), 'x');
    // Under uploads/ only the uploads route serves (its folder may be elsewhere: `serve --uploads`).
    expect((await plain('GET', '//uploads/kept.txt')).status).toBe(404);
    expect(await plain('GET', '/%zz')).toMatchObject({ status: 400 });
    expect(JSON.parse((await plain('GET', '/%zz')).body as string).error).toMatchObject({
      name: 'BadRequestError',
      message: 'failed to decode',
    });
  });

  it("answers a GET its route found nothing for, as Strapi's deferred public route does", async () => {
    mkdirSync(join(app.projectDir, 'public', 'api', 'tags'), { recursive: true });
    writeFileSync(join(app.projectDir, 'public', 'api', 'tags', '424242'), 'a file, not a tag\n');
    const auth = { authorization: `Bearer ${token}` };
    const file = await app.request('GET', '/api/tags/424242', { headers: auth });
    expect(file).toMatchObject({ status: 200, body: 'a file, not a tag\n' });
    // A route's own refusal stays its own: the folder answers only a plain "Not Found".
    expect((await plain('GET', '/api/tags/424242?fields[0]=bogus', auth)).status).toBe(400);
    expect((await plain('DELETE', '/api/tags/424242', auth)).status).toBe(404);
    const upload = await plain('GET', '/api/upload/files/%zz', auth);
    expect(JSON.parse(upload.body as string).error).toMatchObject({ status: 404, message: 'file.notFound' });
  });

  it('is not there when the middleware list leaves strapi::public out: unknown paths are 404s again', async () => {
    const bare = await startApp({ middlewaresConfig: "module.exports = ['strapi::errors', 'strapi::cors'];" });
    try {
      expect((await bare.request('GET', '/')).status).toBe(404);
      expect((await bare.request('POST', '/api/nothing')).status).toBe(404);
      expect((await bare.request('PUT', '/api/articles')).headers.get('allow')).toBe('HEAD, GET, POST');
    } finally {
      await bare.close();
    }
  });
});
