// The Express adapter: Node's req/res to Tessera's plain request and back. `expressHandler` serves
// Tessera under whatever path it is mounted at (`tessera.express()`); listen.ts runs it alone.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { RequestBody, TesseraRequest, TesseraResponse } from '../http/message.ts';

type Handle = (request: TesseraRequest) => Promise<TesseraResponse>;
/** A Node request, with what Express adds when it is mounted there (its mount path, a parsed body). */
type IncomingRequest = IncomingMessage & { baseUrl?: string; body?: unknown; _body?: boolean };

/** A declared body this small is read whole before the core sees it (see requestBody). */
const WHOLE_BODY_BYTES = 64 * 1024;

/** `next` gets a failure to write the answer (Express's error handler logs it; listen.ts ends the response). */
export function expressHandler(handle: Handle): RequestHandler {
  return (req: IncomingRequest, res: ServerResponse, next: (err?: unknown) => void) => {
    const answer = (body: RequestBody | undefined) =>
      handle(new NodeRequest(req, res, body))
        .then((response) => write(res, response))
        .catch(next);
    const body = requestBody(req);
    if (body instanceof Promise) {
      // A client gone before its body ended gets no answer: there is no one to send it to.
      body.then(answer, () => res.destroy());
    } else {
      void answer(body);
    }
  };
}

/**
 * Node's request as Tessera's. A class, with its signal made when first read (an event stream, a
 * delayed mock; few requests ever do) through a getter on the prototype: one in an object literal
 * made V8 build each request in its runtime.
 */
class NodeRequest implements TesseraRequest {
  method: string;
  url: string;
  basePath: string;
  headers: Record<string, string | undefined>;
  remoteAddress: string;
  private aborted: AbortSignal | undefined;

  constructor(
    req: IncomingRequest,
    private readonly res: ServerResponse,
    readonly body: RequestBody | undefined,
  ) {
    this.method = req.method ?? 'GET';
    // Express strips the mount path from req.url and keeps it in req.baseUrl.
    this.url = req.url ?? '/';
    this.basePath = req.baseUrl ?? '';
    this.headers = plainHeaders(req);
    this.remoteAddress = req.socket.remoteAddress ?? '';
  }

  get signal(): AbortSignal {
    return (this.aborted ??= abortedWhenGone(this.res));
  }
}

/** Aborted once the client goes away before its answer ended (abort() builds a DOMException: only then). */
function abortedWhenGone(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  if (res.closed) {
    if (!res.writableFinished) controller.abort();
  } else {
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
  }
  return controller.signal;
}

function plainHeaders(req: IncomingRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/**
 * The body as the host app left it: unread, or already parsed by its own body parser. A small
 * declared body (a GraphQL query, a JSON entry) is read whole here, in one or two 'data' events:
 * the stream iterator and the generators over it cost more than the read itself. The core still
 * checks the declared length against its limit first, so this never reads past what it would.
 */
function requestBody(req: IncomingRequest): RequestBody | Promise<Buffer> | undefined {
  const parsed = req.body;
  if (req._body || req.readableEnded) {
    if (parsed === undefined) return undefined;
    if (typeof parsed === 'string' || parsed instanceof Uint8Array) return parsed;
    return JSON.stringify(parsed);
  }
  const declared = req.headers['content-length'];
  // HTTP/1.1: a request with neither header has no body (every GET); no stream to read then.
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) return undefined;
  if (declared !== undefined && req.headers['transfer-encoding'] === undefined && Number(declared) <= WHOLE_BODY_BYTES)
    return readWhole(req);
  // Reading may stop early (a body over the limit): the rest is left for Node to drain, so the
  // connection stays usable for the next request.
  return req.iterator({ destroyOnReturn: false });
}

function readWhole(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('close', () => {
      if (!req.complete) reject(new Error('the client closed the connection before its body ended'));
    });
    req.once('error', reject);
  });
}

async function write(res: ServerResponse, response: TesseraResponse): Promise<void> {
  const { body } = response;
  if ((typeof body === 'string' || body instanceof Uint8Array) && response.status !== 204 && response.status !== 304) {
    // With its length known Node sends the head and the body in one write; without it the answer
    // goes chunked, four writes gathered into a writev (a sixth of a small GraphQL answer's CPU).
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    // The head as Node also takes it, names and values in one list, the length last: a copy of the
    // headers with the length set went through V8's runtime each time. Node sends every name the
    // list holds, so a length the reply gave itself is left out of it.
    const head: string[] = [];
    for (const name in response.headers) if (name !== 'content-length') head.push(name, response.headers[name]);
    head.push('content-length', String(length));
    res.writeHead(response.status, head);
    // Text all in ASCII (one byte per UTF-16 unit) is the same bytes in Latin-1, which Node copies
    // out; as UTF-8 it goes through V8's slower encoder (a 10 KB page: 4 us against 15).
    res.end(body, typeof body === 'string' && length === body.length ? 'latin1' : 'utf8');
    return;
  }
  // One call for the status and every header (headers a host app set before stay, below these).
  res.writeHead(response.status, response.headers);
  if (body === null || typeof body === 'string' || body instanceof Uint8Array) {
    res.end(body ?? undefined);
    return;
  }
  try {
    for await (const chunk of body) {
      if (res.destroyed) break;
      if (!res.write(chunk)) await writable(res);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

/** Resolves when `res` can take more (or is gone); the listener that did not fire is removed, so a long stream adds none. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
