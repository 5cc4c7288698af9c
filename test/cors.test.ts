// A frontend on another origin can call the API, as with Strapi's default CORS middleware.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTessera } from '../server/app.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-cors-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function appWith(middlewares?: string) {
  const project = join(work, `p${Math.random()}`);
  cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
  if (middlewares) writeFileSync(join(project, 'config', 'middlewares.js'), middlewares);
  return createTessera({ projectDir: project, log: () => {} });
}

describe('CORS', () => {
  it('answers preflights and allows any origin by default', async () => {
    const app = await appWith();
    try {
      const pre = await app.request(`/api/articles`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      expect(pre.headers.get('access-control-allow-headers')).toBe('authorization');
      const get = await app.request(`/api/articles`, { headers: { origin: 'http://localhost:5173' } });
      expect(get.status).toBe(403);
      expect(get.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await app.close();
    }
  });

  it('follows config/middlewares strapi::cors origins', async () => {
    const app = await appWith(
      "module.exports = ['strapi::errors', { name: 'strapi::cors', config: { origin: ['http://allowed.test'] } }];\n",
    );
    try {
      const ok = await app.request(`/api/articles`, { headers: { origin: 'http://allowed.test' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
      const no = await app.request(`/api/articles`, { headers: { origin: 'http://other.test' } });
      expect(no.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await app.close();
    }
  });
});
