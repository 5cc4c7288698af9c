// A database laid out and filled the way Strapi v4.26 does it (its schema, epoch-ms timestamps,
// ordered link tables, bcrypt `$2a$` passwords, HMAC-SHA512 token keys, its admin tables) is
// served as it is, and the tables Tessera does not use survive writes, restarts and exports.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Served } from './helpers/tessera.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-strapi-db-'));
const project = join(work, 'project');
const db = join(work, 'data.db');
const SALT = 'strapi-project-salt';
const KEY = 'a'.repeat(256);
const sqlite = (sql: string) => execFileSync('sqlite3', [db, sql], { encoding: 'utf8' }).trim();
let server: Served;

beforeAll(async () => {
  cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
  writeFileSync(
    join(project, 'config', 'admin.js'),
    `module.exports = { apiToken: { salt: '${SALT}' }, auth: { secret: 'admin-secret' } };\n`,
  );
  const schema = readFileSync(join(root, 'test', 'conformance', 'strapi4-sqlite-schema.sql'), 'utf8');
  const t = Date.parse('2025-03-01T10:00:00.000Z');
  const hash = bcrypt.hashSync('Secret123', 10).replace(/^\$2b\$/, '$2a$');
  execFileSync('sqlite3', [db], {
    input: `${schema}
CREATE TABLE admin_users (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, firstname varchar(255), email varchar(255));
CREATE TABLE strapi_database_schema (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, schema json, time datetime, hash varchar(255));
CREATE TABLE strapi_migrations (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, name varchar(255), time datetime);
INSERT INTO admin_users (firstname, email) VALUES ('Admin', 'admin@example.com');
INSERT INTO strapi_database_schema (schema, time, hash) VALUES ('{"tables":[]}', ${t}, 'abc123');
INSERT INTO i18n_locale (name, code, created_at, updated_at) VALUES ('English (en)', 'en', ${t}, ${t});
INSERT INTO strapi_core_store_settings (key, value, type) VALUES ('plugin_i18n_default_locale', '"en"', 'string');
INSERT INTO up_roles (name, description, type, created_at, updated_at) VALUES ('Authenticated', 'Default role given to authenticated user.', 'authenticated', ${t}, ${t}), ('Public', 'Default role given to unauthenticated user.', 'public', ${t}, ${t});
INSERT INTO up_permissions (action, created_at, updated_at) VALUES ('api::article.article.find', ${t}, ${t}), ('plugin::users-permissions.auth.callback', ${t}, ${t}),
  ('api::tag.tag.find', ${t}, ${t}), ('api::author.author.find', ${t}, ${t});
INSERT INTO up_permissions_role_links (permission_id, role_id, permission_order) VALUES (1, 2, 1), (2, 2, 2), (3, 2, 3), (4, 2, 4);
INSERT INTO up_users (username, email, provider, password, confirmed, blocked, created_at, updated_at) VALUES ('ada', 'ada@example.com', 'local', '${hash}', 1, 0, ${t}, ${t});
INSERT INTO up_users_role_links (user_id, role_id, user_order) VALUES (1, 1, 1);
INSERT INTO strapi_api_tokens (name, description, type, access_key, lifespan, created_at, updated_at) VALUES ('ci', '', 'full-access', '${createHmac('sha512', SALT).update(KEY).digest('hex')}', NULL, ${t}, ${t});
INSERT INTO authors (name, email, created_at, updated_at) VALUES ('Ada', 'ada@example.com', ${t}, ${t});
INSERT INTO tags (name, created_at, updated_at) VALUES ('one', ${t}, ${t}), ('two', ${t}, ${t}), ('three', ${t}, ${t});
INSERT INTO articles (title, slug, views, is_featured, publish_date, metadata, created_at, updated_at, published_at, locale) VALUES
  ('First', 'first', 10, 1, '2025-01-02', '{"a":1}', ${t}, ${t}, ${t}, 'en'), ('Draft', 'draft', 3, 0, NULL, NULL, ${t}, ${t}, NULL, 'en');
INSERT INTO articles_author_links (article_id, author_id, article_order) VALUES (1, 1, 1), (2, 1, 2);
INSERT INTO articles_tags_links (article_id, tag_id, tag_order, article_order) VALUES (1, 3, 1, 1), (1, 1, 2, 1), (1, 2, 3, 1);
INSERT INTO components_shared_seos (meta_title, meta_description) VALUES ('SEO', 'desc');
INSERT INTO articles_components (entity_id, component_id, component_type, field, "order") VALUES (1, 1, 'shared.seo', 'seo', 1);
INSERT INTO files (name, hash, ext, mime, size, url, provider, folder_path, created_at, updated_at) VALUES ('red.png', 'red_abc', '.png', 'image/png', 0.11, '/uploads/red_abc.png', 'local', '/', ${t}, ${t});
INSERT INTO files_related_morphs (file_id, related_id, related_type, field, "order") VALUES (1, 1, 'api::article.article', 'cover', 1);
`,
  });
  server = await serve(project, ['--db', db]);
});

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('serving a database Strapi created', () => {
  it('reports the tables it leaves alone, once, at start', () => {
    expect(server.stdout() + server.stderr()).toMatch(
      /kept \d+ table\(s\) Tessera does not use.*admin_users.*strapi_database_schema/,
    );
  });

  it('serves entries with their timestamps, relations in stored order, components and media', async () => {
    const res = await fetch(`${server.base}/api/articles?populate=*`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.map((d: { id: number }) => d.id)).toEqual([1]);
    const a = body.data[0].attributes;
    expect(a).toMatchObject({
      title: 'First',
      isFeatured: true,
      publishDate: '2025-01-02',
      metadata: { a: 1 },
      createdAt: '2025-03-01T10:00:00.000Z',
      locale: 'en',
    });
    expect(a.tags.data.map((x: { id: number }) => x.id)).toEqual([3, 1, 2]);
    expect(a.author.data.attributes.name).toBe('Ada');
    expect(a.seo).toEqual({ id: 1, metaTitle: 'SEO', metaDescription: 'desc' });
    expect(a.cover.data.attributes.url).toBe('/uploads/red_abc.png');
  });

  it("accepts the project's existing API token and users' passwords", async () => {
    const created = await fetch(`${server.base}/api/tags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: 'four' } }),
    });
    expect(created.status).toBe(200);
    expect((await created.json()).data.id).toBe(4);
    const login = await fetch(`${server.base}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'ada@example.com', password: 'Secret123' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.username).toBe('ada');
  });

  it('leaves the admin tables as they were through writes, a restart and an export', async () => {
    await server.stop();
    server = await serve(project, ['--db', db]);
    expect(sqlite('SELECT email FROM admin_users')).toBe('admin@example.com');
    expect(sqlite('SELECT hash FROM strapi_database_schema')).toBe('abc123');
    expect(sqlite('SELECT COUNT(*) FROM tags')).toBe('4');
    const out = join(work, 'export.db');
    execFileSync(process.execPath, [join(root, 'bin', 'tessera.js'), 'export', project, '--db', db, '--out', out]);
    expect(execFileSync('sqlite3', [out, 'PRAGMA integrity_check'], { encoding: 'utf8' }).trim()).toBe('ok');
    expect(execFileSync('sqlite3', [out, 'SELECT firstname FROM admin_users'], { encoding: 'utf8' }).trim()).toBe(
      'Admin',
    );
  });
});
