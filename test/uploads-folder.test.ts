// Media in a folder of the user's choosing (`serve --uploads DIR`, config/tessera.js `uploads`):
// where several instances share one volume, a file one of them stored is served by every other.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/test-app.ts';

const shared = mkdtempSync(join(tmpdir(), 'tessera-shared-uploads-'));
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  rmSync(shared, { recursive: true, force: true });
});

async function appOnSharedFolder(): Promise<TestApp> {
  const app = await startApp({ tesseraConfig: `module.exports = { uploads: ${JSON.stringify(shared)} };\n` });
  apps.push(app);
  return app;
}

describe('an uploads folder outside the project', () => {
  it('receives the files one instance stores, and another instance serves them', async () => {
    const a = await appOnSharedFolder();
    const b = await appOnSharedFolder();
    const form = new FormData();
    form.append('files', new Blob(['shared bytes'], { type: 'text/plain' }), 'note.txt');
    const res = await a.fetch('/api/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await a.token('full-access')}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const [file] = (await res.json()) as { url: string; hash: string }[];
    expect(readdirSync(shared)).toEqual([`${file.hash}.txt`]);
    expect(existsSync(join(a.app.project.dir, 'public', 'uploads', `${file.hash}.txt`))).toBe(false);
    const served = await b.fetch(file.url);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('shared bytes');
  });

  it('refuses an uploads setting that is not a path, naming the file', async () => {
    const err = await startApp({ tesseraConfig: 'module.exports = { uploads: 42 };\n' }).catch((e: Error) => e);
    expect((err as Error).message).toBe('config/tessera.js: uploads must be the path of a folder');
  });
});
