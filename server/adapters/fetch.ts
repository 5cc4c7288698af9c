// The web-standard adapter: a fetch `Request` in, a `Response` out (Hono's `app.request()` style),
// for in-process callers (tests, scripts) and runtimes that speak fetch.
import type { TesseraRequest, TesseraResponse } from '../http/message.ts';

type Handle = (request: TesseraRequest) => Promise<TesseraResponse>;

/** No body on these statuses (a Response refuses one). */
const EMPTY = new Set([101, 204, 205, 304]);

export async function fetchHandler(handle: Handle, request: Request, basePath = ''): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
  const response = await handle({
    method: request.method,
    url: path + url.search,
    basePath,
    headers,
    body: request.body ? (request.body as unknown as AsyncIterable<Uint8Array>) : undefined,
    remoteAddress: '127.0.0.1',
    signal: request.signal,
  });
  const out = new Headers();
  for (const [name, value] of Object.entries(response.headers)) out.set(name, value);
  const body = EMPTY.has(response.status) ? null : webBody(response.body);
  return new Response(body, { status: response.status, headers: out });
}

function webBody(body: TesseraResponse['body']): BodyInit | null {
  if (body === null || typeof body === 'string') return body;
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(typeof value === 'string' ? Buffer.from(value) : value);
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

/** `request('/api/tags', init)` against a handler, as `fetch` would against a server. */
export function requestHandler(handle: Handle): (path: string, init?: RequestInit) => Promise<Response> {
  return (path, init) => fetchHandler(handle, new Request(new URL(path, 'http://localhost'), init));
}
