// A frontend on another origin can call the API, credentials included, as with Strapi's default
// `strapi::cors` middleware. Headers as Strapi 4.26.2 sent them (asked side by side, production mode).
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/test-app.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(middlewaresConfig?: string, options: Parameters<typeof startApp>[0] = {}): Promise<TestApp> {
  const app = await startApp({ middlewaresConfig, ...options });
  apps.push(app);
  return app;
}

const preflight = (origin: string, headers = 'content-type,x-custom') => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': headers,
});

function corsHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name.startsWith('access-control-') || name === 'vary') out[name] = value;
  });
  return out;
}

describe('CORS by default', () => {
  it("reflects the page's origin with credentials allowed: a browser refuses * on a request with credentials", async () => {
    const app = await appWith();
    const get = await app.request('GET', '/api/articles', { headers: { origin: 'http://localhost:3000' } });
    expect(get.status).toBe(403);
    expect(corsHeaders(get.headers)).toEqual({
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    });
  });

  it('answers a preflight with 204, the configured methods and headers, cached for a year', async () => {
    const app = await appWith();
    const pre = await app.request('OPTIONS', '/api/articles', { headers: preflight('http://localhost:3000') });
    expect(pre.status).toBe(204);
    expect(corsHeaders(pre.headers)).toEqual({
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-allow-credentials': 'true',
      'access-control-max-age': '31536000',
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS',
      // Strapi names its configured headers, not the ones asked for.
      'access-control-allow-headers': 'Content-Type,Authorization,Origin,Accept',
      vary: 'Origin',
    });
  });

  it('says Vary: Origin on every answer, and grants nothing without an Origin', async () => {
    const app = await appWith();
    const get = await app.request('GET', '/api/nothing');
    expect(corsHeaders(get.headers)).toEqual({ vary: 'Origin' });
  });
});

describe('CORS as config/middlewares sets it', () => {
  it('allows only the listed origins, as an array or a comma-separated string', async () => {
    for (const origin of ["['http://a.test', 'http://b.test']", "'http://a.test, http://b.test'"]) {
      const app = await appWith(
        `module.exports = ['strapi::errors', { name: 'strapi::cors', config: { origin: ${origin} } }];`,
      );
      const ok = await app.request('GET', '/api/articles', { headers: { origin: 'http://b.test' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://b.test');
      const no = await app.request('GET', '/api/articles', { headers: { origin: 'http://other.test' } });
      expect(corsHeaders(no.headers)).toEqual({ vary: 'Origin' });
    }
  });

  it('takes an origin function, exposed headers, no credentials and its own preflight headers', async () => {
    const app = await appWith(`module.exports = ['strapi::errors', { name: 'strapi::cors', config: {
      origin: (ctx) => ctx.get('Origin').endsWith('.example.test') ? '*' : false,
      credentials: false, expose: ['X-Total'], headers: '*', maxAge: 0,
    } }];`);
    const get = await app.request('GET', '/api/articles', { headers: { origin: 'http://app.example.test' } });
    expect(corsHeaders(get.headers)).toEqual({
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'X-Total',
      vary: 'Origin',
    });
    const pre = await app.request('OPTIONS', '/api/articles', { headers: preflight('http://app.example.test') });
    expect(corsHeaders(pre.headers)).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS',
      'access-control-allow-headers': '*',
      vary: 'Origin',
    });
    const no = await app.request('GET', '/api/articles', { headers: { origin: 'http://evil.test' } });
    expect(no.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is off when the list leaves strapi::cors out, and stays on whatever `enabled` says (Strapi ignores it)', async () => {
    const without = await appWith(`module.exports = ['strapi::errors', 'strapi::body'];`);
    const off = await without.request('OPTIONS', '/api/articles', { headers: preflight('http://localhost:3000') });
    expect(off.status).toBe(200);
    expect(corsHeaders(off.headers)).toEqual({});
    const enabledFalse = await appWith(`module.exports = [{ name: 'strapi::cors', config: { enabled: false } }];`);
    const on = await enabledFalse.request('GET', '/api/articles', { headers: { origin: 'http://localhost:3000' } });
    expect(on.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

describe("CORS and Tessera's own routes", () => {
  it("gives the studio's cookie-authenticated API no CORS: another port of the same host is the same site", async () => {
    const app = await appWith();
    const res = await app.admin('/requests', { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(res.status).toBe(200);
    expect(corsHeaders(res.headers)).toEqual({});
  });

  it("adds the mock controls' mark to the configured exposed headers", async () => {
    const app = await appWith(
      "module.exports = [{ name: 'strapi::cors', config: { expose: ['Content-Range', 'X-Total'] } }];",
      { mock: { delay: [{ method: null, path: '/api/*', min: 1, max: 1 }] } },
    );
    const res = await app.request('GET', '/api/articles', { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range,X-Total,X-Tessera-Mock');
  });
});
