// The role × action matrix on the fixture's content types: every credential kind against every
// generated route, populate and deep filters through relations a role cannot read, and no
// response carrying a private field. Private by default: only what was granted is reachable.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTessera, type Tessera } from '../server/app.ts';
import { createToken } from '../server/auth/api-tokens.ts';
import { grant } from '../server/auth/roles.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-matrix-'));
const setup = JSON.parse(readFileSync(join(root, 'test', 'conformance', 'fixture', 'setup.json'), 'utf8'));
const PRIVATE_KEYS = ['password', 'resetPasswordToken', 'confirmationToken'];
let app: Tessera;
const credentials: Record<string, { header?: string; allowed: (action: string) => boolean }> = {};
const bodies: unknown[] = [];

async function call(method: string, path: string, who: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (credentials[who].header) headers.authorization = credentials[who].header!;
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  bodies.push(json);
  return { status: res.status, body: json };
}

beforeAll(async () => {
  const project = join(work, 'project');
  cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
  app = await createTessera({ projectDir: project, log: () => {} });
  const { engine, access } = app.project;
  await grant(engine, 'public', setup.grants.public);
  await grant(engine, 'authenticated', setup.grants.authenticated);
  access.invalidate();
  const token = async (type: 'full-access' | 'read-only' | 'custom', permissions?: string[]) =>
    `Bearer ${(await createToken(engine, access.apiTokenSalt, { name: `${type}-${permissions?.length ?? 0}`, type, permissions })).accessKey}`;
  const full = await token('full-access');
  // Data every route can act on.
  const seed = async (path: string, data: unknown) =>
    (
      await (
        await app.request(path, {
          method: path === '/api/global' ? 'PUT' : 'POST',
          headers: { authorization: full, 'content-type': 'application/json' },
          body: JSON.stringify({ data }),
        })
      ).json()
    ).data;
  await seed('/api/tags', { name: 'seed-tag' });
  await seed('/api/authors', { name: 'seed-author', email: 'a@example.com' });
  await seed('/api/articles', { title: 'seed article', author: 1, tags: [1] });
  await seed('/api/global', { siteName: 'site' });
  const register = await (
    await app.request(`/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'matrix', email: 'matrix@example.com', password: 'Secret123' }),
    })
  ).json();
  expect(register.jwt).toBeTruthy();
  credentials.public = { allowed: (a) => setup.grants.public.includes(a) };
  credentials.user = { header: `Bearer ${register.jwt}`, allowed: (a) => setup.grants.authenticated.includes(a) };
  credentials.readOnly = { header: await token('read-only'), allowed: (a) => /\.(find|findOne)$/.test(a) };
  credentials.custom = {
    header: await token('custom', ['api::article.article.find']),
    allowed: (a) => a === 'api::article.article.find',
  };
  credentials.full = { header: full, allowed: () => true };
});

afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

const collection = ['article', 'author', 'tag'];
const requests = (t: string): Array<[string, string, string, unknown?]> => [
  ['find', 'GET', `/api/${t}s`],
  ['findOne', 'GET', `/api/${t}s/1`],
  [
    'create',
    'POST',
    `/api/${t}s`,
    { data: t === 'article' ? { title: `new ${t}` } : { name: `new ${t} ${Math.random()}` } },
  ],
  [
    'update',
    'PUT',
    `/api/${t}s/1`,
    { data: t === 'article' ? { views: 1 } : { name: `renamed ${t} ${Math.random()}` } },
  ],
  ['delete', 'DELETE', `/api/${t}s/999`],
];

describe('role × action matrix', () => {
  for (const who of ['public', 'user', 'readOnly', 'custom', 'full']) {
    it(`${who}: allowed exactly what was granted`, async () => {
      for (const t of collection) {
        for (const [action, method, path, body] of requests(t)) {
          const uid = `api::${t}.${t}.${action}`;
          const res = await call(method, path, who, body);
          if (credentials[who].allowed(uid)) expect([200, 404], `${who} ${method} ${path}`).toContain(res.status);
          else expect(res.status, `${who} ${method} ${path}`).toBe(403);
        }
      }
      for (const [action, method] of [
        ['find', 'GET'],
        ['update', 'PUT'],
        ['delete', 'DELETE'],
      ] as const) {
        const res = await call(method, '/api/global', who, method === 'PUT' ? { data: { siteName: 'x' } } : undefined);
        if (credentials[who].allowed(`api::global.global.${action}`)) expect([200, 404]).toContain(res.status);
        else expect(res.status, `${who} ${method} /api/global`).toBe(403);
      }
    });
  }

  it('an unknown token is 401, never a silent downgrade to public', async () => {
    const res = await app.request(`/api/articles`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Missing or invalid credentials');
  });
});

describe('relations the caller cannot read', () => {
  it('are left unpopulated, and filtering through them is refused', async () => {
    const full = await call('GET', '/api/articles?populate=*', 'full');
    expect(full.body.data[0].attributes.tags.data).toHaveLength(1);
    const custom = await call('GET', '/api/articles?populate=*', 'custom');
    expect(custom.status).toBe(200);
    expect(custom.body.data[0].attributes.tags).toBeUndefined();
    expect(custom.body.data[0].attributes.author).toBeUndefined();
    const filtered = await call('GET', '/api/articles?filters[tags][id][$eq]=1', 'custom');
    expect(filtered.status).toBe(400);
    expect(filtered.body.error.message).toBe('Invalid parameter tags');
    const publicFilter = await call('GET', '/api/articles?filters[tags][id][$eq]=1', 'public');
    expect(publicFilter.body.data).toHaveLength(1);
  });
});

describe('private fields', () => {
  it('never appear in any response', async () => {
    await call('GET', '/api/users', 'full');
    await call('GET', '/api/users/me', 'user');
    await call('GET', '/api/users/me?populate=*', 'user');
    const text = JSON.stringify(bodies);
    for (const key of PRIVATE_KEYS) expect(text.includes(`"${key}"`), key).toBe(false);
    expect(text).not.toMatch(/\$2[aby]\$10\$/);
  });
});
