// Which project the desktop app opens: `--project DIR` (or the first plain argument) or
// TESSERA_PROJECT; otherwise a project in the app's data folder, created from the blog example
// the first time.
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packageRoot } from '../server/package-root.ts';

export interface ProjectLocation {
  dir: string;
  /** True when the app created it on this start. */
  created: boolean;
}

export function projectFromArgs(argv: string[], env: NodeJS.ProcessEnv): string | null {
  const flag = argv.findIndex((a) => a === '--project');
  if (flag >= 0 && argv[flag + 1]) return resolve(argv[flag + 1]);
  const inline = argv.find((a) => a.startsWith('--project='));
  if (inline) return resolve(inline.slice('--project='.length));
  // argv is [electron, app path, ...]: a folder after those, other than the app's own, is the project.
  const folder = argv
    .slice(2)
    .find((a) => !a.startsWith('-') && existsSync(a) && statSync(a).isDirectory() && resolve(a) !== packageRoot);
  if (folder) return resolve(folder);
  return env.TESSERA_PROJECT ? resolve(env.TESSERA_PROJECT) : null;
}

export function ensureDefaultProject(
  userDataDir: string,
  examplesDir = join(packageRoot, 'examples'),
): ProjectLocation {
  const dir = join(userDataDir, 'project');
  if (existsSync(dir) && readdirSync(dir).length > 0) return { dir, created: false };
  const example = join(examplesDir, 'blog');
  if (existsSync(example)) {
    cpSync(example, dir, {
      recursive: true,
      filter: (src) =>
        !src.startsWith(join(example, '.tmp')) && !src.startsWith(join(example, 'public', 'uploads', '')),
    });
  } else {
    for (const d of ['src/api', 'src/components', 'config']) mkdirSync(join(dir, d), { recursive: true });
    writeFileSync(
      join(dir, 'config', 'api.json'),
      '{ "rest": { "defaultLimit": 25, "maxLimit": 100, "withCount": true } }\n',
    );
  }
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  return { dir, created: true };
}
