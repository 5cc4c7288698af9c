// Two `tessera serve` processes on one PostgreSQL database (and one project folder, one uploads
// folder), as behind a load balancer: whichever answers, the answer is the same. A write on A is read
// on B at once, B's response cache warm or not; a token, a role permission, a studio session, a
// schema change and a database file imported on A hold on B.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgEngine } from '../../server/db/postgres/pg-engine.ts';
import { withForeignSalt } from '../helpers/foreign-salt.ts';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { cleanup, client, copyProject, httpRequest, serve, tempDir, type Served } from '../helpers/tessera.ts';

const STUDIO = { 'x-tessera-studio': '1', 'content-type': 'application/json' };

/** Opens an instance's printed studio link on `on` (any instance): the session cookie it sets. */
async function signIn(printedBy: Served, on: Served): Promise<string> {
  const link = /Studio {3}http:\/\/[^/]+(\/admin\/login\?token=\S+)/.exec(printedBy.stdout())![1];
  const res = await httpRequest(`${on.base}${link}`, 'GET', {});
  expect(res.status).toBe(303);
  return String(res.headers['set-cookie']).split(';')[0];
}

function admin(on: Served, cookie: string, method: string, path: string, body?: unknown) {
  return httpRequest(
    `${on.base}/admin/api${path}`,
    method,
    { ...STUDIO, cookie },
    body === undefined ? undefined : JSON.stringify(body),
  );
}

/**
 * Asks until `done` holds: a schema change is heard at once, but the other instance then reads the
 * model files and lays out the tables before it serves the new type.
 */
async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL database (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase;
  let a: Served;
  let b: Served;
  let cookie: string;

  beforeAll(async () => {
    scratch = await scratchDatabase('two');
    const project = copyProject();
    const uploads = join(tempDir(), 'uploads');
    mkdirSync(uploads);
    const args = ['--database', scratch.url, '--uploads', uploads, '--quiet'];
    a = await serve(project, args);
    b = await serve(project, args);
    // A's studio link opens a session on B, and B's cookie is good on A: the session is signed, not kept.
    cookie = await signIn(a, b);
  }, 120_000);
  afterAll(async () => {
    await cleanup();
    await scratch?.drop();
  });

  it('a studio session opened on one instance is good on the other', async () => {
    expect((await admin(a, cookie, 'GET', '/session')).status).toBe(200);
    expect((await admin(b, cookie, 'GET', '/session')).status).toBe(200);
  });

  it('a token created on A works on B, and a create on A is read on B with its cache warm', async () => {
    const created = await admin(a, cookie, 'POST', '/tokens', { name: 'both', type: 'full-access' });
    expect(created.status).toBe(201);
    const onA = client(a, created.body.accessKey);
    const onB = client(b, created.body.accessKey);
    const before = await onB.get('/api/tags?sort=id');
    expect(before.status).toBe(200);
    // Warm: the same page again is answered from B's response cache.
    expect((await onB.get('/api/tags?sort=id')).body).toEqual(before.body);

    const made = await onA.post('/api/tags', { name: 'made on A' });
    expect(made.status).toBe(200);
    // The very first read on B after A answered: A's commit told B before A answered.
    const after = await onB.get('/api/tags?sort=id');
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total + 1);
    expect(after.body.data.at(-1)).toMatchObject({ id: made.body.data.id, attributes: { name: 'made on A' } });
  });

  it('a commit whose notice has not reached B yet is read on B all the same, its cache warm', async () => {
    const created = await admin(a, cookie, 'POST', '/tokens', { name: 'unheard', type: 'full-access' });
    const onB = client(b, created.body.accessKey);
    const before = await onB.get('/api/tags?sort=id');
    expect((await onB.get('/api/tags?sort=id')).body).toEqual(before.body);
    // Another writer commits with no notice at all (the notice is what arrives late): only the count moves.
    const writer = await PgEngine.open({ url: scratch.url, source: '--database' });
    try {
      await writer.bookkeeping(
        "INSERT INTO tags (name, created_at, updated_at) VALUES ('committed unheard', now(), now())",
      );
      await writer.bookkeeping('UPDATE tessera_change_count SET n = n + 1 WHERE id = 1');
    } finally {
      await writer.close();
    }
    const after = await onB.get('/api/tags?sort=id');
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total + 1);
    expect(after.body.data.at(-1).attributes.name).toBe('committed unheard');
  });

  it('a permission granted to the Public role on A applies on B', async () => {
    const publicOnB = client(b);
    expect((await publicOnB.get('/api/authors')).status).toBe(403);
    const roles = await admin(a, cookie, 'GET', '/roles');
    const publicRole = roles.body.find((r: { type: string }) => r.type === 'public');
    const granted = await admin(a, cookie, 'PUT', '/roles/public/permissions', {
      permissions: [...publicRole.permissions, 'api::author.author.find'],
    });
    expect(granted.status).toBe(200);
    expect((await publicOnB.get('/api/authors')).status).toBe(200);
  });

  it('a content type added from the studio on A is served by B', async () => {
    const gadget = {
      kind: 'collectionType',
      displayName: 'Gadget',
      singularName: 'gadget',
      pluralName: 'gadgets',
      description: '',
      draftAndPublish: false,
      localized: false,
      attributes: { name: { type: 'string' } },
    };
    const applied = await admin(a, cookie, 'POST', '/schema/apply', {
      changes: [{ action: 'save', draft: gadget }],
      confirm: true,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const created = await admin(a, cookie, 'POST', '/tokens', { name: 'gadgets', type: 'full-access' });
    const onB = client(b, created.body.accessKey);
    const served = await eventually(
      () => onB.post('/api/gadgets', { name: 'made on B' }),
      // Until B has the route, its path is unknown there: a POST to it is a 405 (Strapi's public folder).
      (r) => r.status !== 405,
    );
    expect(served.status).toBe(200);
    expect((await client(a, created.body.accessKey).get('/api/gadgets')).body.data).toEqual([
      { id: served.body.data.id, attributes: expect.objectContaining({ name: 'made on B' }) },
    ]);
  });

  it('a session signed out on A is refused on B', async () => {
    const other = await signIn(b, a);
    expect((await admin(b, other, 'GET', '/session')).status).toBe(200);
    expect((await admin(a, other, 'POST', '/session/logout')).status).toBe(204);
    expect((await admin(b, other, 'GET', '/session')).status).toBe(401);
  });

  it('a database file imported on A brings its token salt to B', async () => {
    const created = await admin(a, cookie, 'POST', '/tokens', { name: 'carried', type: 'read-only', lifespan: null });
    const { accessKey } = created.body;
    const studio = { 'x-tessera-studio': '1', cookie };
    const exported = await fetch(`${a.base}/admin/api/database/export`, { headers: studio });
    expect(exported.status).toBe(200);
    const form = await withForeignSalt(await exported.arrayBuffer(), accessKey, 'carried');
    const imported = await fetch(`${a.base}/admin/api/database/import`, {
      method: 'POST',
      headers: studio,
      body: form,
    });
    expect(imported.status).toBe(200);
    expect((await client(a, accessKey).get('/api/tags')).status).toBe(200);
    // B hears the import at its commit, then reads the stored secrets again.
    const onB = await eventually(
      () => client(b, accessKey).get('/api/tags'),
      (r) => r.status !== 401,
    );
    expect(onB.status).toBe(200);
  }, 30_000);
});
