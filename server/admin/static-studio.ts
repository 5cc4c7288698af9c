// Serves the built studio (Vite output in dist/renderer) under /admin. The studio shell and its
// assets are public code; everything it reads comes from the guarded admin API.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { NotFoundError } from '../errors.ts';
import type { Reply, RequestContext, Router } from '../http/router.ts';
import { packageRoot } from '../package-root.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.ttf': 'font/ttf', '.woff': 'font/woff', '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8', '.wasm': 'application/wasm', '.txt': 'text/plain; charset=utf-8',
};

/** Where `npm run build` puts the studio (index.html, graphiql.html, assets/). */
export function studioBuildDir(): string {
  return join(packageRoot, 'dist', 'renderer') + '/';
}

export function registerStaticStudio(router: Router, buildDir = studioBuildDir()): void {
  const index = (ctx: RequestContext): Reply | void => (sendFile(ctx, buildDir, 'index.html', 'no-cache') ? undefined : notBuilt());
  router.add('GET', '/admin', index);
  router.add('GET', '/admin/assets/:file', (ctx) => {
    if (!sendFile(ctx, join(buildDir, 'assets'), ctx.params.file, 'public, max-age=31536000, immutable')) throw new NotFoundError();
  });
  router.add('GET', '/admin/:file', (ctx) => {
    if (!ctx.params.file.includes('.')) return index(ctx);
    if (!sendFile(ctx, buildDir, ctx.params.file, 'no-cache')) throw new NotFoundError();
  });
}

/** Streams a file from a folder; false when it is not there. Names never leave the folder. */
export function sendFile(ctx: RequestContext, dir: string, name: string, cacheControl: string): boolean {
  const root = normalize(dir.endsWith('/') ? dir : `${dir}/`);
  const path = normalize(join(root, name));
  if (!path.startsWith(root) || !existsSync(path) || !statSync(path).isFile()) return false;
  ctx.res.writeHead(200, {
    'content-type': MIME[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(statSync(path).size),
    'cache-control': cacheControl,
  });
  createReadStream(path).pipe(ctx.res);
  return true;
}

function notBuilt(): Reply {
  return {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tessera studio</title></head>'
      + '<body style="font:15px system-ui;padding:40px"><h1>The studio has not been built</h1>'
      + '<p>Run <code>npm run build</code> (or <code>npm run dev</code> while working on it), then reload.</p></body></html>',
  };
}
