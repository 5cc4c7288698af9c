// The folder of Tessera's own package.json, found from this module's location, so paths to
// bundled files (examples, the built studio) hold both from the sources and from the server bundle.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'tessera') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Tessera cannot find its package.json');
    dir = parent;
  }
}

export const packageRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
