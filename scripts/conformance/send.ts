// Sends one recorded (or planned) request to a server, with the placeholders in its headers replaced
// by that server's own secrets; a JWT in the answer becomes the next <JWT>.
import type { RecordedCase } from './recorded-cases.ts';

export interface Answer {
  status: number;
  body: unknown;
  contentType: string;
}

type Multipart = {
  multipart: {
    files: Array<{ field: string; filename: string; contentType: string; base64: string }>;
    fields?: Record<string, string>;
  };
};

export async function send(
  base: string,
  request: RecordedCase['request'],
  secrets: Record<string, string>,
  recordedBody?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(request.headers ?? {})) {
    let value = v;
    for (const [p, s] of Object.entries(secrets)) value = value.split(p).join(s);
    headers[k] = value;
  }
  let body: BodyInit | undefined;
  const raw = request.body as Multipart | string | null | undefined;
  if (raw && typeof raw === 'object' && raw.multipart) {
    const form = new FormData();
    // Strapi stores the files of one upload concurrently: send them in the order of the ids it gave.
    const recorded = Array.isArray(recordedBody) ? (recordedBody as Array<{ name?: string; id?: number }>) : [];
    const order = (name: string) => recorded.find((r) => r.name === name)?.id ?? Infinity;
    for (const f of [...raw.multipart.files].sort((x, y) => order(x.filename) - order(y.filename))) {
      form.append(f.field, new Blob([Buffer.from(f.base64, 'base64')], { type: f.contentType }), f.filename);
    }
    for (const [k, v] of Object.entries(raw.multipart.fields ?? {})) form.append(k, v);
    body = form;
  } else if (typeof raw === 'string') {
    body = raw;
  } else if (raw !== null && raw !== undefined) {
    body = JSON.stringify(raw);
  }
  let res: Response;
  try {
    res = await fetch(base + request.path, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(30000),
    });
  } catch (err) {
    return { status: 0, body: `request failed: ${(err as Error).message}`, contentType: '' };
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text.length ? JSON.parse(text) : null;
  } catch {
    /* a text body */
  }
  const jwt = findJwt(parsed);
  if (jwt) secrets['<JWT>'] = jwt;
  return { status: res.status, body: parsed, contentType: res.headers.get('content-type') ?? '' };
}

export function findJwt(v: unknown): string | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.jwt === 'string' && /^eyJ/.test(o.jwt)) return o.jwt;
  for (const x of Object.values(o)) {
    const found = findJwt(x);
    if (found) return found;
  }
  return undefined;
}
