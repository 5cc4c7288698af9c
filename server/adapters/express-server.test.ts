// The server an Express app runs on: requests arrive already carrying Express's prototypes, and
// everything Express does with them (its request and response methods, body parsing, a mounted
// sub-app swapping in its own prototypes and back) works as on Express's own `app.listen`.
import express from 'express';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { expressServer } from './express-server.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listening(app: express.Express): Promise<string> {
  server = expressServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('expressServer', () => {
  it("builds each request and response with the app's prototypes, before Express sees them", async () => {
    const app = express();
    app.get('/', (_req, res) => void res.end());
    const base = await listening(app);
    const seen: boolean[] = [];
    server!.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    expect((await fetch(base)).status).toBe(200);
    expect(seen).toEqual([true, true]);
  });

  it("serves Express's request and response methods, a parsed JSON body and a mounted sub-app", async () => {
    const app = express();
    const sub = express();
    sub.get('/who', (req, res) => {
      res.json({ header: req.get('x-who'), query: req.query.q, proto: Object.getPrototypeOf(req) === sub.request });
    });
    app.use('/sub', sub);
    // After the sub-app, Express puts the app's own prototypes back.
    app.use('/sub', (req, res) => {
      res
        .status(404)
        .json({ back: Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response });
    });
    app.post('/echo', express.json(), (req, res) => {
      res
        .status(201)
        .set('x-echo', 'yes')
        .json({ got: req.body, type: req.is('application/json') });
    });
    const base = await listening(app);

    const who = await fetch(`${base}/sub/who?q=1`, { headers: { 'x-who': 'me' } });
    expect(await who.json()).toEqual({ header: 'me', query: '1', proto: true });
    const back = await fetch(`${base}/sub/else`);
    expect(back.status).toBe(404);
    expect(await back.json()).toEqual({ back: true });
    const echo = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: [1, 2] }),
    });
    expect(echo.status).toBe(201);
    expect(echo.headers.get('x-echo')).toBe('yes');
    expect(await echo.json()).toEqual({ got: { a: [1, 2] }, type: 'application/json' });
  });

  it('lays each request and response out as Node lays out its own: fields at known offsets, not in a dictionary', () => {
    // V8 tells which, in a process of its own started with its natives syntax allowed.
    const script = `
      import express from 'express';
      import { expressServer } from ${JSON.stringify(new URL('./express-server.ts', import.meta.url).href)};
      const fast = new Function('o', 'return %HasFastProperties(o)');
      const app = express();
      const seen = [];
      app.get('/', (req, res) => {
        seen.push(fast(req), fast(res));
        res.end();
      });
      const server = expressServer(app).listen(0, '127.0.0.1', async () => {
        await (await fetch('http://127.0.0.1:' + server.address().port)).text();
        console.log(JSON.stringify(seen));
        server.close();
      });`;
    const run = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: new URL('../..', import.meta.url), encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([true, true]);
  });
});
