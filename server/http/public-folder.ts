// The project's public/ folder, served as Strapi's `strapi::public` middleware serves it: a GET no
// route takes is a file of the folder (robots.txt, a favicon, a folder's index.html), the welcome
// page at `/`, else a 404. Strapi adds these as routes ahead of all others that answer only when
// the others did not (koa-static's `defer`); here the route middleware asks the folder last.
import { join, posix } from 'node:path';
import { listsMiddleware, middlewareConfig, type ProjectConfig } from '../config/load-config.ts';
import { createError, NotFoundError } from '../errors.ts';
import type { Reply, RequestContext } from './router.ts';
import { fileReply } from './static-file.ts';

/** koa-static's `maxage` under Strapi's default (`strapi::public` `maxAge`, in milliseconds). */
const DEFAULT_MAX_AGE_MS = 60_000;

export interface PublicFolder {
  /** The answer to a GET (or HEAD) of `ctx.path` that no route took. */
  serve(ctx: RequestContext): Reply;
}

/**
 * The folder as the project's config sets it, or null where Strapi would serve nothing: its
 * middleware list leaves `strapi::public` out, or its `defaultIndex: false` (Strapi then adds none
 * of the public routes).
 */
export function publicFolder(config: ProjectConfig, projectDir: string): PublicFolder | null {
  if (!listsMiddleware(config, 'strapi::public')) return null;
  const options = middlewareConfig(config, 'strapi::public') ?? {};
  if (options.defaultIndex === false) return null;
  const maxAge = typeof options.maxAge === 'number' ? options.maxAge : DEFAULT_MAX_AGE_MS;
  const dir = join(projectDir, 'public');
  const headers = { 'cache-control': `max-age=${Math.floor(maxAge / 1000)}` };
  return {
    serve(ctx) {
      if (ctx.path === '/') return welcome(ctx.basePath);
      // Collapsed as the file system reads it (`//uploads/x` is under uploads/ too).
      const name = posix.normalize(decodedPath(ctx.path));
      // Uploaded media have their own route; a path under uploads/ that it did not take is not there.
      if (/^\/uploads\//i.test(name) || name.split('/').some((segment) => segment.startsWith('.'))) {
        throw new NotFoundError();
      }
      // A folder is its index.html, as koa-send serves it.
      const file = fileReply(dir, name, headers) ?? fileReply(dir, join(name, 'index.html'), headers);
      if (file) return file;
      if (name === '/index.html') return welcome(ctx.basePath);
      throw new NotFoundError();
    },
  };
}

/**
 * Whether the folder answers a GET after its route: Strapi's public route is deferred (koa-static's
 * `defer`), so a route that found nothing (a plain 404, as a null body is there) leaves the path to
 * the folder: one of its files, or a 400 for a path that does not decode.
 */
export function leftToFolder(err: unknown): boolean {
  return err instanceof NotFoundError && err.message === NotFoundError.defaultMessage;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw createError('BadRequestError', 400, 'failed to decode');
  }
}

function welcome(basePath: string): Reply {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html><head><meta charset="utf-8"><title>Tessera</title></head><body><h1>Tessera</h1><p>The content API is served under <code>${basePath}/api</code>.</p></body></html>`,
  };
}
