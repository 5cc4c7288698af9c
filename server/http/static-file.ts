// Files served from a folder (the built studio, uploaded media): a streamed body with its MIME
// type from `mime-types`. (`send`/`serve-static` write to Node's res; the core answers plain values.)
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { contentType } from 'mime-types';
import type { Reply } from './router.ts';

/** A file of `dir` as a streamed reply; null when it is not there. Names never leave the folder. */
export function fileReply(dir: string, name: string, headers: Record<string, string> = {}): Reply | null {
  const root = normalize(dir.endsWith('/') ? dir : `${dir}/`);
  const path = normalize(join(root, name));
  if (!path.startsWith(root) || path === root) return null;
  let size: number;
  let modified: Date;
  try {
    // Asked of every GET no route took (koa-static's `defer`): a missing file answers undefined,
    // where a thrown ENOENT, its message and stack built, made a 404 cost more than a found entry.
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    size = stat.size;
    modified = stat.mtime;
  } catch {
    // Not readable (a name too long, a path through a file): not there, as before.
    return null;
  }
  return {
    status: 200,
    headers: {
      'content-type': contentType(extname(path)) || 'application/octet-stream',
      'content-length': String(size),
      'last-modified': modified.toUTCString(),
      ...headers,
    },
    body: createReadStream(path),
  };
}

/**
 * A built page of the studio (built for `/admin/`) as served under the path Tessera is mounted at:
 * its `/admin/` URLs moved under it, and the path handed to its scripts as `window.__TESSERA_BASE__`.
 */
export function pageUnderBase(html: string, basePath: string): string {
  const moved = basePath ? html.replace(/(["'(])\/admin\//g, `$1${basePath}/admin/`) : html;
  return moved.replace('<head>', `<head><script>window.__TESSERA_BASE__=${JSON.stringify(basePath)}</script>`);
}
