// Builds the conformance fixture project with its recorded seed data (the data Strapi was benchmarked on).
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, root, startChild, stop } from './server-process.ts';

export const PUBLIC_READ = [
  'api::article.article.find',
  'api::article.article.findOne',
  'api::author.author.find',
  'api::author.author.findOne',
  'api::tag.tag.find',
  'api::tag.tag.findOne',
  'api::global.global.find',
];

export async function seededFixture(): Promise<{ project: string; db: string; token: string }> {
  const work = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const project = join(work, 'project');
  const db = join(work, 'data.db');
  cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
  const token = cli('token', 'create', '--type', 'full-access', '--name', 'bench', project, '--db', db);
  cli('locale', 'add', 'fr', '--name', 'French (fr)', project, '--db', db);
  cli('role', 'grant', 'public', ...PUBLIC_READ, project, '--db', db);
  const { base, child } = await startChild(
    [join(root, 'bin', 'tessera.js'), 'serve', project, '--db', db, '--port', '0'],
    /REST\s+(http:\/\/\S+)\/api/,
  );
  const seed = readFileSync(join(root, 'test', 'conformance', 'cases', 'strapi4-seed.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  for (const c of seed) {
    let body: BodyInit | undefined;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (c.request.body?.multipart) {
      const form = new FormData();
      for (const f of c.request.body.multipart.files)
        form.append(f.field, new Blob([Buffer.from(f.base64, 'base64')], { type: f.contentType }), f.filename);
      for (const [k, v] of Object.entries(c.request.body.multipart.fields ?? {})) form.append(k, String(v));
      body = form;
    } else if (c.request.body) {
      body = JSON.stringify(c.request.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(base + c.request.path, { method: c.request.method, headers, body });
    if (res.status !== 200) throw new Error(`seed ${c.id}: ${res.status} ${await res.text()}`);
  }
  await stop(child);
  return { project, db, token };
}
