// Bad input at the transport (issue 17's classes that live there): a path that is not valid
// percent-encoding, a malformed admin cookie, a chunked body over the JSON limit on a keep-alive
// connection, an uploaded SVG served back, a mutation over GET. Each is a 4xx in its envelope.
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let full: string;
beforeAll(async () => {
  t = await startApp({ listen: true });
  full = await t.token('full-access');
});
afterAll(() => t.close());

const envelopeOf = (status: number, name: string) => ({ data: null, error: expect.objectContaining({ status, name }) });

describe('the path', () => {
  // koa-router keeps a parameter that does not decode as sent; the route finds nothing by that
  // name, and a GET is then left to the public folder, which cannot decode the path (Strapi 4.26.2).
  it('answers malformed percent-encoding as Strapi does, in-process and over a socket', async () => {
    for (const [method, path, status, name] of [
      ['GET', '/api/tags/%', 400, 'BadRequestError'],
      ['PUT', '/api/tags/%ZZ', 404, 'NotFoundError'],
      ['DELETE', '/api/tags/%E0%A4%A', 404, 'NotFoundError'],
    ] as const) {
      const inProcess = await t.call(method, path, {
        token: full,
        body: method === 'PUT' ? { data: { name: 'x' } } : undefined,
      });
      expect(inProcess.status, `${method} ${path}`).toBe(status);
      expect(inProcess.body).toEqual(envelopeOf(status, name));
      const body = method === 'PUT' ? '{"data":{"name":"x"}}' : undefined;
      const headers = { authorization: `Bearer ${full}`, 'content-type': 'application/json' };
      const wire = await send(method, path, headers, undefined, body);
      expect(wire.status, `${method} ${path} over a socket`).toBe(status);
      expect(JSON.parse(wire.body)).toEqual(envelopeOf(status, name));
    }
    expect((await t.call('GET', '/api/tags/%', { token: full })).body).toMatchObject({
      error: { message: 'failed to decode' },
    });
    // A method the path's routes do not take is a 405 whatever the parameter holds.
    expect((await send('POST', '/api/tags/%', { authorization: `Bearer ${full}` })).status).toBe(405);
  });
});

describe('the admin cookie', () => {
  it('answers a malformed session cookie with 401, never 500', async () => {
    for (const cookie of [
      'tessera_admin=%E0%A4%A',
      'tessera_admin=%',
      'tessera_admin="unclosed',
      '=;;tessera_admin=a.b.c;%%',
      'tessera_admin=' + 'x.'.repeat(5000),
    ]) {
      const res = await t.fetch('/admin/api/session', { headers: { cookie } });
      expect(res.status, cookie.slice(0, 40)).toBe(401);
      expect(await res.json()).toEqual(envelopeOf(401, 'UnauthorizedError'));
    }
  });
});

describe('request bodies', () => {
  it('answers JSON that is not an object or an array with the plain Error Strapi names', async () => {
    const res = await t.call('POST', '/api/tags', { token: full, body: 'null' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      data: null,
      error: { status: 400, name: 'Error', message: 'invalid JSON, only supports object and array' },
    });
  });

  it('answers a chunked body over the JSON limit with 413, and the keep-alive connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
        const req = httpRequest(
          `${t.url}/api/tags`,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${full}`,
              'content-type': 'application/json',
              'transfer-encoding': 'chunked',
            },
          },
          (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, reused: req.reusedSocket }));
          },
        );
        req.on('error', reject);
        // 2 MiB in 64 KiB chunks, against the 1 MiB default limit.
        const chunk = Buffer.alloc(64 * 1024, 'a');
        req.write('{"data":{"name":"');
        for (let i = 0; i < 32; i++) req.write(chunk);
        req.end('"}}');
      });
      expect(big.status).toBe(413);
      expect(JSON.parse(big.body)).toEqual(envelopeOf(413, 'PayloadTooLargeError'));
      expect(t.logs.some((l) => l.startsWith('refused (413)') && l.includes('jsonLimit'))).toBe(true);
      const next = await send('GET', '/api/tags', { authorization: `Bearer ${full}` }, agent);
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

describe('request bodies sent whole', () => {
  it('keeps the body of a create sent over a socket in the request log', async () => {
    await t.admin('/requests/clear', { method: 'POST' });
    const body = JSON.stringify({ data: { name: 'logged over a socket' } });
    const res = await send(
      'POST',
      '/api/tags',
      { authorization: `Bearer ${full}`, 'content-type': 'application/json', 'content-length': String(body.length) },
      undefined,
      body,
    );
    expect(res.status).toBe(200);
    const [entry] = await (await t.admin('/requests')).json();
    const detail = await (await t.admin(`/requests/${entry.seq}`)).json();
    expect(detail.requestBody).toBe(body);
  });

  it('stores nothing and logs no failure for a body cut short by a client that went away', async () => {
    const url = new URL(t.url);
    const logged = t.logs.length;
    await new Promise<void>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST /api/tags HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${full}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"data":{"name":"cut sh',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(t.logs.slice(logged)).toEqual([]);
    const tags = await t.call('GET', '/api/tags?filters[name][$startsWith]=cut', { token: full });
    expect(tags.status).toBe(200);
    expect(tags.body.data).toEqual([]);
  });
});

describe('served uploads', () => {
  it('serves an uploaded SVG with nosniff and a Content-Security-Policy that runs no script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    const form = new FormData();
    form.append('files', new Blob([svg], { type: 'image/svg+xml' }), 'evil.svg');
    const up = await t.fetch('/api/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${full}` },
      body: form,
    });
    expect(up.status).toBe(200);
    const [file] = await up.json();
    const served = await t.fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toMatch(/script-src/);
  });
});

describe('GraphQL over GET', () => {
  it('answers a mutation with 405 in the GraphQL error shape', async () => {
    const query = encodeURIComponent('mutation { createTag(data: { name: "over-get" }) { data { id } } }');
    const res = await t.request('GET', `/graphql?query=${query}`, { headers: { authorization: `Bearer ${full}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      errors: [{ message: 'Cannot perform mutations over GET', extensions: { code: 'BAD_REQUEST' } }],
    });
    const tags = await t.call('GET', '/api/tags?filters[name][$eq]=over-get', { token: full });
    expect(tags.body.data).toEqual([]);
  });
});

/** One request over a socket, the path sent exactly as written (fetch would normalise it). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  agent?: Agent,
  body?: string,
): Promise<{ status: number; body: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.url);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers, agent: agent ?? false },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, reused: req.reusedSocket }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
