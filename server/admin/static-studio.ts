// Serves the built studio (Vite output in dist/renderer) under /admin. The studio shell and its
// assets are public code; everything it reads comes from the guarded admin API.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NotFoundError } from '../errors.ts';
import { fileReply, pageUnderBase } from '../http/static-file.ts';
import type { Reply, RequestContext, Router } from '../http/router.ts';
import { packageRoot } from '../package-root.ts';

/** Where `npm run build` puts the studio (index.html, graphiql.html, assets/). */
export function studioBuildDir(): string {
  return join(packageRoot, 'dist', 'renderer') + '/';
}

const NO_CACHE = { 'cache-control': 'no-cache' };

export function registerStaticStudio(router: Router, buildDir = studioBuildDir()): void {
  const index = (ctx: RequestContext): Reply => studioPage(buildDir, ctx.basePath) ?? notBuilt();
  router.add('GET', '/admin', index);
  router.add('GET', '/admin/assets/:file', (ctx) => {
    const reply = fileReply(join(buildDir, 'assets'), ctx.params.file, {
      'cache-control': 'public, max-age=31536000, immutable',
    });
    if (!reply) throw new NotFoundError();
    return reply;
  });
  router.add('GET', '/admin/:file', (ctx) => {
    if (!ctx.params.file.includes('.')) return index(ctx);
    const reply = fileReply(buildDir, ctx.params.file, NO_CACHE);
    if (!reply) throw new NotFoundError();
    return reply;
  });
}

/** index.html, under the path Tessera is mounted at. */
function studioPage(buildDir: string, basePath: string): Reply | null {
  let html: string;
  try {
    html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_CACHE },
    body: pageUnderBase(html, basePath),
  };
}

function notBuilt(): Reply {
  return {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tessera studio</title></head>' +
      '<body style="font:15px system-ui;padding:40px"><h1>The studio has not been built</h1>' +
      '<p>Run <code>npm run build</code> (or <code>npm run dev</code> while working on it), then reload.</p></body></html>',
  };
}
