// The live request log: recent entries, an event stream of new ones, and clearing.
import { NotFoundError } from '../../errors.ts';
import type { Project } from '../../project.ts';
import type { AdminApi } from '../admin-api.ts';
import { adminState } from '../admin-state.ts';
import { summaryOf, type KeptRecord } from '../request-log.ts';

const KEEP_ALIVE_MS = 15000;

export function registerRequestLogApi(api: AdminApi, project: Project): void {
  const log = () => adminState(project).requests;

  api.get('/requests', (ctx) => ({ status: 200, body: log().since(Number(ctx.query.after ?? 0) || 0) }));

  api.post('/requests/clear', () => {
    log().clear();
    return { status: 204 };
  });

  // Server-sent events: one `request` event per answered request, until the studio disconnects.
  api.get('/requests/stream', (ctx) => ({
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    },
    body: eventStream(log().subscribe.bind(log()), ctx.signal),
  }));

  // After /requests/stream, which this pattern would otherwise take.
  api.get('/requests/:seq', (ctx) => {
    const entry = /^\d+$/.test(ctx.params.seq) ? log().detail(Number(ctx.params.seq)) : null;
    if (!entry) throw new NotFoundError('This request is no longer in the log');
    return { status: 200, body: entry };
  });
}

async function* eventStream(
  subscribe: (listener: (entry: KeptRecord) => void) => () => void,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  const push = (chunk: string) => {
    queue.push(chunk);
    wake?.();
  };
  const unsubscribe = subscribe((entry) => push(`event: request\ndata: ${JSON.stringify(summaryOf(entry))}\n\n`));
  const keepAlive = setInterval(() => push(': ping\n\n'), KEEP_ALIVE_MS);
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort);
  try {
    yield ': connected\n\n';
    while (!signal.aborted) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      while (queue.length) yield queue.shift()!;
    }
  } finally {
    clearInterval(keepAlive);
    unsubscribe();
    signal.removeEventListener('abort', onAbort);
  }
}
