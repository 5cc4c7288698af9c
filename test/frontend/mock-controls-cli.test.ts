// `tessera serve` as a user runs it: --delay/--fail/--fail-seed and config/tessera.js set the mock
// controls (shown in the banner), the terminal prints one line per request with its credential
// kind and what the controls did, --quiet prints none, and a bad rule is a usage error.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, client, copyProject, createToken, grant, serve, serveRefusal } from '../helpers/tessera.ts';

afterAll(cleanup);

/** Waits until the server's output holds `n` request lines (they are written after each answer). */
async function requestLines(stdout: () => string, n: number): Promise<string[]> {
  const lines = () =>
    stdout()
      .split('\n')
      .filter((l) => /^\d\d:\d\d:\d\d /.test(l));
  for (let i = 0; i < 200 && lines().length < n; i++) await new Promise((r) => setTimeout(r, 25));
  return lines();
}

describe('serve with mock controls', () => {
  it('takes --delay, --fail and --fail-seed, and logs each request in the terminal', async () => {
    const project = copyProject();
    grant(project, 'public', 'api::tag.tag.find');
    const token = createToken(project, ['--type', 'read-only']);
    const s = await serve(project, [
      '--delay',
      'GET /api/tags=5',
      '--fail',
      'GET /api/authors*=503',
      '--fail-seed',
      '4',
    ]);
    try {
      expect(s.stdout()).toContain('  Mocks    delay GET /api/tags=5, fail GET /api/authors*=503 (seed 4)');
      const tags = await client(s).get('/api/tags');
      expect(tags.status).toBe(200);
      expect(tags.headers['x-tessera-mock']).toBe('delay=5ms');
      const authors = await client(s, token).get('/api/authors?sort=id');
      expect(authors.status).toBe(503);
      expect(authors.body.error.name).toBe('ServiceUnavailableError');
      const lines = await requestLines(s.stdout, 2);
      expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/tags 200 \d+ms public \[mock delay=5ms\]$/);
      expect(lines[1]).toMatch(
        /^\d\d:\d\d:\d\d GET \/api\/authors\?sort=id 503 \d+ms api-token:read-only \[mock fail=503\]$/,
      );
    } finally {
      await s.stop();
    }
  }, 120000);

  it('reads config/tessera.js, and --quiet keeps the terminal to the banner', async () => {
    const project = copyProject();
    writeFileSync(join(project, 'config', 'tessera.js'), `module.exports = { mock: { fail: ['/api/tags=418'] } };`);
    const s = await serve(project, ['--quiet']);
    try {
      const res = await client(s).get('/api/tags');
      expect(res.status).toBe(418);
      expect(res.body.error).toEqual({ status: 418, name: 'ImATeapotError', message: "I'm a Teapot" });
      await client(s).get('/api/tags');
      await new Promise((r) => setTimeout(r, 100));
      expect(s.stdout().trim().split('\n').at(-1)).toBe('  Mocks    fail /api/tags=418');
    } finally {
      await s.stop();
    }
  }, 120000);

  it('refuses a bad rule before it starts, saying why', async () => {
    const r = await serveRefusal(copyProject(), ['--fail', 'GET /api/tags=503@200%']);
    expect(r.started).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tessera serve: --fail "GET /api/tags=503@200%": the rate must be between 0% and 100%');
  }, 60000);
});
