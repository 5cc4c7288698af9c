// The live request log: recent entries, an event stream of new ones, and clearing.
import { NotFoundError } from '../../errors.ts';
import type { Project } from '../../project.ts';
import type { AdminApi } from '../admin-api.ts';
import { adminState } from '../admin-state.ts';

export function registerRequestLogApi(api: AdminApi, project: Project): void {
  const log = () => adminState(project).requests;

  api.get('/requests', (ctx) => ({ status: 200, body: log().since(Number(ctx.query.after ?? 0) || 0) }));

  api.post('/requests/clear', () => {
    log().clear();
    return { status: 204 };
  });

  // Server-sent events: one `request` event per answered request, until the studio disconnects.
  api.get('/requests/stream', (ctx) => {
    ctx.res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    ctx.res.write(': connected\n\n');
    const unsubscribe = log().subscribe((entry) => ctx.res.write(`event: request\ndata: ${JSON.stringify(entry)}\n\n`));
    const keepAlive = setInterval(() => ctx.res.write(': ping\n\n'), 15000);
    ctx.req.once('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  });

  // After /requests/stream, which this pattern would otherwise take.
  api.get('/requests/:seq', (ctx) => {
    const entry = /^\d+$/.test(ctx.params.seq) ? log().detail(Number(ctx.params.seq)) : null;
    if (!entry) throw new NotFoundError('This request is no longer in the log');
    return { status: 200, body: entry };
  });
}
