// Reads the GraphQL operation(s) of a request the way Apollo Server 3 does behind Strapi v4: GET
// query string, JSON body (an array is a batch), or a multipart request carrying files
// (graphql-multipart-request-spec). Malformed requests get Apollo's plain-text answers.
import type { Reply, RequestContext } from '../../http/router.ts';
import { readMultipart, type MultipartFile } from '../../http/multipart.ts';
import { assertJsonDepth } from '../../input/json-input.ts';

export interface OperationParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

export type ReadResult = { operations: OperationParams[]; batch: boolean } | { reply: Reply };

const text = (status: number, body: string): { reply: Reply } => ({
  reply: { status, body, headers: { 'content-type': 'text/plain; charset=utf-8' } },
});

export async function readOperations(
  ctx: RequestContext,
  readBody: () => Promise<unknown>,
  maxFileSize: number,
): Promise<ReadResult> {
  if (ctx.method === 'GET') {
    const q = ctx.query;
    if (q.query === undefined || q.query === null) return text(400, 'GET query missing.');
    return {
      operations: [
        {
          query: q.query,
          variables: json(q.variables),
          operationName: q.operationName,
          extensions: json(q.extensions),
        },
      ],
      batch: false,
    };
  }
  const type = String(ctx.headers['content-type'] ?? '').toLowerCase();
  // A bad JSON body is answered by the REST error envelope (Strapi's body parser runs first): readBody throws it.
  const body = type.startsWith('multipart/form-data')
    ? await readMultipartOperations(ctx, maxFileSize)
    : await readBody();
  if (Array.isArray(body))
    return { operations: body.map((b) => (b && typeof b === 'object' ? b : {}) as OperationParams), batch: true };
  if (!body || typeof body !== 'object' || Object.keys(body).length === 0) {
    return text(400, 'POST body missing, invalid Content-Type, or JSON object has no keys.');
  }
  return { operations: [body as OperationParams], batch: false };
}

/** A JSON-encoded query-string parameter (`variables={"id":1}`); left as is when it is not JSON. */
function json(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    return v;
  }
  assertJsonDepth(parsed);
  return parsed;
}

/** `operations` (JSON) with the files of `map` put at the paths it names (`variables.file`). */
async function readMultipartOperations(ctx: RequestContext, maxFileSize: number): Promise<unknown> {
  const form = await readMultipart(ctx, { maxFileSize });
  const field = (name: string) => {
    const v = form.fields[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const operations = json(field('operations'));
  const map = json(field('map') ?? '{}');
  if (!operations || typeof operations !== 'object' || !map || typeof map !== 'object') return undefined;
  for (const [key, paths] of Object.entries(map as Record<string, unknown>)) {
    const file = form.files.find((f) => f.field === key);
    if (!file || !Array.isArray(paths)) continue;
    for (const path of paths)
      if (typeof path === 'string') setPath(operations as Record<string, unknown>, path.split('.'), file);
  }
  return operations;
}

function setPath(target: Record<string, unknown>, path: string[], file: MultipartFile): void {
  let node: Record<string, unknown> = target;
  for (let i = 0; i < path.length - 1; i++) {
    // Only the request's own keys: `variables.__proto__.x` must not reach Object.prototype.
    if (!Object.hasOwn(node, path[i])) return;
    const next = node[path[i]];
    if (!next || typeof next !== 'object') return;
    node = next as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (last === '__proto__') return;
  node[last] = file;
}
