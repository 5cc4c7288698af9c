// The request's abort signal, which the adapter makes only when a handler reads it: it still aborts
// when the client goes away, whether the handler read it before or after.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { TesseraRequest, TesseraResponse } from '../http/message.ts';
import { expressHandler } from './express.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handle: (request: TesseraRequest) => Promise<TesseraResponse>): Promise<string> {
  const app = express();
  // As listen.ts serves it: no header is set before the adapter writes the head.
  app.disable('x-powered-by');
  app.use(expressHandler(handle));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** Sends a GET and goes away once the server has it (before any answer). */
function askThenLeave(url: string, arrived: Promise<void>): void {
  const req = httpRequest(url);
  req.on('error', () => {});
  req.end();
  void arrived.then(() => req.destroy());
}

describe('the signal of a request served through Express', () => {
  it('aborts when the client goes away, read before that', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const aborted = new Promise<boolean>((resolve) => {
      void serve(async (request) => {
        const { signal } = request;
        signal!.addEventListener('abort', () => resolve(true));
        arrive();
        await new Promise((r) => setTimeout(r, 2000));
        resolve(false);
        return { status: 200, headers: {}, body: 'late' };
      }).then((url) => askThenLeave(url, arrived));
    });
    expect(await aborted).toBe(true);
  });

  it('is aborted already when first read after the client went away', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const seen = new Promise<boolean>((resolve) => {
      void serve(async (request) => {
        arrive();
        await new Promise((r) => setTimeout(r, 300));
        resolve(request.signal!.aborted);
        return { status: 200, headers: {}, body: 'late' };
      }).then((url) => askThenLeave(url, arrived));
    });
    expect(await seen).toBe(true);
  });

  it('is not aborted by an answer that ended', async () => {
    let signal: AbortSignal | undefined;
    const url = await serve(async (request) => {
      signal = request.signal;
      return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' };
    });
    expect(await (await fetch(url)).text()).toBe('ok');
    await new Promise((r) => setTimeout(r, 50));
    expect(signal!.aborted).toBe(false);
  });
});

describe('a text answer served through Express', () => {
  // ASCII text is sent as Latin-1 (the same bytes, copied faster); anything else must go as UTF-8.
  it.each([
    ['all ASCII', '{"title":"plain"}'],
    ['accented', '{"title":"café"}'],
    ['past the BMP', '{"title":"🦊 fox"}'],
    ['Latin-1 range only', '{"title":"\u00ff\u0080"}'],
  ])('is sent byte for byte as UTF-8 with its length: %s', async (_name, text) => {
    const url = await serve(async () => ({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: text,
    }));
    const response = await fetch(url);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });
});

describe('an answer that gives its own length', () => {
  it('is sent with one Content-Length, which clients refuse twice over', async () => {
    const url = await serve(async () => ({
      status: 200,
      headers: { 'content-type': 'application/octet-stream', 'content-length': '3' },
      body: new Uint8Array([1, 2, 3]),
    }));
    const head = await new Promise<string[]>((resolve, reject) => {
      httpRequest(url, (res) => {
        res.resume();
        resolve(res.rawHeaders);
      })
        .on('error', reject)
        .end();
    });
    const lengths = head.filter((_, i) => i % 2 === 0 && head[i].toLowerCase() === 'content-length');
    expect(lengths).toHaveLength(1);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });
});
